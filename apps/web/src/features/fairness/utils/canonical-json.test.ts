import { describe, expect, it } from 'vitest';
import { canonicalJson, outcomeMatches } from './canonical-json';

describe('canonicalJson', () => {
  it('ignores key order and writes bigints as text', () => {
    expect(canonicalJson({ b: 1n, a: [{ y: 2, x: 1 }] })).toBe(
      canonicalJson({ a: [{ x: 1, y: 2 }], b: '1' }),
    );
  });
});

describe('outcomeMatches', () => {
  const recomputed = { roll: 4242, win: true };

  it('accepts a recorded outcome with the same fields, extra display fields included', () => {
    expect(outcomeMatches(recomputed, { win: true, roll: 4242 })).toBe(true);
    expect(outcomeMatches(recomputed, { win: true, roll: 4242, status: 'closed' })).toBe(true);
  });

  it('rejects a changed, missing or absent outcome', () => {
    expect(outcomeMatches(recomputed, { roll: 4243, win: true })).toBe(false);
    expect(outcomeMatches(recomputed, { roll: 4242 })).toBe(false);
    expect(outcomeMatches(recomputed, null)).toBe(false);
  });
});
