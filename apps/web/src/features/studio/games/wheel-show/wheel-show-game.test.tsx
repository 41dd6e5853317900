import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bodiesSentTo, callsTo } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { TURBO_STORAGE_KEY } from '../../hooks/use-turbo';
import { renderStudioGame } from '../../testing/render-studio';
import { aStudioRound, PLAY_PATH } from '../../testing/studio-fixtures';
import { wheelAngleFor } from './wheel-palette';

const fetchMock = stubFetch();
const show = { game: { code: 'wheel-show/classic/game-show', title: 'Aurum Money Wheel' } };

beforeEach(() => localStorage.setItem(TURBO_STORAGE_KEY, '1'));
afterEach(() => localStorage.clear());

describe('WheelShowGame', () => {
  it('puts chips on numbers, spins with their total, and lands on the multiplied number', async () => {
    // 7× (segment 26) first, then a 10 (segment 8): 1.00 on 10 pays 1 + 10 × 7.
    const landed = aStudioRound({
      bet: '300',
      payout: '7100',
      multiplier: 236_666,
      outcome: { spins: [26, 8], number: 10, multiplier: 7, wins: [1] },
    });
    renderStudioGame(fetchMock, show, {
      [`POST ${PLAY_PATH}`]: () => jsonResponse({ round: landed, balance: '106800' }),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByTestId('wheel-show-spot-1'));
    await user.click(screen.getByTestId('wheel-show-spot-1'));
    await user.click(screen.getByTestId('wheel-show-spot-10'));
    expect(screen.getByTestId('wheel-show-total')).toHaveTextContent('3.00 USD');
    await user.click(screen.getByTestId('studio-play'));

    await waitFor(() =>
      expect(screen.getByTestId('studio-result')).toHaveAttribute('data-payout', '7100'),
    );
    expect(bodiesSentTo(fetchMock, PLAY_PATH)).toEqual([
      {
        bet: '300',
        params: {
          bets: [
            { number: 1, amount: '200' },
            { number: 10, amount: '100' },
          ],
        },
      },
    ]);
    expect(screen.getByTestId('wheel-show-wheel')).toHaveAttribute('data-landed-index', '8');
    expect(screen.getByTestId('wheel-show-number')).toHaveAttribute('data-number', '10');
    expect(screen.getByTestId('wheel-show-multiplier')).toHaveTextContent('×7');
    expect(screen.getByTestId('wheel-show-spot-10')).toHaveAttribute('data-won', 'true');
    expect(screen.getByTestId('wheel-show-history')).toHaveTextContent('10×7');
    expect(screen.getByTestId('studio-recent')).toHaveTextContent('10×7');
    expect(screen.getByTestId('studio-balance')).toHaveTextContent('1068.00');
  });

  it('asks for chips before spinning, and undo and clear take chips back', async () => {
    renderStudioGame(fetchMock, show);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('studio-play'));
    expect(screen.getByTestId('studio-notice')).toHaveTextContent('Put chips on a number first.');
    expect(callsTo(fetchMock, PLAY_PATH)).toBe(0);
    await user.click(screen.getByTestId('wheel-show-spot-40'));
    await user.click(screen.getByTestId('wheel-show-spot-2'));
    expect(screen.getByTestId('wheel-show-spot-40')).toHaveAttribute('data-amount', '100');
    await user.click(screen.getByTestId('wheel-show-undo'));
    expect(screen.getByTestId('wheel-show-total')).toHaveTextContent('1.00 USD');
    await user.click(screen.getByTestId('wheel-show-clear'));
    expect(screen.getByTestId('wheel-show-total')).toHaveTextContent('0.00 USD');
  });

  it('shows the studio error when the spin is refused', async () => {
    renderStudioGame(fetchMock, show, {
      [`POST ${PLAY_PATH}`]: () =>
        jsonResponse({ detail: 'insufficient_funds', balance: '50' }, 402),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('wheel-show-spot-5'));
    await user.click(screen.getByTestId('studio-play'));
    await waitFor(() => expect(screen.getByTestId('studio-notice')).toBeInTheDocument());
    expect(screen.queryByTestId('wheel-show-number')).toBeNull();
  });
});

describe('wheelAngleFor', () => {
  it('turns clockwise to bring the segment under the pointer', () => {
    expect(wheelAngleFor(0, 54, 0, 0)).toBe(360);
    expect(wheelAngleFor(27, 54, 0, 4) % 360).toBe(180);
    const next = wheelAngleFor(8, 54, 1234, 3);
    expect(next).toBeGreaterThan(1234 + 3 * 360);
    // Segment 8 sits 8 steps clockwise of the top at rest: the turn takes it back there.
    expect(Math.cos(((next + (8 * 360) / 54) * Math.PI) / 180)).toBeCloseTo(1, 9);
  });
});
