import { describe, expect, it } from 'vitest';
import { fitText, textWidth, truncate } from './text-fit';

const options = { maxWidth: 262, maxLines: 3, maxSizes: [40, 33, 28], minSize: 15 };

describe('fitText', () => {
  it('keeps short titles on one line at the largest size', () => {
    expect(fitText('DICE', options)).toEqual({ lines: ['DICE'], fontSize: 40 });
  });

  it('wraps at word boundaries before it shrinks below the per-line caps', () => {
    const block = fitText('SUGAR RUSH DELUXE EDITION', options);
    expect(block.lines.length).toBeGreaterThan(1);
    expect(block.fontSize).toBeLessThanOrEqual(33);
    for (const line of block.lines)
      expect(textWidth(line, block.fontSize)).toBeLessThanOrEqual(262);
  });

  it('hyphenates a word too long for any line', () => {
    const block = fitText('SUPERCALIFRAGILISTICEXPIALIDOCIOUS', options);
    expect(block.lines.length).toBeGreaterThan(1);
    expect(block.lines[0]?.endsWith('-')).toBe(true);
    expect(block.lines.join('').replace(/-/g, '')).toBe('SUPERCALIFRAGILISTICEXPIALIDOCIOUS');
  });

  it('truncates what cannot fit in the allowed lines', () => {
    const block = fitText(Array.from({ length: 40 }, () => 'MEGAWAYS').join(' '), options);
    expect(block.lines).toHaveLength(3);
    expect(block.fontSize).toBe(15);
    expect(block.lines[2]?.endsWith('…')).toBe(true);
  });

  it('returns no lines for blank text', () => {
    expect(fitText('   ', options).lines).toEqual([]);
  });
});

describe('truncate', () => {
  it('leaves text that fits alone and cuts the rest with an ellipsis', () => {
    expect(truncate('NEBULA', 10, 200)).toBe('NEBULA');
    const cut = truncate('A VERY LONG PROVIDER NAME INDEED', 10, 80);
    expect(cut.endsWith('…')).toBe(true);
    expect(textWidth(cut, 10)).toBeLessThanOrEqual(80);
  });
});
