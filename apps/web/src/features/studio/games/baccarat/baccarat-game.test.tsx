import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bodiesSentTo, callsTo } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { TURBO_STORAGE_KEY } from '../../hooks/use-turbo';
import { dealOrder, handTotal } from '../../model/baccarat';
import { renderStudioGame } from '../../testing/render-studio';
import { aStudioRound, PLAY_PATH } from '../../testing/studio-fixtures';

const fetchMock = stubFetch();
const table = { game: { code: 'baccarat/punto-banco/baccarat', title: 'Aurum Baccarat' } };
// Player 4♠ + K♠ = 4 draws 3♥ → 7; banker 2♠ + 3♠ = 5 stands against a 3 (it draws on
// 4–7). Player wins 7 to 5.
const PLAYER = [3, 12, 15];
const BANKER = [1, 2];

beforeEach(() => localStorage.setItem(TURBO_STORAGE_KEY, '1'));
afterEach(() => localStorage.clear());

describe('BaccaratGame', () => {
  it('takes chips on the spots as the bets, deals the hand and writes it on the road', async () => {
    const dealt = aStudioRound({
      bet: '300',
      payout: '400',
      multiplier: 13_333,
      outcome: {
        player: PLAYER,
        banker: BANKER,
        playerTotal: 7,
        bankerTotal: 5,
        result: 'player',
        playerPair: false,
        bankerPair: false,
        wins: [0],
      },
    });
    renderStudioGame(fetchMock, table, {
      [`POST ${PLAY_PATH}`]: () => jsonResponse({ round: dealt, balance: '100100' }),
    });
    const user = userEvent.setup();

    expect(await screen.findByTestId('rng-table-badge')).toBeInTheDocument();
    expect(screen.getByTestId('baccarat-status')).toHaveTextContent('Place your bets');
    await user.click(screen.getByTestId('baccarat-spot-player'));
    await user.click(screen.getByTestId('baccarat-spot-player'));
    await user.click(screen.getByTestId('baccarat-spot-tie'));
    expect(screen.getByTestId('baccarat-total')).toHaveTextContent('3.00 USD');
    await user.click(screen.getByTestId('studio-play'));

    await waitFor(() =>
      expect(screen.getByTestId('studio-result')).toHaveAttribute('data-payout', '400'),
    );
    expect(bodiesSentTo(fetchMock, PLAY_PATH)).toEqual([
      {
        bet: '300',
        params: {
          bets: [
            { kind: 'player', amount: '200' },
            { kind: 'tie', amount: '100' },
          ],
        },
      },
    ]);
    const cards = (side: string) =>
      Array.from(
        screen.getByTestId(`baccarat-${side}-cards`).querySelectorAll('[data-card]'),
        (card) => card.getAttribute('data-card'),
      );
    expect(cards('player')).toEqual(['4♠', 'K♠', '3♥']);
    expect(cards('banker')).toEqual(['2♠', '3♠']);
    expect(screen.getByTestId('baccarat-player-total')).toHaveTextContent('7');
    expect(screen.getByTestId('baccarat-banker-total')).toHaveTextContent('5');
    expect(screen.getByTestId('baccarat-table')).toHaveAttribute('data-result', 'player');
    expect(screen.getByTestId('baccarat-spot-player')).toHaveAttribute('data-won', 'true');
    expect(screen.getByTestId('baccarat-spot-tie')).toHaveAttribute('data-won', 'false');
    expect(screen.getByTestId('baccarat-status')).toHaveTextContent('Player wins');
    expect(screen.getByTestId('baccarat-road').querySelectorAll('[data-result]')).toHaveLength(1);
    expect(screen.getByTestId('studio-recent')).toHaveTextContent('P 7:5');
    expect(screen.getByTestId('studio-balance')).toHaveTextContent('1001.00');
  });

  it('asks for chips before dealing, and undo and clear take chips back', async () => {
    renderStudioGame(fetchMock, table);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('studio-play'));
    expect(screen.getByTestId('studio-notice')).toHaveTextContent('Put chips on a bet first.');
    expect(callsTo(fetchMock, PLAY_PATH)).toBe(0);
    await user.click(screen.getByTestId('baccarat-spot-banker'));
    await user.click(screen.getByTestId('baccarat-spot-banker-pair'));
    expect(screen.getByTestId('baccarat-total')).toHaveTextContent('2.00 USD');
    await user.click(screen.getByTestId('baccarat-undo'));
    expect(screen.getByTestId('baccarat-total')).toHaveTextContent('1.00 USD');
    await user.click(screen.getByTestId('baccarat-clear'));
    expect(screen.getByTestId('baccarat-total')).toHaveTextContent('0.00 USD');
  });

  it('keeps the table and the chips when the deal is refused', async () => {
    renderStudioGame(fetchMock, table, {
      [`POST ${PLAY_PATH}`]: () =>
        jsonResponse({ detail: 'insufficient_funds', balance: '50' }, 402),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('baccarat-spot-banker'));
    await user.click(screen.getByTestId('studio-play'));
    await waitFor(() => expect(screen.getByTestId('studio-notice')).toBeInTheDocument());
    expect(screen.getByTestId('baccarat-total')).toHaveTextContent('1.00 USD');
    expect(screen.getByTestId('baccarat-table')).toHaveAttribute('data-result', '');
  });
});

describe('deal order', () => {
  it('turns player, banker, player, banker, then the third cards', () => {
    expect(dealOrder({ player: [1, 2, 3], banker: [4, 5, 6] }).map((c) => c.card)).toEqual([
      1, 4, 2, 5, 3, 6,
    ]);
    expect(dealOrder({ player: [1, 2], banker: [4, 5, 6] }).map((c) => c.side)).toEqual([
      'player',
      'banker',
      'player',
      'banker',
      'banker',
    ]);
    expect(handTotal(PLAYER)).toBe(7);
    expect(handTotal([9, 10, 11, 12])).toBe(0);
  });
});
