/** Seeded slot rounds against the exact maths: RTP and hit rate within 4 standard errors. */
import { describe, expect, it } from 'vitest';
import { exactSlotHitRate } from './rtp';
import { checkRtp } from './test-support';

const seeds = { serverSeed: 'aurum-rtp-suite', clientSeed: 'slots' };
const ROUNDS = 12_000;

describe('slots: measured against exact', () => {
  for (const [type, variant] of [
    ['slot-lines', 'classic'],
    ['slot-lines', 'wild'],
    ['slot-ways', 'ways243'],
    ['slot-ways', 'ways1024'],
  ] as const) {
    it(`${type}/${variant}`, () => {
      const sample = checkRtp(seeds, type, variant, {}, ROUNDS);
      // A round pays exactly when its base spin does (free spins need a paying scatter).
      const hitRate = exactSlotHitRate(type, variant);
      const hitError = Math.sqrt((hitRate * (1 - hitRate)) / ROUNDS);
      const gap = Math.abs(sample.hitRate / 100 - hitRate);
      expect(gap, `hit rate ${sample.hitRate}`).toBeLessThanOrEqual(4 * hitError);
    });
  }
});
