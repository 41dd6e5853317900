/**
 * Plays seeded rounds and checks the measured RTP against exactRtp: within 4 standard errors
 * (from the sample itself). Deterministic: a fixed server seed and nonces 0..n−1.
 */
import { describe, it } from 'vitest';
import { exactRtp } from './rtp';
import { playMinesStrategy, sampleRtp } from './simulate';
import { checkRtp, expectRtpNear } from './test-support';

const seeds = { serverSeed: 'aurum-rtp-suite', clientSeed: 'simulation' };

describe('measured RTP agrees with exactRtp', () => {
  it('dice', () => {
    checkRtp(seeds, 'dice', 'classic', { target: 5000, direction: 'under' }, 10_000);
    checkRtp(seeds, 'dice', 'classic', { target: 500, direction: 'under' }, 10_000);
    checkRtp(seeds, 'dice', 'classic', { target: 1000, direction: 'over' }, 10_000);
  });

  it('limbo', () => {
    checkRtp(seeds, 'limbo', 'classic', { target: 101 }, 10_000);
    checkRtp(seeds, 'limbo', 'classic', { target: 200 }, 10_000);
    checkRtp(seeds, 'limbo', 'classic', { target: 1000 }, 10_000);
  });

  it('mines, opening tiles in order then cashing out', () => {
    for (const [mines, picks] of [
      [3, 1],
      [5, 4],
      [1, 12],
    ] as const) {
      const play = (nonce: number) => playMinesStrategy({ ...seeds, nonce }, mines, picks, 1000n);
      const sample = sampleRtp(6_000, (nonce) => play(nonce).multiplier);
      expectRtpNear(
        sample,
        exactRtp('mines', 'classic', { mines, picks }),
        `mines ${mines}/${picks}`,
      );
    }
  });

  it('roulette', () => {
    checkRtp(seeds, 'roulette', 'european', { bets: [{ kind: 'red', amount: '1000000' }] }, 10_000);
    const spread = [
      { kind: 'straight', value: 17, amount: '100000' },
      { kind: 'dozen', value: 2, amount: '400000' },
      { kind: 'odd', amount: '500000' },
    ];
    checkRtp(seeds, 'roulette', 'european', { bets: spread }, 10_000);
  });

  it('baccarat', () => {
    for (const kind of ['banker', 'player', 'tie']) {
      checkRtp(seeds, 'baccarat', 'punto-banco', { bets: [{ kind, amount: '1000000' }] }, 6_000);
    }
    const spread = [
      { kind: 'banker', amount: '600000' },
      { kind: 'player-pair', amount: '200000' },
      { kind: 'banker-pair', amount: '200000' },
    ];
    checkRtp(seeds, 'baccarat', 'super-6', { bets: spread }, 6_000);
  });

  it('wheel show', () => {
    checkRtp(seeds, 'wheel-show', 'classic', { bets: [{ number: 1, amount: '1000000' }] }, 10_000);
    const spread = [
      { number: 2, amount: '500000' },
      { number: 10, amount: '400000' },
      { number: 40, amount: '100000' },
    ];
    checkRtp(seeds, 'wheel-show', 'classic', { bets: spread }, 10_000);
  });
});
