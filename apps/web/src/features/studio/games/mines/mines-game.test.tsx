import { minesMultiplier } from '@aurum/games';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bodiesSentTo, callsTo, fakeApi } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { createTestQueryClient } from '@/testing/query-wrapper';
import { TURBO_STORAGE_KEY } from '../../hooks/use-turbo';
import { StudioApp } from '../../studio-app';
import {
  actPath,
  aStudioRound,
  aStudioSession,
  PLAY_PATH,
  ROUND_ID,
  SESSION_ID,
  SESSION_PATH,
} from '../../testing/studio-fixtures';

const fetchMock = stubFetch();
const ACT = actPath(ROUND_ID);
const minesSession = (overrides: Parameters<typeof aStudioSession>[0] = {}) =>
  aStudioSession({ game: { code: 'mines/classic/gems', title: 'Gem Mines' }, ...overrides });

const openRound = (revealed: number[]) =>
  aStudioRound({
    status: 'open',
    params: { mines: 3 },
    outcome: {
      mines: 3,
      revealed,
      status: 'playing',
      multiplier: revealed.length === 0 ? 0 : minesMultiplier(3, revealed.length),
      nextMultiplier: minesMultiplier(3, revealed.length + 1),
    },
  });

const closedRound = (
  payout: string,
  multiplier: number,
  revealed: number[],
  busted: number | null,
) =>
  aStudioRound({
    status: 'closed',
    payout,
    multiplier,
    params: { mines: 3 },
    outcome: { mines: 3, positions: [0, 4, 9], revealed, busted },
  });

const tile = (index: number) => screen.getByTestId(`mines-tile-${index}`);

beforeEach(() => localStorage.setItem(TURBO_STORAGE_KEY, '1'));
afterEach(() => localStorage.clear());

describe('MinesGame', () => {
  it('starts a round, opens a gem, and cashes out for the shown amount', async () => {
    const oneGem = minesMultiplier(3, 1);
    fetchMock.mockImplementation(
      fakeApi({
        [`GET ${SESSION_PATH}`]: () => jsonResponse(minesSession()),
        [`POST ${PLAY_PATH}`]: () => jsonResponse({ round: openRound([]), balance: '99900' }),
        // The first step opens tile 12, the second cashes out.
        [`POST ${ACT}`]: () =>
          callsTo(fetchMock, ACT) === 1
            ? jsonResponse({ round: openRound([12]), balance: '99900' })
            : jsonResponse({ round: closedRound('112', oneGem, [12], null), balance: '100012' }),
      }),
    );
    const user = userEvent.setup();
    render(<StudioApp sessionId={SESSION_ID} queryClient={createTestQueryClient()} />);

    await user.click(await screen.findByTestId('studio-play'));
    expect(bodiesSentTo(fetchMock, PLAY_PATH)).toEqual([{ bet: '100', params: { mines: 3 } }]);
    const cashout = await screen.findByTestId('mines-cashout');
    expect(cashout).toBeDisabled();
    expect(screen.getByTestId('studio-balance')).toHaveTextContent('999.00');
    expect(screen.getByTestId('mines-next')).toHaveTextContent('1.12×');

    await user.click(tile(12));
    await waitFor(() => expect(tile(12)).toHaveAttribute('data-state', 'gem'));
    expect(cashout).toBeEnabled();
    expect(cashout).toHaveTextContent('1.12 USD · 1.12×');
    expect(screen.getByTestId('mines-multiplier')).toHaveTextContent('1.12×');

    await user.click(cashout);
    await waitFor(() =>
      expect(screen.getByTestId('studio-result')).toHaveAttribute('data-payout', '112'),
    );
    expect(bodiesSentTo(fetchMock, ACT)).toEqual([
      { action: 'reveal', tile: 12 },
      { action: 'cashout' },
    ]);
    expect(screen.getByTestId('studio-balance')).toHaveTextContent('1000.12');
    expect(tile(0)).toHaveAttribute('data-state', 'spare-mine');
    expect(tile(12)).toHaveAttribute('data-state', 'gem');
    expect(tile(13)).toHaveAttribute('data-state', 'spare-gem');
    expect(screen.queryByTestId('mines-cashout')).toBeNull();
    expect(screen.getByTestId('studio-play')).toBeEnabled();
  });

  it('loses the round on a mine and shows where the mines were', async () => {
    fetchMock.mockImplementation(
      fakeApi({
        [`GET ${SESSION_PATH}`]: () => jsonResponse(minesSession()),
        [`POST ${PLAY_PATH}`]: () => jsonResponse({ round: openRound([]), balance: '99900' }),
        [`POST ${ACT}`]: () =>
          jsonResponse({ round: closedRound('0', 0, [4], 4), balance: '99900' }),
      }),
    );
    const user = userEvent.setup();
    render(<StudioApp sessionId={SESSION_ID} queryClient={createTestQueryClient()} />);
    await user.click(await screen.findByTestId('studio-play'));
    await user.click(await screen.findByTestId('mines-tile-4'));

    await waitFor(() =>
      expect(screen.getByTestId('studio-result')).toHaveAttribute('data-payout', '0'),
    );
    expect(tile(4)).toHaveAttribute('data-state', 'blast');
    expect(tile(9)).toHaveAttribute('data-state', 'spare-mine');
    expect(screen.getByTestId('studio-result')).toHaveTextContent('No win this time');
    expect(screen.getByTestId('studio-balance')).toHaveTextContent('999.00');
  });

  it('resumes the open round the session was left with', async () => {
    fetchMock.mockImplementation(
      fakeApi({
        [`GET ${SESSION_PATH}`]: () => jsonResponse(minesSession({ openRound: openRound([1, 2]) })),
        [`POST ${ACT}`]: () => jsonResponse({ round: openRound([1, 2, 3]), balance: '100000' }),
      }),
    );
    const user = userEvent.setup();
    render(<StudioApp sessionId={SESSION_ID} queryClient={createTestQueryClient()} />);

    expect(await screen.findByTestId('mines-cashout')).toBeEnabled();
    expect(tile(1)).toHaveAttribute('data-state', 'gem');
    expect(tile(2)).toHaveAttribute('data-state', 'gem');
    expect(tile(3)).toHaveAttribute('data-state', 'hidden');
    expect(screen.queryByTestId('studio-play')).toBeNull();

    await user.click(tile(3));
    await waitFor(() => expect(tile(3)).toHaveAttribute('data-state', 'gem'));
    expect(callsTo(fetchMock, PLAY_PATH)).toBe(0);
  });
});
