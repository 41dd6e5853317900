import { formatGameCode, VARIANTS } from '@aurum/games';
import { describe, expect, it } from 'vitest';
import { engineFor, ORIGINALS } from './studio-games.seed';

const title = (name: string, theme: string) => ({ slug: name.toLowerCase(), title: name, theme });

describe('studio engines for the catalogue', () => {
  it('plays the keno and bingo titles on keno, not the wheels and limbos sharing their theme', () => {
    for (const name of ['Keno Blast', 'Super Keno', 'Keno Gold', 'Bingo Bash']) {
      expect(engineFor(title(name, 'keno')), name).toEqual({
        type: 'keno',
        variant: 'classic',
        theme: 'keno',
      });
    }
    for (const name of ['Wheel of Luck', 'Limbo Rush']) {
      expect(engineFor(title(name, 'keno'))?.type, name).not.toBe('keno');
    }
  });

  it('leaves live poker tables without an engine: none of them is video poker', () => {
    expect(engineFor(title("Casino Hold'em", 'poker'))).toBeUndefined();
  });

  it('offers keno and Jacks or Better as originals with known variants', () => {
    const codes = ORIGINALS.map((game) => formatGameCode(game.code));
    expect(codes).toContain('keno/classic/keno');
    expect(codes).toContain('video-poker/jacks-or-better/poker');
    for (const { code } of ORIGINALS) {
      expect(VARIANTS[code.type].some((variant) => variant.id === code.variant)).toBe(true);
    }
  });
});
