import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bodiesSentTo } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { TURBO_STORAGE_KEY } from '../../hooks/use-turbo';
import { renderStudioGame } from '../../testing/render-studio';
import { actPath, aStudioRound, PLAY_PATH, ROUND_ID } from '../../testing/studio-fixtures';

const fetchMock = stubFetch();
const ACT = actPath(ROUND_ID);
const pokerSession = {
  game: { code: 'video-poker/jacks-or-better/poker', title: 'Jacks or Better' },
};
// A♠ A♥ 7♦ K♣ 2♠ dealt (a pair of aces); the shoe's positions 5..9 replace discards in order.
const DEALT = [0, 13, 32, 51, 1];
const SHOE = [...DEALT, 26, 5, 40, 8, 9];

const openRound = aStudioRound({
  status: 'open',
  params: {},
  outcome: { status: 'dealt', hand: DEALT, rank: 'jacks-or-better' },
});
// Holding both aces draws A♦ 6♠ 2♣: three aces.
const closedRound = aStudioRound({
  status: 'closed',
  payout: '300',
  multiplier: 30_000,
  params: {},
  outcome: {
    shoe: SHOE,
    dealt: DEALT,
    held: [true, true, false, false, false],
    hand: [0, 13, 26, 5, 40],
    rank: 'three-of-a-kind',
    status: 'done',
    multiplier: 30_000,
  },
});
// Discarding all five draws the shoe's last five: A♦ 6♠ A♣ 9♠ 10♠, a pair of aces paying 1 for 1.
const discardedAll = aStudioRound({
  status: 'closed',
  payout: '100',
  multiplier: 10_000,
  params: {},
  outcome: {
    shoe: SHOE,
    dealt: DEALT,
    held: [false, false, false, false, false],
    hand: SHOE.slice(5),
    rank: 'jacks-or-better',
  },
});
const card = (index: number) => screen.getByTestId(`poker-card-${index}`);

beforeEach(() => localStorage.setItem(TURBO_STORAGE_KEY, '1'));
afterEach(() => localStorage.clear());

describe('VideoPokerGame', () => {
  it('deals, holds by tap and by keys 1–5, draws, and lights the paying hand', async () => {
    renderStudioGame(fetchMock, pokerSession, {
      [`POST ${PLAY_PATH}`]: () => jsonResponse({ round: openRound, balance: '99900' }),
      [`POST ${ACT}`]: () => jsonResponse({ round: closedRound, balance: '100200' }),
    });
    const user = userEvent.setup();
    expect(await screen.findByTestId('rng-table-badge')).toBeInTheDocument();
    expect(card(0).querySelector('[data-card]')).toHaveAttribute('data-card', 'back');

    await user.click(screen.getByTestId('studio-play'));
    expect(bodiesSentTo(fetchMock, PLAY_PATH)).toEqual([{ bet: '100', params: {} }]);
    await waitFor(() =>
      expect(card(0).querySelector('[data-card]')).toHaveAttribute('data-card', 'A♠'),
    );
    expect(card(3).querySelector('[data-card]')).toHaveAttribute('data-card', 'K♣');
    // The dealt pair of aces already makes a paying hand: its row shows, not yet won.
    expect(screen.getByTestId('poker-pay-jacks-or-better')).toHaveAttribute('data-lit', 'true');
    expect(screen.getByTestId('studio-balance')).toHaveTextContent('999.00');

    await user.click(card(0));
    await user.keyboard('2');
    await user.keyboard('4');
    await user.keyboard('4');
    expect(card(0)).toHaveAttribute('data-held', 'true');
    expect(card(1)).toHaveAttribute('data-held', 'true');
    expect(card(3)).toHaveAttribute('data-held', 'false');

    await user.click(screen.getByTestId('poker-draw'));
    await waitFor(() =>
      expect(screen.getByTestId('studio-result')).toHaveAttribute('data-payout', '300'),
    );
    expect(bodiesSentTo(fetchMock, ACT)).toEqual([
      { action: 'draw', hold: [true, true, false, false, false] },
    ]);
    expect(card(2).querySelector('[data-card]')).toHaveAttribute('data-card', 'A♦');
    expect(screen.getByTestId('poker-pay-three-of-a-kind')).toHaveAttribute('data-lit', 'true');
    expect(screen.getByTestId('poker-pay-three-of-a-kind')).toHaveTextContent('3.00');
    expect(screen.getByTestId('table-status')).toHaveTextContent(
      'Three of a kind: you win 3.00 USD',
    );
    expect(screen.getByTestId('studio-balance')).toHaveTextContent('1002.00');
    expect(screen.getByTestId('studio-play')).toBeEnabled();
  });

  it('resumes a hand left open by a reload and finishes it', async () => {
    renderStudioGame(
      fetchMock,
      { ...pokerSession, openRound, balance: '99900' },
      { [`POST ${ACT}`]: () => jsonResponse({ round: discardedAll, balance: '100000' }) },
    );
    const user = userEvent.setup();
    expect(await screen.findByTestId('poker-draw')).toBeEnabled();
    expect(screen.queryByTestId('studio-play')).toBeNull();
    expect(card(4).querySelector('[data-card]')).toHaveAttribute('data-card', '2♠');
    expect(screen.getByLabelText('Bet amount')).toBeDisabled();
    await user.click(screen.getByTestId('poker-draw'));
    await waitFor(() =>
      expect(screen.getByTestId('studio-result')).toHaveAttribute('data-payout', '100'),
    );
    expect(screen.getByTestId('studio-play')).toBeEnabled();
    expect(screen.getByTestId('studio-balance')).toHaveTextContent('1000.00');
    expect(card(0).querySelector('[data-card]')).toHaveAttribute('data-card', 'A♦');
    expect(bodiesSentTo(fetchMock, ACT)).toEqual([
      { action: 'draw', hold: [false, false, false, false, false] },
    ]);
  });

  it('keeps the hand and says why when the studio refuses the draw', async () => {
    renderStudioGame(
      fetchMock,
      { ...pokerSession, openRound },
      { [`POST ${ACT}`]: () => jsonResponse({ detail: 'invalid_action' }, 400) },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('poker-draw'));
    await waitFor(() =>
      expect(screen.getByTestId('studio-notice')).toHaveTextContent(
        'This move is not possible now',
      ),
    );
    expect(screen.getByTestId('poker-draw')).toBeEnabled();
    expect(card(0).querySelector('[data-card]')).toHaveAttribute('data-card', 'A♠');
  });
});
