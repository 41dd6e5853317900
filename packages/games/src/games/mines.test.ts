import { describe, expect, it } from 'vitest';
import { GameParamsError } from '../errors';
import { roundFloats } from '../fair';
import { playRound, verifyRound } from '../registry';
import type { TMinesState } from '../types';
import {
  cashoutMines,
  MINES_MAX_MULTIPLIER,
  minesMultiplier,
  minesRtp,
  publicMinesOutcome,
  revealMine,
  settleMines,
  startMines,
} from './mines';

const seeds = { serverSeed: 'mines-server', clientSeed: 'mines-client', nonce: 0 };
const code = { type: 'mines', variant: 'classic', theme: 'gems' } as const;

function safeTiles(state: TMinesState): number[] {
  return Array.from({ length: 25 }, (_, tile) => tile).filter(
    (tile) => !state.positions.includes(tile),
  );
}

describe('mines', () => {
  it('places mines by the documented partial Fisher–Yates draw', () => {
    const floats = roundFloats(seeds, 5);
    const tiles = Array.from({ length: 25 }, (_, tile) => tile);
    floats.forEach((float, i) => {
      const j = i + Math.floor(float * (25 - i));
      [tiles[i], tiles[j]] = [tiles[j] ?? 0, tiles[i] ?? 0];
    });
    expect(startMines(seeds, { mines: 5 }).positions).toEqual(
      tiles.slice(0, 5).sort((a, b) => a - b),
    );
    expect(startMines(seeds, { mines: 5 })).toEqual(startMines(seeds, { mines: 5 }));
    expect(startMines({ ...seeds, nonce: 1 }, { mines: 5 }).positions).not.toEqual(
      startMines(seeds, { mines: 5 }).positions,
    );
  });

  it('draws distinct, sorted positions of the right count', () => {
    for (let nonce = 0; nonce < 100; nonce++) {
      const mines = 1 + (nonce % 24);
      const { positions } = startMines({ ...seeds, nonce }, { mines });
      expect(positions).toHaveLength(mines);
      expect(new Set(positions).size).toBe(mines);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      for (const tile of positions) expect(tile >= 0 && tile <= 24).toBe(true);
    }
  });

  it('prices k safe tiles at floor(0.99 × C(25,k) / C(25−m,k) × 10000)', () => {
    expect(minesMultiplier(1, 1)).toBe(10312); // 0.99 × 25/24
    expect(minesMultiplier(3, 1)).toBe(11250); // 0.99 × 25/22
    expect(minesMultiplier(24, 1)).toBe(247_500); // 0.99 × 25
    expect(minesMultiplier(1, 24)).toBe(247_500);
    expect(MINES_MAX_MULTIPLIER).toBe(51_482_970_000); // 0.99 × C(25, 12)
    expect(() => minesMultiplier(0, 1)).toThrow(GameParamsError);
    expect(() => minesMultiplier(3, 23)).toThrow(GameParamsError);
    for (let mines = 1; mines <= 24; mines++) {
      for (let picks = 1; picks <= 25 - mines; picks++) {
        const rtp = minesRtp(mines, picks);
        expect(rtp).toBeLessThanOrEqual(99);
        expect(rtp).toBeGreaterThan(98.99);
      }
    }
  });

  it('plays a round: safe tiles raise the multiplier, cash-out pays it, positions stay hidden', () => {
    let state = startMines(seeds, { mines: 3 });
    const [first = 0, second = 0] = safeTiles(state);
    state = revealMine(state, first);
    const shown = publicMinesOutcome(state);
    expect(shown).toEqual({
      mines: 3,
      revealed: [first],
      status: 'playing',
      multiplier: minesMultiplier(3, 1),
      nextMultiplier: minesMultiplier(3, 2),
    });
    expect(JSON.stringify(shown)).not.toContain('positions');
    state = revealMine(state, second);
    const settled = cashoutMines(state, 1000n);
    expect(settled.multiplier).toBe(minesMultiplier(3, 2));
    expect(settled.payout).toBe(BigInt(Math.floor((1000 * minesMultiplier(3, 2)) / 10000)));
    expect(settled.outcome).toEqual({
      mines: 3,
      positions: state.positions,
      revealed: [first, second],
      busted: null,
    });
  });

  it('loses on a mine and settles at 0; finishes by itself on the last safe tile', () => {
    const start = startMines(seeds, { mines: 24 });
    const [mine = 0] = start.positions;
    const lost = revealMine(start, mine);
    expect(lost.status).toBe('lost');
    expect(settleMines(lost, 100n)).toMatchObject({
      payout: 0n,
      multiplier: 0,
      outcome: { busted: mine },
    });
    expect(publicMinesOutcome(lost)).toMatchObject({ positions: start.positions, busted: mine });

    const [safe = 0] = safeTiles(start);
    const won = revealMine(start, safe);
    expect(won.status).toBe('cashed');
    expect(settleMines(won, 100n)).toMatchObject({ payout: 2475n, multiplier: 247_500 });
  });

  it('refuses steps out of turn', () => {
    const start = startMines(seeds, { mines: 3 });
    const [safe = 0] = safeTiles(start);
    const [mine = 0] = start.positions;
    expect(() => cashoutMines(start, 100n)).toThrow(GameParamsError);
    expect(() => settleMines(start, 100n)).toThrow(GameParamsError);
    for (const tile of [-1, 25, 1.5, Number.NaN])
      expect(() => revealMine(start, tile)).toThrow(GameParamsError);
    const opened = revealMine(start, safe);
    expect(() => revealMine(opened, safe)).toThrow(GameParamsError);
    const lost = revealMine(opened, mine);
    expect(() => revealMine(lost, safeTiles(start)[1] ?? 0)).toThrow(GameParamsError);
    expect(() => cashoutMines(lost, 100n)).toThrow(GameParamsError);
    expect(() => cashoutMines(opened, 0n)).toThrow(GameParamsError);
  });

  it('rejects bad params and is not a single-step game', () => {
    for (const params of [{ mines: 0 }, { mines: 25 }, { mines: 2.5 }, {}, { mines: 3, x: 1 }]) {
      expect(() => startMines(seeds, params as { mines: number })).toThrow(GameParamsError);
    }
    expect(() => playRound(code, seeds, { mines: 3 }, 100n)).toThrow(GameParamsError);
  });

  it('verifies a round from its actions', () => {
    const start = startMines(seeds, { mines: 5 });
    const [a = 0, b = 0, c = 0] = safeTiles(start);
    const cashed = cashoutMines(revealMine(revealMine(revealMine(start, a), b), c), 500n);
    const actions = [
      { action: 'reveal', tile: a },
      { action: 'reveal', tile: b, at: '2025-01-01T00:00:00Z' },
      { action: 'reveal', tile: c },
      { action: 'cashout' },
    ];
    expect(verifyRound(code, seeds, { mines: 5 }, 500n, actions)).toEqual(cashed);

    const [mine = 0] = start.positions;
    const lost = verifyRound(code, seeds, { mines: 5 }, 500n, [
      { action: 'reveal', tile: a },
      { action: 'reveal', tile: mine },
    ]);
    expect(lost).toMatchObject({ payout: 0n, outcome: { busted: mine, revealed: [a, mine] } });

    const bad = [
      [{ action: 'reveal', tile: a }], // still open
      [{ action: 'cashout' }], // nothing opened
      [{ action: 'reveal', tile: a }, { action: 'cashout' }, { action: 'reveal', tile: b }],
      [{ action: 'reveal', tile: 30 }],
      [{ action: 'peek' }],
    ];
    for (const list of bad) {
      expect(() => verifyRound(code, seeds, { mines: 5 }, 500n, list)).toThrow(GameParamsError);
    }
  });
});
