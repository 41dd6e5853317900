import { describe, expect, it } from 'vitest';
import { exactRtp } from '../rtp';
import { BLACKJACK_CLASSIC_RTP } from './blackjack';
import { simulateBlackjack } from './blackjack-strategy';

/** Within 4 standard errors of the documented figure (its own error is ±0.03 points). */
function expectNear(sample: { rtp: number; standardError: number }, label: string): void {
  const gap = Math.abs(sample.rtp - BLACKJACK_CLASSIC_RTP);
  const figures = `measured ${sample.rtp.toFixed(3)} ± ${sample.standardError.toFixed(3)}`;
  expect(gap, `${label}: ${figures}`).toBeLessThanOrEqual(4 * sample.standardError + 0.03);
}

describe('blackjack RTP under basic strategy', () => {
  it('is the documented figure', () => {
    expect(exactRtp('blackjack', 'classic')).toBe(BLACKJACK_CLASSIC_RTP);
  });

  it('rounds dealt from the real seeds lie inside the confidence interval', () => {
    const sample = simulateBlackjack(4_000, 0, {
      serverSeed: 'blackjack-rtp-server',
      clientSeed: 'blackjack-rtp-client',
    });
    expect(sample.standardError).toBeLessThan(2);
    expectNear(sample, 'fair shoes');
  }, 60_000);

  it('a simulation with other shoes lies inside it too', () => {
    const sample = simulateBlackjack(50_000, 7);
    expect(sample.standardError).toBeLessThan(0.6);
    expectNear(sample, 'simulated shoes');
    // Per opening bet the player loses the classic half a percent or so (a wide band).
    expect(sample.perBet).toBeLessThan(0.5);
    expect(sample.perBet).toBeGreaterThan(-1.5);
  }, 60_000);
});
