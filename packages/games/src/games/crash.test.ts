import { describe, expect, it } from 'vitest';
import { GameParamsError } from '../errors';
import {
  chainHashAt,
  crashMsAt,
  crashMultiplierAt,
  crashPayout,
  crashPointOf,
  crashRoundHash,
  crashRtp,
  crashTerminalHash,
  CRASH_MAX_POINT,
  nextChainHash,
  verifyCrashChain,
} from './crash';

const SEED = 'a'.repeat(64);
const SALT = 'aurum-crash-salt';

describe('crash hash chain', () => {
  it('hashes the raw bytes: known SHA-256 vectors', () => {
    // SHA-256 of 32 zero bytes.
    expect(nextChainHash('0'.repeat(64))).toBe(
      '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925',
    );
    expect(chainHashAt(SEED, 0)).toBe(SEED);
    expect(chainHashAt(SEED, 2)).toBe(nextChainHash(nextChainHash(SEED)));
  });

  it('walks backwards: every round hash reaches the terminal hash in index + 1 steps', () => {
    const length = 50;
    const terminal = crashTerminalHash(SEED, length);
    for (const index of [0, 1, 17, 49]) {
      const hash = crashRoundHash(SEED, length, index);
      expect(verifyCrashChain(hash, terminal, length)).toBe(index + 1);
      // The next round's hash is never derivable from an earlier one's.
      if (index > 0) expect(nextChainHash(hash)).toBe(crashRoundHash(SEED, length, index - 1));
    }
    expect(verifyCrashChain(crashRoundHash(SEED, length, 10), terminal, 5)).toBeNull();
    expect(verifyCrashChain('b'.repeat(64), terminal, length)).toBeNull();
    expect(() => crashRoundHash(SEED, length, length)).toThrow(GameParamsError);
    expect(() => verifyCrashChain('nope', terminal, 1)).toThrow(GameParamsError);
  });
});

describe('crash point', () => {
  it('follows floor(99·2⁵²/(2⁵²−r)) from the HMAC of the salt', () => {
    // Computed apart with node:crypto; a change to the formula or the HMAC input breaks them.
    const points = [0, 1, 2, 3].map((i) => crashPointOf(chainHashAt(SEED, i), SALT));
    expect(points).toEqual([156, 203, 4068, 471]);
    for (const point of points) {
      expect(point).toBeGreaterThanOrEqual(100);
      expect(point).toBeLessThanOrEqual(CRASH_MAX_POINT);
    }
    expect(crashPointOf(SEED, 'another salt')).not.toBe(crashPointOf(SEED, SALT));
  });

  it('crashes at 2× or later about 49.5% of the time, below 1.01× about 2%', () => {
    const rounds = 40_000;
    let hash = SEED;
    let atLeastTwo = 0;
    let instant = 0;
    let atLeastTen = 0;
    for (let i = 0; i < rounds; i++) {
      hash = nextChainHash(hash);
      const point = crashPointOf(hash, SALT);
      if (point >= 200) atLeastTwo++;
      if (point >= 1000) atLeastTen++;
      if (point === 100) instant++;
    }
    // Binomial standard error at p = 0.495 over 40 000 rounds is 0.0025; 4 of them allowed.
    expect(Math.abs(atLeastTwo / rounds - 0.495)).toBeLessThan(0.01);
    expect(Math.abs(atLeastTen / rounds - 0.099)).toBeLessThan(0.006);
    // P(crash < 1.01) = 1 − 0.99 × 100 / 101.
    expect(Math.abs(instant / rounds - (1 - 99 / 101))).toBeLessThan(0.003);
  });
});

describe('crash flight', () => {
  it('rises monotonically from 1.00× and the inverse lands on the first instant of a multiplier', () => {
    expect(crashMultiplierAt(0)).toBe(100);
    expect(crashMultiplierAt(-5)).toBe(100);
    let last = 100;
    for (let ms = 0; ms < 160_000; ms += 37) {
      const value = crashMultiplierAt(ms);
      expect(value).toBeGreaterThanOrEqual(last);
      last = value;
    }
    expect(last).toBe(CRASH_MAX_POINT);
    for (const point of [101, 150, 200, 1000, 12_345, CRASH_MAX_POINT]) {
      const ms = crashMsAt(point);
      expect(crashMultiplierAt(ms)).toBeGreaterThanOrEqual(point);
      expect(crashMultiplierAt(ms - 1)).toBeLessThan(point);
    }
    expect(crashMsAt(100)).toBe(0);
    expect(crashMsAt(200)).toBe(11_553);
  });

  it('pays floor(bet × point / 100) and returns 99·t/(t+1) at target t', () => {
    expect(crashPayout(1000n, 250)).toBe(2500n);
    expect(crashPayout(333n, 101)).toBe(336n);
    expect(crashRtp({ cashout: 200 })).toBeCloseTo((99 * 200) / 201, 6);
    expect(crashRtp({ cashout: 100_000 })).toBeGreaterThan(98.99);
  });
});
