/**
 * Seeded keno rounds and video poker hands against their exact RTP (see simulation.test.ts).
 * Video poker's perfect-play figure is not sampled: `stand` (keep the dealt hand) is exact,
 * and the simple strategy is checked to stay under perfect play and near its measured 98%.
 */
import { describe, expect, it } from 'vitest';
import { KENO_RISKS } from './games/keno';
import { JACKS_OR_BETTER_OPTIMAL_RTP } from './games/video-poker';
import { exactRtp } from './rtp';
import { playVideoPokerStrategy, sampleRtp } from './simulate';
import { checkRtp, expectRtpNear } from './test-support';

const seeds = { serverSeed: 'aurum-rtp-suite', clientSeed: 'keno-poker' };

describe('measured RTP agrees with exactRtp', () => {
  it('keno, every risk at 1, 4 and 10 picks', () => {
    for (const risk of KENO_RISKS) {
      for (const picks of [[7], [1, 9, 22, 40], [2, 4, 6, 8, 10, 12, 14, 16, 18, 20]]) {
        checkRtp(seeds, 'keno', 'classic', { picks, risk }, 4_000);
      }
    }
  });

  it('video poker standing pat', () => {
    const play = (nonce: number) => playVideoPokerStrategy({ ...seeds, nonce }, 'stand', 1000n);
    const sample = sampleRtp(20_000, (nonce) => play(nonce).multiplier);
    const exact = exactRtp('video-poker', 'jacks-or-better', { strategy: 'stand' });
    expectRtpNear(sample, exact, 'video poker, stand pat');
  });

  it('video poker by the simple strategy: near 98%, under perfect play', () => {
    const play = (nonce: number) => playVideoPokerStrategy({ ...seeds, nonce }, 'simple', 1000n);
    const sample = sampleRtp(30_000, (nonce) => play(nonce).multiplier);
    expectRtpNear(sample, 98.1, 'video poker, simple strategy');
    expect(sample.rtp - 4 * sample.standardError).toBeLessThan(JACKS_OR_BETTER_OPTIMAL_RTP);
    expect(sample.hitRate).toBeGreaterThan(40);
  });
});
