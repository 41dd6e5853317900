import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bodiesSentTo } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { TURBO_STORAGE_KEY } from '../../hooks/use-turbo';
import { renderStudioGame } from '../../testing/render-studio';
import { aStudioRound, PLAY_PATH } from '../../testing/studio-fixtures';
import { randomPicks, togglePick } from './keno-picks';

const fetchMock = stubFetch();
const kenoSession = { game: { code: 'keno/classic/keno', title: 'Aurum Keno' } };
const DRAWN = [5, 12, 40, 7, 33, 21, 18, 2, 29, 36];
const tile = (number: number) => screen.getByTestId(`keno-tile-${number}`);

beforeEach(() => localStorage.setItem(TURBO_STORAGE_KEY, '1'));
afterEach(() => localStorage.clear());

describe('KenoGame', () => {
  it('plays the picked numbers at the chosen risk and lights the hits and the paying row', async () => {
    const round = aStudioRound({
      payout: '500',
      multiplier: 50_000,
      params: { picks: [5, 7, 9, 12], risk: 'low' },
      outcome: { drawn: DRAWN, hits: [5, 7, 12] },
    });
    renderStudioGame(fetchMock, kenoSession, {
      [`POST ${PLAY_PATH}`]: () => jsonResponse({ round, balance: '100400' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Low' }));
    for (const number of [5, 7, 9, 12]) await user.click(tile(number));
    expect(tile(9)).toHaveAttribute('data-state', 'picked');
    expect(screen.getByTestId('keno-count')).toHaveTextContent('4 / 10 picked');
    // Low risk, 4 picks: 0, 0, 2.2, 7.9, 90.34 by hits.
    const row = screen.getByTestId('keno-paytable');
    expect(within(row).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByTestId('keno-pay-3')).toHaveTextContent('7.90×');

    await user.click(screen.getByTestId('studio-play'));
    await waitFor(() =>
      expect(screen.getByTestId('studio-result')).toHaveAttribute('data-payout', '500'),
    );
    expect(bodiesSentTo(fetchMock, PLAY_PATH)).toEqual([
      { bet: '100', params: { picks: [5, 7, 9, 12], risk: 'low' } },
    ]);
    expect(tile(5)).toHaveAttribute('data-state', 'hit');
    expect(tile(9)).toHaveAttribute('data-state', 'picked');
    expect(tile(40)).toHaveAttribute('data-state', 'drawn');
    expect(tile(1)).toHaveAttribute('data-state', 'idle');
    expect(screen.getByTestId('keno-pay-3')).toHaveAttribute('data-lit', 'true');
    expect(screen.getByTestId('keno-pay-4')).toHaveAttribute('data-lit', 'false');
    expect(within(screen.getByTestId('keno-drawn')).getAllByRole('listitem')[2]).toHaveTextContent(
      '40',
    );
    expect(screen.getByTestId('studio-balance')).toHaveTextContent('1004.00');

    // Changing the picks clears the last draw from the board.
    await user.click(tile(1));
    expect(tile(40)).toHaveAttribute('data-state', 'idle');
    expect(tile(1)).toHaveAttribute('data-state', 'picked');
  });

  it('asks for a pick before betting, and clears and auto-picks', async () => {
    renderStudioGame(fetchMock, kenoSession);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('studio-play'));
    expect(screen.getByTestId('studio-notice')).toHaveTextContent('Pick at least one number');
    expect(bodiesSentTo(fetchMock, PLAY_PATH)).toEqual([]);
    expect(screen.getByTestId('keno-paytable')).toHaveTextContent('Pick 1 to 10 numbers');

    await user.click(screen.getByTestId('keno-auto'));
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(10);
    expect(screen.getByTestId('keno-count')).toHaveTextContent('10 / 10 picked');
    const unpicked = screen
      .getAllByRole('button', { pressed: false })
      .find((button) => button.dataset.testid?.startsWith('keno-tile-'));
    if (unpicked) await user.click(unpicked);
    expect(unpicked).toHaveAttribute('data-state', 'idle');
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(10);
    await user.click(screen.getByTestId('keno-clear'));
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it('shows the studio’s refusal under the bet button', async () => {
    renderStudioGame(fetchMock, kenoSession, {
      [`POST ${PLAY_PATH}`]: () =>
        jsonResponse({ detail: 'invalid_params', reason: 'picks must be distinct' }, 400),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('keno-tile-3'));
    await user.click(screen.getByTestId('studio-play'));
    await waitFor(() =>
      expect(screen.getByTestId('studio-notice')).toHaveTextContent('not allowed'),
    );
    expect(tile(3)).toHaveAttribute('data-state', 'picked');
  });
});

describe('keno picks', () => {
  it('toggles numbers and never holds more than ten', () => {
    expect(togglePick([1, 2], 2)).toEqual([1]);
    expect(togglePick([1], 9)).toEqual([1, 9]);
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(togglePick(ten, 11)).toEqual(ten);
  });

  it('auto-picks distinct numbers of 1..40', () => {
    const picks = randomPicks(10);
    expect(new Set(picks).size).toBe(10);
    expect(picks.every((n) => n >= 1 && n <= 40)).toBe(true);
    expect(randomPicks(3, () => 0)).toEqual([1, 2, 3]);
  });
});
