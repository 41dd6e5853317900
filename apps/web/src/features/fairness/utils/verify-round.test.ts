import { playBlackjackStrategy, shuffledShoe } from '@aurum/games';
import { describe, expect, it } from 'vitest';
import { recomputeRound } from './verify-round';

const seeds = { serverSeed: 'verify-server', clientSeed: 'verify-client' };

describe('recomputeRound', () => {
  it('replays a blackjack round from its actions and shows the cards dealt in shoe order', () => {
    let checked = 0;
    for (let nonce = 0; nonce < 30 && checked < 3; nonce++) {
      const played = playBlackjackStrategy({ ...seeds, nonce }, 500n);
      if (played.actions.length < 2) continue;
      checked++;
      const actions = played.actions.map((action) => ({ action }));
      const input = { code: 'blackjack/classic/blackjack', ...seeds, nonce, params: {}, bet: 500n };
      const recomputed = recomputeRound({ ...input, actions });
      expect(recomputed.payout).toBe(played.payout);
      const { dealt } = recomputed.outcome as { dealt: number[] };
      expect(dealt).toEqual(shuffledShoe({ ...seeds, nonce }, 6).slice(0, dealt.length));
      // The same seeds with the moves left out do not make a finished round.
      expect(() => recomputeRound({ ...input, actions: [] })).toThrow();
    }
    expect(checked).toBe(3);
  });
});
