import { describe, expect, it } from 'vitest';
import { GameParamsError } from '../errors';
import { binomial } from '../exact';
import { roundFloats } from '../fair';
import { playRound } from '../registry';
import {
  drawKeno,
  KENO_PAYTABLES,
  KENO_RISKS,
  kenoHitWays,
  kenoPaytable,
  kenoRtp,
  playKeno,
  ZKenoParams,
} from './keno';

const seeds = { serverSeed: 'keno-server', clientSeed: 'keno-client', nonce: 3 };
const code = { type: 'keno' as const, variant: 'classic', theme: 'keno' };

describe('keno draw', () => {
  it('draws 10 distinct balls of 1..40 by the documented partial Fisher–Yates', () => {
    const floats = roundFloats(seeds, 10);
    const balls = Array.from({ length: 40 }, (_, i) => i + 1);
    floats.forEach((f, i) => {
      const j = i + Math.floor(f * (40 - i));
      [balls[i], balls[j]] = [balls[j] ?? 0, balls[i] ?? 0];
    });
    const drawn = drawKeno(seeds);
    expect(drawn).toEqual(balls.slice(0, 10));
    expect(new Set(drawn).size).toBe(10);
    expect(drawn.every((ball) => ball >= 1 && ball <= 40)).toBe(true);
    expect(drawKeno({ ...seeds, nonce: 4 })).not.toEqual(drawn);
  });

  it('pays the table entry for the number of hits', () => {
    const drawn = drawKeno(seeds);
    const missed = Array.from({ length: 40 }, (_, i) => i + 1).filter((n) => !drawn.includes(n));
    const picks = [drawn[0] ?? 0, drawn[5] ?? 0, missed[0] ?? 0, missed[1] ?? 0];
    const round = playKeno(seeds, { picks, risk: 'medium' }, 1000n);
    expect(round.outcome).toEqual({ drawn, hits: [drawn[0], drawn[5]] });
    expect(round.multiplier).toBe(17_000);
    expect(round.payout).toBe(1700n);
    const none = playKeno(seeds, { picks: missed.slice(0, 3), risk: 'classic' }, 1000n);
    expect(none.outcome.hits).toEqual([]);
    expect(none.payout).toBe(0n);
    expect(playRound(code, seeds, { picks, risk: 'medium' }, 1000n)).toEqual(round);
  });

  it('refuses picks that are repeated, out of 1..40, none or more than 10', () => {
    const bad = [
      { picks: [1, 1], risk: 'low' },
      { picks: [0], risk: 'low' },
      { picks: [41], risk: 'low' },
      { picks: [], risk: 'low' },
      { picks: Array.from({ length: 11 }, (_, i) => i + 1), risk: 'low' },
      { picks: [1.5], risk: 'low' },
      { picks: [1], risk: 'extreme' },
      { picks: [1], risk: 'low', extra: true },
    ];
    for (const params of bad) {
      expect(ZKenoParams.safeParse(params).success, JSON.stringify(params)).toBe(false);
      expect(() => playRound(code, seeds, params, 10n)).toThrow(GameParamsError);
    }
  });
});

describe('keno paytables', () => {
  it('have one row per pick count with a multiplier per hit count, rising with the hits', () => {
    for (const risk of KENO_RISKS) {
      expect(KENO_PAYTABLES[risk]).toHaveLength(10);
      for (let picks = 1; picks <= 10; picks++) {
        const row = kenoPaytable(risk, picks);
        expect(row).toHaveLength(picks + 1);
        expect(row.every((pay) => Number.isInteger(pay) && pay >= 0)).toBe(true);
        const paying = row.slice(row.findIndex((pay) => pay >= 10_000));
        expect(paying).toEqual([...paying].sort((a, b) => a - b));
        expect(row.at(-1)).toBeGreaterThan(10_000);
      }
    }
    expect(kenoPaytable('high', 10)).toEqual([
      0, 0, 0, 0, 35_000, 80_000, 130_000, 630_000, 5_000_000, 8_000_000, 10_000_000,
    ]);
  });

  it('return 99% ± 0.04 for every pick count and risk, by hypergeometric enumeration', () => {
    for (let picks = 1; picks <= 10; picks++) {
      let ways = 0n;
      for (let hits = 0; hits <= picks; hits++) ways += kenoHitWays(picks, hits);
      expect(ways).toBe(binomial(40, 10));
      for (const risk of KENO_RISKS) {
        expect(Math.abs(kenoRtp(risk, picks) - 99), `${risk} ${picks}`).toBeLessThanOrEqual(0.04);
      }
    }
    // one pick: 10 of 40 balls hit; classic pays 3.96× → 0.25 × 3.96 = 99%.
    expect(kenoRtp('classic', 1)).toBe(99);
    expect(kenoRtp('low', 1)).toBe(99);
  });
});
