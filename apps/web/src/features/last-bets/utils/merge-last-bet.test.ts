import type { TLastBet } from '@aurum/contracts/games';
import { describe, expect, it } from 'vitest';
import { aLastBet } from '@/testing/last-bet-fixtures';
import { LAST_BETS_SHOWN, mergeLastBet } from './merge-last-bet';

const ids = (bets: TLastBet[]) => bets.map((bet) => bet.id);

describe('mergeLastBet', () => {
  it('puts the newest on top, whatever order they arrive in', () => {
    let bets: TLastBet[] = [];
    bets = mergeLastBet(bets, aLastBet({ id: 'b', createdAt: '2026-03-14T12:00:02.000Z' }));
    bets = mergeLastBet(bets, aLastBet({ id: 'a', createdAt: '2026-03-14T12:00:01.000Z' }));
    bets = mergeLastBet(bets, aLastBet({ id: 'c', createdAt: '2026-03-14T12:00:03.000Z' }));
    expect(ids(bets)).toEqual(['c', 'b', 'a']);
  });

  it('keeps each bet once and ten at most', () => {
    let bets: TLastBet[] = [];
    for (let second = 0; second < 12; second += 1) {
      const createdAt = `2026-03-14T12:00:${String(second).padStart(2, '0')}.000Z`;
      bets = mergeLastBet(bets, aLastBet({ id: `bet-${second}`, createdAt }));
    }
    const replayed = mergeLastBet(bets, aLastBet({ id: 'bet-11' }));
    expect(replayed).toBe(bets);
    expect(bets).toHaveLength(LAST_BETS_SHOWN);
    expect(bets[0]?.id).toBe('bet-11');
    expect(bets.at(-1)?.id).toBe('bet-2');
  });

  it('leaves out losses', () => {
    const loss = aLastBet({ payout: { value: '0', primaryValue: '0.00', primaryPrecision: 2 } });
    expect(mergeLastBet([], loss)).toEqual([]);
  });
});
