import { describe, expect, it } from 'vitest';
import { GameParamsError } from '../errors';
import { floatStream, roundFloats } from '../fair';
import { playRound } from '../registry';
import { playSlot, reelWindow, SCATTER, WILD } from './slot-engine';
import { evaluateLines, PAYLINES, playSlotLines, REELS, SLOT_LINES } from './slot-lines';

const seeds = { serverSeed: 'lines-server', clientSeed: 'lines-client', nonce: 0 };
const code = { type: 'slot-lines', variant: 'classic', theme: 'egypt' } as const;
const { rules, paylines } = SLOT_LINES.classic;
const toPay = (coins: number) => (coins * 10_000) / rules.betCoins;

/** A grid whose middle row is `middle`, above and below filler that no line can pay. */
function gridWithMiddle(middle: string[]): string[][] {
  const top = ['A', 'Q', 'J', 'Q', 'A'];
  const bottom = ['K', 'J', '10', 'K', 'K'];
  return middle.map((symbol, reel) => [top[reel] ?? '', symbol, bottom[reel] ?? '']);
}

function firstNonce(predicate: (nonce: number) => boolean): number {
  for (let nonce = 0; nonce < 5000; nonce++) if (predicate(nonce)) return nonce;
  throw new Error('no such round in 5000 nonces');
}

describe('slot-lines', () => {
  it('keeps to its shape: 5 reels, W on reels 2–4 only, one scatter per window at most', () => {
    for (const [variant, { rules: variantRules }] of Object.entries(SLOT_LINES)) {
      expect(variantRules.reels, variant).toHaveLength(5);
      expect(10_000 % variantRules.betCoins).toBe(0);
      expect(PAYLINES[variant as keyof typeof PAYLINES]).toHaveLength(variantRules.betCoins);
      variantRules.reels.forEach((strip, reel) => {
        expect(strip.includes(WILD), `${variant} reel ${reel + 1}`).toBe(reel >= 1 && reel <= 3);
        strip.forEach((_, stop) => {
          const shown = reelWindow(strip, stop, 3).filter((symbol) => symbol === SCATTER);
          expect(shown.length).toBeLessThanOrEqual(1);
        });
      });
      for (const pays of Object.values(variantRules.paytable))
        for (const pay of pays) expect(pay).toBeGreaterThan(0);
    }
    for (const line of PAYLINES.classic) {
      expect(line).toHaveLength(5);
      for (const row of line) expect([0, 1, 2]).toContain(row);
    }
    expect(new Set(PAYLINES.classic.map((line) => line.join())).size).toBe(20);
  });

  it('pays runs from reel 1 with wilds standing in, never from a wild or scatter start', () => {
    const four = evaluateLines(rules, paylines, gridWithMiddle(['H1', 'W', 'H1', 'W', 'K']), toPay);
    expect(four.wins).toContainEqual({ line: 0, symbol: 'H1', count: 4, pay: toPay(600) });
    expect(four.coins).toBe(600);
    const none = evaluateLines(
      rules,
      paylines,
      gridWithMiddle(['W', 'H1', 'H1', 'H1', 'H1']),
      toPay,
    );
    expect(none.wins.filter((win) => win.line === 0)).toEqual([]);
    const scatters = evaluateLines(
      rules,
      paylines,
      gridWithMiddle(['S', 'S', 'S', 'H2', 'H2']),
      toPay,
    );
    expect(scatters.wins.filter((win) => win.line === 0)).toEqual([]);
    const two = evaluateLines(
      rules,
      paylines,
      gridWithMiddle(['H2', 'H2', 'K', 'H2', 'H2']),
      toPay,
    );
    expect(two.wins.filter((win) => win.line === 0)).toEqual([]);
  });

  it('stops each reel at floor(f × length), spin after spin along one stream', () => {
    const nonce = firstNonce(
      (n) => playSlotLines('classic', { ...seeds, nonce: n }, 1n).outcome.freeSpins > 0,
    );
    const round = playSlotLines('classic', { ...seeds, nonce }, 100n);
    const floats = roundFloats({ ...seeds, nonce }, 5 * round.outcome.spins.length);
    round.outcome.spins.forEach((spin, index) => {
      spin.stops.forEach((stop, reel) => {
        const strip = REELS.classic[reel] ?? [];
        expect(stop).toBe(Math.floor((floats[5 * index + reel] ?? 0) * strip.length));
        expect(spin.grid[reel]).toEqual(reelWindow(strip, stop, 3));
      });
    });
    expect(playSlotLines('classic', { ...seeds, nonce }, 100n)).toEqual(round);
    expect(playSlotLines('classic', { ...seeds, nonce: nonce + 1 }, 100n).outcome).not.toEqual(
      round.outcome,
    );
  });

  it('plays free spins at the multiplier after 3+ scatters, capped at 50', () => {
    for (const variant of ['classic', 'wild'] as const) {
      const { rules: variantRules } = SLOT_LINES[variant];
      const nonce = firstNonce(
        (n) => playSlotLines(variant, { ...seeds, nonce: n }, 1n).outcome.freeSpins > 0,
      );
      const { outcome, multiplier } = playSlotLines(variant, { ...seeds, nonce }, 100n);
      const [base, ...free] = outcome.spins;
      expect(base?.scatter.count).toBeGreaterThanOrEqual(3);
      expect(base?.free).toBe(false);
      expect(base?.multiplier).toBe(1);
      expect(free.length).toBe(outcome.freeSpins);
      expect(outcome.freeSpins % variantRules.freeSpins === 0 || outcome.freeSpins === 50).toBe(
        true,
      );
      const retriggers = free.filter((spin) => spin.scatter.count >= 3).length;
      expect(outcome.freeSpins).toBe(Math.min(50, variantRules.freeSpins * (1 + retriggers)));
      for (const spin of free) {
        expect(spin).toMatchObject({ free: true, multiplier: variantRules.freeMultiplier });
        for (const win of spin.wins) {
          const coins = variantRules.paytable[win.symbol]?.[win.count - 3] ?? 0;
          expect(win.pay).toBe(
            (coins * variantRules.freeMultiplier * 10_000) / variantRules.betCoins,
          );
        }
      }
      const pays = outcome.spins.flatMap((spin) => [
        spin.scatter.pay,
        ...spin.wins.map((win) => win.pay),
      ]);
      expect(multiplier).toBe(pays.reduce((sum, pay) => sum + pay, 0));
    }
  });

  it('pays whole minor units: floor(bet × coins / lines)', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const { payout, multiplier } = playSlotLines('wild', { ...seeds, nonce }, 3n);
      expect(payout).toBe((3n * BigInt(multiplier)) / 10_000n);
    }
  });

  it('cuts a round to the maximum win', () => {
    const nonce = firstNonce(
      (n) => playSlotLines('classic', { ...seeds, nonce: n }, 1n).multiplier > 20_000,
    );
    const tight = { ...rules, maxMultiplier: 20_000 };
    const capped = playSlot(tight, floatStream({ ...seeds, nonce }), 100n, (grid, pay) =>
      evaluateLines(tight, paylines, grid, pay),
    );
    expect(capped).toMatchObject({ multiplier: 20_000, payout: 200n, outcome: { capped: true } });
    expect(playSlotLines('classic', { ...seeds, nonce }, 100n).outcome.capped).toBe(false);
  });

  it('takes no params', () => {
    expect(() => playRound(code, seeds, { lines: 20 }, 100n)).toThrow(GameParamsError);
    expect(() => playRound({ ...code, variant: 'ways243' }, seeds, {}, 100n)).toThrow(
      GameParamsError,
    );
    expect(playRound(code, seeds, {}, 100n)).toEqual(playSlotLines('classic', seeds, 100n));
  });
});
