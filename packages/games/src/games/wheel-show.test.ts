import { describe, expect, it } from 'vitest';
import { GameParamsError } from '../errors';
import { roundFloats } from '../fair';
import { playRound, verifyRound } from '../registry';
import {
  playWheelShow,
  WHEEL_MULTIPLIER_CAP,
  WHEEL_NUMBERS,
  WHEEL_SEGMENTS,
  wheelShowReturn,
  wheelShowRtp,
  type TWheelShowBet,
} from './wheel-show';

const seeds = { serverSeed: 'wheel-server', clientSeed: 'wheel-client', nonce: 0 };
const code = { type: 'wheel-show', variant: 'classic', theme: 'game-show' } as const;

/** The re-spin recursion on the uniform 1/54 grid, in doubles, written independently. */
function uniformRtp(number: number): number {
  const segments = WHEEL_SEGMENTS.length;
  const hits = WHEEL_SEGMENTS.filter((s) => s.kind === 'number' && s.value === number).length;
  const multipliers = WHEEL_SEGMENTS.filter((s) => s.kind === 'multiplier').map((s) => s.value);
  const numbers = segments - multipliers.length;
  const from = (reached: number): number => {
    if (reached >= WHEEL_MULTIPLIER_CAP)
      return (hits * (1 + number * WHEEL_MULTIPLIER_CAP)) / numbers;
    const direct = (hits * (1 + number * reached)) / segments;
    return (
      direct +
      multipliers.reduce(
        (sum, x) => sum + from(Math.min(WHEEL_MULTIPLIER_CAP, reached * x)) / segments,
        0,
      )
    );
  };
  return 100 * from(1);
}

describe('wheel show', () => {
  it('has 54 segments: 23 × 1, 15 × 2, 7 × 5, 4 × 10, 2 × 20, 1 × 40, 3× and 7×', () => {
    expect(WHEEL_SEGMENTS).toHaveLength(54);
    const count = (kind: string, value: number) =>
      WHEEL_SEGMENTS.filter((s) => s.kind === kind && s.value === value).length;
    expect(WHEEL_NUMBERS.map((n) => count('number', n))).toEqual([23, 15, 7, 4, 2, 1]);
    expect([count('multiplier', 3), count('multiplier', 7)]).toEqual([1, 1]);
  });

  it('lands on floor(f × 54), re-spins on multipliers and multiplies the pay', () => {
    const bets: TWheelShowBet[] = WHEEL_NUMBERS.map((number) => ({ number, amount: '10' }));
    let respins = 0;
    for (let nonce = 0; nonce < 400; nonce++) {
      const round = playWheelShow({ ...seeds, nonce }, { bets }, 60n);
      const { spins, number, multiplier, wins } = round.outcome;
      const floats = roundFloats({ ...seeds, nonce }, spins.length);
      expect(spins).toEqual(floats.map((f) => Math.floor(f * 54)));
      const landed = spins.map((index) => WHEEL_SEGMENTS[index]);
      expect(landed.at(-1)).toEqual({ kind: 'number', value: number });
      expect(landed.slice(0, -1).every((s) => s?.kind === 'multiplier')).toBe(true);
      const product = landed.slice(0, -1).reduce((m, s) => m * (s?.value ?? 1), 1);
      expect(multiplier).toBe(Math.min(WHEEL_MULTIPLIER_CAP, product));
      if (spins.length > 1) respins++;
      expect(round.payout).toBe(10n + 10n * BigInt(number) * BigInt(multiplier));
      expect(wins).toEqual([WHEEL_NUMBERS.indexOf(number as (typeof WHEEL_NUMBERS)[number])]);
      expect(verifyRound(code, { ...seeds, nonce }, { bets }, 60n, [])).toEqual(round);
    }
    expect(respins).toBeGreaterThan(3);
  });

  it('pays a number its value to 1 times the multiplier, stake back once', () => {
    expect(wheelShowReturn({ number: 5, amount: '10' }, 5, 1)).toBe(60n);
    expect(wheelShowReturn({ number: 5, amount: '10' }, 5, 21)).toBe(1060n);
    expect(wheelShowReturn({ number: 5, amount: '10' }, 2, 21)).toBe(0n);
    expect(wheelShowReturn({ number: 40, amount: '1' }, 40, 49)).toBe(1961n);
  });

  it('documents an exact RTP per number that matches the recursion on the uniform grid', () => {
    const documented = { 1: 96.28, 2: 96.73, 5: 92.66, 10: 98.21, 20: 94.36, 40: 92.44 };
    for (const number of WHEEL_NUMBERS) {
      const exact = wheelShowRtp({ bets: [{ number, amount: '1' }] });
      expect(exact, `${number}`).toBeCloseTo(documented[number], 2);
      expect(Math.abs(exact - uniformRtp(number)), `${number}`).toBeLessThan(1e-6);
    }
    const mix = wheelShowRtp({
      bets: [
        { number: 1, amount: '3' },
        { number: 40, amount: '1' },
      ],
    });
    expect(mix).toBeCloseTo((3 * uniformRtp(1) + uniformRtp(40)) / 4, 6);
  });

  it('rejects bad bets and stakes that do not add up to the bet', () => {
    const bad = [
      { bets: [] },
      { bets: [{ number: 3, amount: '1' }] },
      { bets: [{ number: '1', amount: '1' }] },
      { bets: [{ number: 1, amount: '0' }] },
      { bets: [{ number: 1, amount: '1', multiplier: 7 }] },
      { bets: Array.from({ length: 7 }, () => ({ number: 1, amount: '1' })) },
    ];
    for (const params of bad)
      expect(() => playRound(code, seeds, params, 1n), JSON.stringify(params)).toThrow(
        GameParamsError,
      );
    expect(() => playRound(code, seeds, { bets: [{ number: 1, amount: '2' }] }, 3n)).toThrow(
      GameParamsError,
    );
  });
});
