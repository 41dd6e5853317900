import { describe, expect, it } from 'vitest';
import { GameParamsError } from '../errors';
import { roundFloats } from '../fair';
import { playRound } from '../registry';
import { diceMultiplier, diceRoll, diceRtp, playDice } from './dice';

const seeds = { serverSeed: 'dice-server', clientSeed: 'dice-client', nonce: 0 };
const code = { type: 'dice', variant: 'classic', theme: 'neon' } as const;
const under = { target: 5000, direction: 'under' } as const;

describe('dice', () => {
  it('rolls floor(f × 10001) from the first float, the same for the same seeds', () => {
    const [float = 0] = roundFloats(seeds, 1);
    const round = playDice(seeds, under, 100n);
    expect(round.outcome.roll).toBe(Math.floor(float * 10001));
    expect(playDice(seeds, under, 100n)).toEqual(round);
    const rolls = new Set(
      Array.from(
        { length: 20 },
        (_, nonce) => playDice({ ...seeds, nonce }, under, 1n).outcome.roll,
      ),
    );
    expect(rolls.size).toBeGreaterThan(15);
  });

  it('keeps rolls in 0..10000 and wins by the rules', () => {
    expect(diceRoll(0)).toBe(0);
    expect(diceRoll(1 - 2 ** -32)).toBe(10000);
    for (let nonce = 0; nonce < 300; nonce++) {
      const over = { target: 3000, direction: 'over' } as const;
      const { outcome, multiplier } = playDice({ ...seeds, nonce }, over, 1000n);
      expect(outcome.roll).toBeGreaterThanOrEqual(0);
      expect(outcome.roll).toBeLessThanOrEqual(10000);
      expect(outcome.win).toBe(outcome.roll > 3000);
      expect(multiplier).toBe(outcome.win ? diceMultiplier(over) : 0);
    }
  });

  it('prices 1% edge over the 10001 rolls in whole ten-thousandths', () => {
    expect(diceMultiplier(under)).toBe(19801); // 0.99 × 10001 / 5000 = 1.980198
    expect(diceMultiplier({ target: 100, direction: 'under' })).toBe(990099);
    expect(diceMultiplier({ target: 100, direction: 'over' })).toBe(10001); // 9900 winning rolls
    for (const target of [100, 2500, 4999, 9800]) {
      for (const direction of ['under', 'over'] as const) {
        const rtp = diceRtp({ target, direction });
        expect(rtp).toBeLessThan(99.00001); // the 2⁻³² grid can add a millionth
        expect(rtp).toBeGreaterThan(98.99);
      }
    }
  });

  it('pays floor(bet × multiplier / 10000) and never a fraction', () => {
    const win = Array.from({ length: 50 }, (_, nonce) => ({ ...seeds, nonce })).find(
      (round) => playDice(round, under, 3n).outcome.win,
    );
    expect(win).toBeDefined();
    if (!win) return;
    expect(playDice(win, under, 3n).payout).toBe(5n); // 3 × 1.9801 = 5.9403
    expect(playDice(win, under, 10_000n).payout).toBe(19_801n);
  });

  it('rejects bad params through playRound', () => {
    for (const params of [
      { target: 99, direction: 'under' },
      { target: 9801, direction: 'under' },
      { target: 5000.5, direction: 'under' },
      { target: 5000, direction: 'sideways' },
      { target: 5000 },
      { target: 5000, direction: 'under', extra: 1 },
      null,
      '5000',
    ]) {
      expect(() => playRound(code, seeds, params, 100n)).toThrow(GameParamsError);
    }
    expect(() => playRound(code, seeds, under, 0n)).toThrow(GameParamsError);
  });
});
