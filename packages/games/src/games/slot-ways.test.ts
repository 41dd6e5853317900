import { describe, expect, it } from 'vitest';
import { roundFloats } from '../fair';
import { playRound } from '../registry';
import { reelWindow, SCATTER, WILD } from './slot-engine';
import { evaluateWays, playSlotWays, SLOT_WAYS } from './slot-ways';

const seeds = { serverSeed: 'ways-server', clientSeed: 'ways-client', nonce: 0 };
const rules = SLOT_WAYS.ways243;
const toPay = (coins: number) => (coins * 10_000) / rules.betCoins;

describe('slot-ways', () => {
  it('keeps to its shape: 3 or 4 rows, no W on reel 1, one scatter per window at most', () => {
    expect(SLOT_WAYS.ways243.rows).toBe(3);
    expect(SLOT_WAYS.ways1024.rows).toBe(4);
    for (const [variant, variantRules] of Object.entries(SLOT_WAYS)) {
      expect(10_000 % variantRules.betCoins).toBe(0);
      variantRules.reels.forEach((strip, reel) => {
        expect(strip.includes(WILD), `${variant} reel ${reel + 1}`).toBe(reel > 0);
        strip.forEach((_, stop) => {
          const shown = reelWindow(strip, stop, variantRules.rows).filter(
            (symbol) => symbol === SCATTER,
          );
          expect(shown.length).toBeLessThanOrEqual(1);
        });
      });
    }
  });

  it('multiplies the matching rows of adjacent reels from reel 1, wilds from reel 2', () => {
    const grid = [
      ['H1', 'H1', 'K'],
      ['W', 'Q', 'H1'],
      ['H1', 'W', 'H1'],
      ['A', 'K', 'Q'],
      ['H1', 'H1', 'H1'],
    ];
    const { wins, coins } = evaluateWays(rules, grid, toPay);
    // H1: 2 × 2 × 3 = 12 ways of 3; K: one K, then a W, a W, a K: 1 way of 4.
    expect(wins).toContainEqual({ symbol: 'H1', count: 3, ways: 12, pay: toPay(12 * 50) });
    expect(wins).toContainEqual({ symbol: 'K', count: 4, ways: 1, pay: toPay(40) });
    expect(coins).toBe(12 * 50 + 40);
    const wildFirst = evaluateWays(
      rules,
      [
        ['W', 'W', 'W'],
        ['A', 'A', 'A'],
        ['A', 'A', 'A'],
        ['J', 'J', 'J'],
        ['J', 'J', 'J'],
      ],
      toPay,
    );
    expect(wildFirst.wins).toEqual([]);
  });

  it('decides rounds from the stream, the same for the same seeds', () => {
    for (const variant of ['ways243', 'ways1024'] as const) {
      const round = playSlotWays(variant, seeds, 100n);
      const floats = roundFloats(seeds, 5);
      const [base] = round.outcome.spins;
      base?.stops.forEach((stop, reel) => {
        const strip = SLOT_WAYS[variant].reels[reel] ?? [];
        expect(stop).toBe(Math.floor((floats[reel] ?? 0) * strip.length));
        expect(base.grid[reel]).toEqual(reelWindow(strip, stop, SLOT_WAYS[variant].rows));
      });
      expect(playRound({ type: 'slot-ways', variant, theme: 'x' }, seeds, {}, 100n)).toEqual(round);
      expect(playSlotWays(variant, { ...seeds, nonce: 1 }, 100n).outcome).not.toEqual(
        round.outcome,
      );
    }
  });

  it('plays free spins with the multiplier and pays whole minor units', () => {
    let seen = 0;
    for (let nonce = 0; nonce < 1500; nonce++) {
      const { outcome, payout, multiplier } = playSlotWays('ways1024', { ...seeds, nonce }, 7n);
      expect(payout).toBe((7n * BigInt(multiplier)) / 10_000n);
      if (outcome.freeSpins === 0) continue;
      seen++;
      expect(outcome.spins).toHaveLength(outcome.freeSpins + 1);
      for (const spin of outcome.spins.slice(1))
        expect(spin).toMatchObject({ free: true, multiplier: 3 });
    }
    expect(seen).toBeGreaterThan(0);
  });
});
