import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bodiesSentTo } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { TURBO_STORAGE_KEY } from '../hooks/use-turbo';
import { renderStudioGame } from '../testing/render-studio';
import { aFreeRound, aStudioRound, PLAY_PATH } from '../testing/studio-fixtures';

const fetchMock = stubFetch();
const losing = {
  spins: [
    {
      grid: [
        ['A', 'K', 'Q'],
        ['J', '10', 'A'],
        ['K', 'Q', 'J'],
        ['10', 'A', 'K'],
        ['Q', 'J', '10'],
      ],
      stops: [0, 0, 0, 0, 0],
      wins: [],
      scatter: { count: 0, pay: 0 },
      free: false,
      multiplier: 1,
    },
  ],
  freeSpins: 0,
  capped: false,
};
const slot = (freeRound = aFreeRound({ remaining: 2 })) => ({
  game: { code: 'slot-lines/classic/egypt', title: 'Pharaoh’s Fortune Lines' },
  demo: false,
  freeRounds: [freeRound],
});

beforeEach(() => localStorage.setItem(TURBO_STORAGE_KEY, '1'));
afterEach(() => localStorage.clear());

// The first render of the studio loads the game engines: slow on a busy machine.
describe('free spins in the studio', { timeout: 20_000 }, () => {
  it('counts the free spins and plays them at their fixed stake, the bet locked', async () => {
    const round = aStudioRound({ bet: '20', outcome: losing });
    renderStudioGame(fetchMock, slot(), {
      [`POST ${PLAY_PATH}`]: () =>
        jsonResponse({
          round,
          balance: '100000',
          freeRound: aFreeRound({ remaining: 1 }),
        }),
    });
    expect(await screen.findByTestId('studio-free-spins-counter')).toHaveTextContent(
      'Free spin 2 of 3',
    );
    const input = screen.getByTestId('studio-bet-input');
    expect(input).toBeDisabled();
    expect(input).toHaveValue('0.20');
    expect(screen.getByTestId('studio-play')).toHaveTextContent('Free spin');

    await userEvent.click(screen.getByTestId('studio-play'));
    await waitFor(() =>
      expect(screen.getByTestId('studio-free-spins-counter')).toHaveTextContent('Free spin 3 of 3'),
    );
    expect(bodiesSentTo(fetchMock, PLAY_PATH)).toEqual([
      { bet: '20', params: {}, freeRoundId: aFreeRound().id },
    ]);
  });

  it('says what the winnings became after the last spin, then plays for money again', async () => {
    const round = aStudioRound({ bet: '20', outcome: losing });
    renderStudioGame(fetchMock, slot(aFreeRound({ remaining: 1, winnings: '150' })), {
      [`POST ${PLAY_PATH}`]: () =>
        jsonResponse({
          round,
          balance: '100150',
          freeRound: aFreeRound({
            remaining: 0,
            winnings: '150',
            status: 'finished',
            granted: '150',
          }),
        }),
    });
    await userEvent.click(await screen.findByTestId('studio-play'));
    expect(await screen.findByTestId('studio-free-spins-done')).toHaveTextContent(
      'your 1.50 USD of winnings became a bonus',
    );
    expect(screen.queryByTestId('studio-free-spins')).not.toBeInTheDocument();
    expect(screen.getByTestId('studio-bet-input')).toBeEnabled();
    expect(screen.getByTestId('studio-play')).toHaveTextContent('Spin');
  });
});
