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

describe('LimboGame', () => {
  it('bets with the auto cash-out target in hundredths and shows where the rocket blew up', async () => {
    const round = aStudioRound({
      payout: '250',
      multiplier: 25_000,
      params: { target: 250 },
      outcome: { result: 312, win: true },
    });
    renderStudioGame(
      fetchMock,
      { game: { code: 'limbo/classic/space', title: 'Moon Shot' } },
      { [`POST ${PLAY_PATH}`]: () => jsonResponse({ round, balance: '100150' }) },
    );
    const user = userEvent.setup();
    const target = await screen.findByTestId('limbo-target');
    await user.clear(target);
    await user.type(target, '2.5{Enter}');
    expect(target).toHaveValue('2.50');
    await user.click(screen.getByTestId('studio-play'));

    await waitFor(() =>
      expect(screen.getByTestId('studio-result')).toHaveAttribute('data-payout', '250'),
    );
    expect(bodiesSentTo(fetchMock, PLAY_PATH)).toEqual([{ bet: '100', params: { target: 250 } }]);
    expect(screen.getByTestId('limbo-multiplier')).toHaveTextContent('3.12×');
    expect(screen.getByText('Cashed out at 2.50×')).toBeInTheDocument();
  });
});
