import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bodiesSentTo } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { TURBO_STORAGE_KEY } from '../../hooks/use-turbo';
import { renderStudioGame } from '../../testing/render-studio';
import { aStudioRound, PLAY_PATH } from '../../testing/studio-fixtures';

const fetchMock = stubFetch();

beforeEach(() => localStorage.setItem(TURBO_STORAGE_KEY, '1'));
afterEach(() => localStorage.clear());

describe('PlinkoGame', () => {
  it('drops with the chosen rows and risk and shows the table of that board', async () => {
    const round = aStudioRound({
      payout: '2900',
      multiplier: 290_000,
      params: { rows: 8, risk: 'high' },
      outcome: { path: [0, 0, 0, 0, 0, 0, 0, 0], slot: 0 },
    });
    renderStudioGame(
      fetchMock,
      { game: { code: 'plinko/classic/neon', title: 'Neon Plinko' } },
      { [`POST ${PLAY_PATH}`]: () => jsonResponse({ round, balance: '102800' }) },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'High' }));
    await user.click(screen.getByRole('radio', { name: '8' }));
    expect(screen.getAllByTestId(/^plinko-bucket-/)).toHaveLength(9);
    expect(screen.getByTestId('plinko-bucket-0')).toHaveTextContent('29');
    await user.click(screen.getByTestId('studio-play'));

    await waitFor(() =>
      expect(screen.getByTestId('studio-result')).toHaveAttribute('data-payout', '2900'),
    );
    expect(bodiesSentTo(fetchMock, PLAY_PATH)).toEqual([
      { bet: '100', params: { rows: 8, risk: 'high' } },
    ]);
    expect(screen.getByTestId('studio-balance')).toHaveTextContent('1028.00');
  });
});
