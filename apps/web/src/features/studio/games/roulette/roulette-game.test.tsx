import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bodiesSentTo, callsTo } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { TURBO_STORAGE_KEY } from '../../hooks/use-turbo';
import { renderStudioGame } from '../../testing/render-studio';
import { aStudioRound, PLAY_PATH } from '../../testing/studio-fixtures';

const fetchMock = stubFetch();
const roulette = { game: { code: 'roulette/european/classic', title: 'Royal Roulette' } };

beforeEach(() => localStorage.setItem(TURBO_STORAGE_KEY, '1'));
afterEach(() => localStorage.clear());

describe('RouletteGame', () => {
  it('places chips, spins with their total as the bet, and lands on the number', async () => {
    const landed = aStudioRound({
      bet: '300',
      payout: '3800',
      multiplier: 126_666,
      outcome: { number: 17, color: 'black', wins: [1] },
    });
    renderStudioGame(fetchMock, roulette, {
      [`POST ${PLAY_PATH}`]: () => jsonResponse({ round: landed, balance: '103500' }),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByTestId('roulette-spot-red'));
    await user.click(screen.getByTestId('roulette-spot-straight-17'));
    await user.click(screen.getByTestId('roulette-spot-straight-17'));
    expect(screen.getByTestId('roulette-total')).toHaveTextContent('3.00 USD');
    await user.click(screen.getByTestId('studio-play'));

    await waitFor(() =>
      expect(screen.getByTestId('studio-result')).toHaveAttribute('data-payout', '3800'),
    );
    expect(bodiesSentTo(fetchMock, PLAY_PATH)).toEqual([
      {
        bet: '300',
        params: {
          bets: [
            { kind: 'red', amount: '100' },
            { kind: 'straight', value: 17, amount: '200' },
          ],
        },
      },
    ]);
    expect(screen.getByTestId('roulette-number')).toHaveTextContent('17');
    expect(screen.getByTestId('roulette-history')).toHaveTextContent('17');
    expect(screen.getByTestId('studio-balance')).toHaveTextContent('1035.00');
  });

  it('asks for chips before spinning an empty table, and undo takes the last chip back', async () => {
    renderStudioGame(fetchMock, roulette);
    const user = userEvent.setup();

    await user.click(await screen.findByTestId('studio-play'));
    expect(screen.getByTestId('studio-notice')).toHaveTextContent('Put chips on the table first.');
    expect(callsTo(fetchMock, PLAY_PATH)).toBe(0);

    await user.click(screen.getByTestId('roulette-spot-dozen-2'));
    await user.click(screen.getByTestId('roulette-spot-column-3'));
    expect(screen.getByTestId('roulette-total')).toHaveTextContent('2.00 USD');
    await user.click(screen.getByTestId('roulette-undo'));
    expect(screen.getByTestId('roulette-total')).toHaveTextContent('1.00 USD');
    await user.click(screen.getByTestId('roulette-clear'));
    expect(screen.getByTestId('roulette-total')).toHaveTextContent('0.00 USD');
  });
});
