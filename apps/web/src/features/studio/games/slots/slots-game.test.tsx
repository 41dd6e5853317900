import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bodiesSentTo } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { TURBO_STORAGE_KEY } from '../../hooks/use-turbo';
import { renderStudioGame } from '../../testing/render-studio';
import { aStudioRound, PLAY_PATH } from '../../testing/studio-fixtures';

const fetchMock = stubFetch();
const slot = { game: { code: 'slot-lines/classic/fruits', title: 'Fruit Fiesta' } };

const spin = (grid: string[][], wins: unknown[] = [], extra: object = {}) => ({
  grid,
  stops: [0, 0, 0, 0, 0],
  wins,
  scatter: { count: 0, pay: 0 },
  free: false,
  multiplier: 1,
  ...extra,
});

const MIDDLE_H1 = [
  ['A', 'H1', 'K'],
  ['Q', 'H1', 'J'],
  ['10', 'W', 'A'],
  ['K', 'Q', 'J'],
  ['A', '10', 'Q'],
];

beforeEach(() => localStorage.setItem(TURBO_STORAGE_KEY, '1'));
afterEach(() => localStorage.clear());

describe('SlotsGame', () => {
  it('spins and lights up the winning line', async () => {
    const round = aStudioRound({
      payout: '750',
      multiplier: 75_000,
      outcome: {
        spins: [spin(MIDDLE_H1, [{ line: 0, symbol: 'H1', count: 3, pay: 75_000 }])],
        freeSpins: 0,
        capped: false,
      },
    });
    renderStudioGame(fetchMock, slot, {
      [`POST ${PLAY_PATH}`]: () => jsonResponse({ round, balance: '100650' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('studio-play'));

    await waitFor(() =>
      expect(screen.getByTestId('studio-result')).toHaveAttribute('data-payout', '750'),
    );
    expect(bodiesSentTo(fetchMock, PLAY_PATH)).toEqual([{ bet: '100', params: {} }]);
    const grid = screen.getByTestId('slot-grid');
    expect(within(grid).getByTestId('slot-cell-0-1')).toHaveAttribute('data-symbol', 'H1');
    expect(within(grid).getByTestId('slot-cell-0-1')).toHaveAttribute('data-win', 'true');
    expect(within(grid).getByTestId('slot-cell-2-1')).toHaveAttribute('data-win', 'true');
    expect(within(grid).getByTestId('slot-cell-3-1')).not.toHaveAttribute('data-win');
    expect(screen.getByTestId('slot-win-lines').querySelectorAll('polyline')).toHaveLength(1);
    expect(screen.getByTestId('studio-balance')).toHaveTextContent('1006.50');
  });

  it('plays the free spins and shows their counter', async () => {
    const scatters = spin(
      [
        ['S', 'A', 'K'],
        ['Q', 'S', 'J'],
        ['10', 'K', 'S'],
        ['K', 'Q', 'J'],
        ['A', '10', 'Q'],
      ],
      [],
      { scatter: { count: 3, pay: 20_000 } },
    );
    const round = aStudioRound({
      payout: '500',
      multiplier: 50_000,
      outcome: {
        spins: [
          scatters,
          spin(MIDDLE_H1, [], { free: true, multiplier: 2 }),
          spin(MIDDLE_H1, [{ line: 0, symbol: 'H1', count: 3, pay: 30_000 }], {
            free: true,
            multiplier: 2,
          }),
        ],
        freeSpins: 2,
        capped: false,
      },
    });
    renderStudioGame(fetchMock, slot, {
      [`POST ${PLAY_PATH}`]: () => jsonResponse({ round, balance: '100400' }),
    });
    await userEvent.click(await screen.findByTestId('studio-play'));

    await waitFor(() =>
      expect(screen.getByTestId('studio-result')).toHaveAttribute('data-payout', '500'),
    );
    expect(screen.getByTestId('slot-free-counter')).toHaveTextContent('Free spin 2 / 2');
    expect(screen.getByTestId('slot-cell-1-1')).toHaveAttribute('data-win', 'true');
  });

  it('opens the paytable with the variant’s pays', async () => {
    renderStudioGame(fetchMock, slot);
    await userEvent.click(await screen.findByTestId('slot-paytable'));
    const dialog = await screen.findByRole('dialog');
    // Classic H1 pays 150 / 600 / 2500 coins per line on a 20-coin bet.
    expect(dialog).toHaveTextContent('7.5×');
    expect(dialog).toHaveTextContent('125×');
    expect(dialog).toHaveTextContent('20 paylines');
  });
});
