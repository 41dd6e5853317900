import { describe, expect, it } from 'vitest';
import { aStudioRound } from '../../testing/studio-fixtures';
import { openingBet, readBlackjack, totalLabel } from './blackjack-model';

const hand = (doubled: boolean) => ({
  cards: [9, 7],
  total: 18,
  soft: false,
  doubled,
  split: true,
  done: false,
});

function tableOf(bet: string, hands: ReturnType<typeof hand>[], insurance: 'taken' | null) {
  const round = aStudioRound({
    status: 'open',
    bet,
    outcome: {
      status: 'player',
      dealer: [0, null],
      dealerTotal: 11,
      hands,
      active: 0,
      insurance,
      actions: ['hit', 'stand'],
    },
  });
  const table = readBlackjack(round);
  if (!table) throw new Error('unreadable round');
  return table;
}

describe('blackjack model', () => {
  it('finds the opening bet in everything staked', () => {
    expect(openingBet(tableOf('100', [hand(false)], null))).toBe(100n);
    expect(openingBet(tableOf('300', [hand(true), hand(false)], null))).toBe(100n);
    // Insurance is floor(bet / 2): 100 + 50, and 101 + 50 on an odd bet.
    expect(openingBet(tableOf('150', [hand(false)], 'taken'))).toBe(100n);
    expect(openingBet(tableOf('151', [hand(false)], 'taken'))).toBe(101n);
    expect(openingBet(tableOf('353', [hand(true), hand(false)], 'taken'))).toBe(101n);
  });

  it('shows soft totals both ways until 21', () => {
    expect(totalLabel({ total: 17, soft: true })).toBe('7/17');
    expect(totalLabel({ total: 21, soft: true })).toBe('21');
    expect(totalLabel({ total: 17, soft: false })).toBe('17');
  });

  it('reads nothing it does not understand', () => {
    expect(readBlackjack(aStudioRound({ status: 'open', outcome: { mines: 3 } }))).toBeNull();
    expect(readBlackjack(null)).toBeNull();
  });
});
