/** Seeded plinko rounds for every table against exactRtp (see simulation.test.ts). */
import { describe, it } from 'vitest';
import { PLINKO_RISKS, PLINKO_ROWS } from './games/plinko';
import { checkRtp } from './test-support';

const seeds = { serverSeed: 'aurum-rtp-suite', clientSeed: 'plinko' };

describe('measured RTP agrees with exactRtp', () => {
  for (const rows of PLINKO_ROWS) {
    it(`plinko ${rows} rows, every risk`, () => {
      for (const risk of PLINKO_RISKS) checkRtp(seeds, 'plinko', 'classic', { rows, risk }, 4_000);
    });
  }
});
