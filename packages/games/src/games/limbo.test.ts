import { describe, expect, it } from 'vitest';
import { GameParamsError } from '../errors';
import { roundFloats } from '../fair';
import { playRound } from '../registry';
import { limboResult, limboRtp, playLimbo } from './limbo';

const seeds = { serverSeed: 'limbo-server', clientSeed: 'limbo-client', nonce: 0 };
const code = { type: 'limbo', variant: 'classic', theme: 'rocket' } as const;

describe('limbo', () => {
  it('reads the result from the first two floats, the same for the same seeds', () => {
    const [f0 = 0, f1 = 0] = roundFloats(seeds, 2);
    const round = playLimbo(seeds, { target: 200 }, 100n);
    expect(round.outcome.result).toBe(limboResult(f0, f1));
    expect(playLimbo(seeds, { target: 200 }, 100n)).toEqual(round);
    const results = new Set(
      Array.from(
        { length: 20 },
        (_, n) => playLimbo({ ...seeds, nonce: n }, { target: 200 }, 1n).outcome.result,
      ),
    );
    expect(results.size).toBeGreaterThan(10);
  });

  it('computes floor(99 / (1 − f)) in integers, clamped to 1.00×..1,000,000×', () => {
    expect(limboResult(0, 0)).toBe(100); // 0.99× shows as 1.00×, a loss for every target
    expect(limboResult(0.5, 0)).toBe(198);
    expect(limboResult(0.75, 0)).toBe(396);
    expect(limboResult(1 - 2 ** -32, 1 - 2 ** -32)).toBe(100_000_000);
    // Right at a boundary: f = 1 − 99/t gives exactly t.
    expect(limboResult(1 - 99 / 128, 0)).toBe(128);
    for (let nonce = 0; nonce < 300; nonce++) {
      const { outcome, multiplier } = playLimbo({ ...seeds, nonce }, { target: 150 }, 7n);
      expect(outcome.result).toBeGreaterThanOrEqual(100);
      expect(outcome.result).toBeLessThanOrEqual(100_000_000);
      expect(outcome.win).toBe(outcome.result >= 150);
      expect(multiplier).toBe(outcome.win ? 15_000 : 0);
    }
  });

  it('returns 99% at every target to far below a hundredth of a point', () => {
    for (const target of [101, 200, 777, 10_000, 1_234_567, 100_000_000]) {
      expect(Math.abs(limboRtp({ target }) - 99)).toBeLessThan(1e-6);
    }
  });

  it('pays whole minor units', () => {
    const win = Array.from({ length: 50 }, (_, nonce) => ({ ...seeds, nonce })).find(
      (round) => playLimbo(round, { target: 150 }, 3n).outcome.win,
    );
    expect(win && playLimbo(win, { target: 150 }, 3n).payout).toBe(4n); // 3 × 1.5 = 4.5
  });

  it('rejects bad params', () => {
    for (const params of [
      { target: 100 },
      { target: 100_000_001 },
      { target: 1.5 },
      {},
      { target: 200, x: 1 },
    ]) {
      expect(() => playRound(code, seeds, params, 100n)).toThrow(GameParamsError);
    }
  });
});
