import { describe, expect, it } from 'vitest';
import { formatGameCode, parseGameCode } from './codes';
import { GAME_TYPES } from './types';
import { VARIANTS } from './variants';

describe('game codes', () => {
  it('formats and parses every variant', () => {
    for (const type of GAME_TYPES) {
      for (const { id } of VARIANTS[type]) {
        const code = { type, variant: id, theme: 'egypt-2' };
        expect(formatGameCode(code)).toBe(`${type}/${id}/egypt-2`);
        expect(parseGameCode(formatGameCode(code))).toEqual(code);
      }
    }
  });

  it('rejects unknown types and variants and bad themes', () => {
    for (const text of [
      'poker/classic/egypt',
      'dice/wild/egypt',
      'slot-lines/ways243/egypt',
      'dice/classic/Egypt',
      'dice/classic/',
      `dice/classic/${'a'.repeat(41)}`,
      'dice/classic/egypt/extra',
      'dice/classic',
      '',
      'dice/classic/égypte',
    ]) {
      expect(parseGameCode(text), text).toBeNull();
    }
    expect(parseGameCode(`dice/classic/${'a'.repeat(40)}`)).not.toBeNull();
  });
});
