import { describe, expect, it } from 'vitest';
import { GameParamsError } from '../errors';
import { roundFloats } from '../fair';
import { playRound } from '../registry';
import { PLINKO_RISKS, PLINKO_ROWS, PLINKO_TABLES, playPlinko, plinkoRtp } from './plinko';

const seeds = { serverSeed: 'plinko-server', clientSeed: 'plinko-client', nonce: 0 };
const code = { type: 'plinko', variant: 'classic', theme: 'candy' } as const;

describe('plinko', () => {
  it('bounces right when a row float is 0.5 or more, the same for the same seeds', () => {
    const floats = roundFloats(seeds, 16);
    const round = playPlinko(seeds, { rows: 16, risk: 'high' }, 100n);
    expect(round.outcome.path).toEqual(floats.map((float) => (float < 0.5 ? 0 : 1)));
    expect(playPlinko(seeds, { rows: 16, risk: 'high' }, 100n)).toEqual(round);
    expect(
      playPlinko({ ...seeds, nonce: 1 }, { rows: 16, risk: 'high' }, 100n).outcome.path,
    ).not.toEqual(round.outcome.path);
  });

  it('lands in the slot that counts the rights and pays its multiplier', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const rows = PLINKO_ROWS[nonce % 3] ?? 8;
      const risk = PLINKO_RISKS[Math.floor(nonce / 3) % 3] ?? 'low';
      const { outcome, multiplier, payout } = playPlinko({ ...seeds, nonce }, { rows, risk }, 3n);
      expect(outcome.path).toHaveLength(rows);
      expect(outcome.slot).toBe(outcome.path.reduce((sum, step) => sum + step, 0));
      expect(multiplier).toBe(PLINKO_TABLES[rows][risk][outcome.slot]);
      expect(payout).toBe((3n * BigInt(multiplier)) / 10_000n);
    }
  });

  it('has symmetric tables, each returning 98.9%–99.1% (all round to 99.00)', () => {
    for (const rows of PLINKO_ROWS) {
      for (const risk of PLINKO_RISKS) {
        const table = PLINKO_TABLES[rows][risk];
        expect(table).toHaveLength(rows + 1);
        expect([...table].reverse()).toEqual(table);
        const rtp = plinkoRtp({ rows, risk });
        expect(rtp).toBeGreaterThanOrEqual(98.995);
        expect(rtp).toBeLessThan(99.005);
      }
    }
    expect(PLINKO_TABLES[16].high[0]).toBe(10_000_000);
    expect(PLINKO_TABLES[8].low[0]).toBe(53_000);
  });

  it('rejects bad params', () => {
    for (const params of [
      { rows: 10, risk: 'low' },
      { rows: 8, risk: 'extreme' },
      { rows: 8 },
      { rows: 8, risk: 'low', x: 1 },
    ]) {
      expect(() => playRound(code, seeds, params, 100n)).toThrow(GameParamsError);
    }
  });
});
