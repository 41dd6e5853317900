import type { TCrashBet, TCrashEvent, TCrashMyBet, TCrashState } from '@aurum/contracts/crash';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodiesSentTo } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderStudioGame } from '../../testing/render-studio';
import { SESSION_PATH } from '../../testing/studio-fixtures';

/** The channel's listener, as the game subscribed it: the test plays the server's events. */
const feed = vi.hoisted(() => ({ handler: null as ((data: unknown) => void) | null }));
vi.mock('@/lib/realtime/realtime-client', () => ({
  createRealtimeClient: () => ({
    subscribe: (_channel: string, handler: (data: unknown) => void) => {
      feed.handler = handler;
      return () => undefined;
    },
    onStatusChange: () => () => undefined,
    getStatus: () => 'connected',
    setIdentity: () => undefined,
    close: () => undefined,
  }),
}));

const STATE_PATH = `${SESSION_PATH}/crash`;
const ROUND = '7a1c1f0e-6a8e-4c55-9a53-0e7f8f6c2a33';
const HASH = 'b'.repeat(64);

function aState(overrides: Partial<TCrashState> = {}): TCrashState {
  const now = Date.now();
  return {
    serverTime: new Date(now).toISOString(),
    round: {
      id: ROUND,
      index: 4,
      status: 'betting',
      bettingEndsAt: new Date(now + 5000).toISOString(),
      startedAt: null,
      crashPoint: null,
      hash: null,
    },
    bets: [],
    myBet: null,
    history: [{ index: 3, crashPoint: 247, hash: HASH }],
    chain: { terminalHash: 'c'.repeat(64), salt: 'salt', length: 100 },
    balance: '100000',
    ...overrides,
  };
}

const aBet = (overrides: Partial<TCrashBet> = {}): TCrashBet => ({
  id: 'b1',
  player: 'ot***er',
  bet: '500',
  currency: 'USD',
  status: 'placed',
  cashout: null,
  payout: '0',
  ...overrides,
});

const fetchMock = stubFetch();

const push = (event: TCrashEvent) => act(() => feed.handler?.(event));

describe('CrashGame', () => {
  it('bets with the automatic target, flies on the shared clock, shows others cash out and cashes out', async () => {
    let serverState: TCrashState | null = null;
    const mine: TCrashMyBet = {
      ...aBet({ id: 'mine', player: 'me***me', bet: '100' }),
      roundId: ROUND,
      autoCashout: 350,
    };
    renderStudioGame(
      fetchMock,
      { game: { code: 'crash/classic/crash', title: 'Aurum Crash' } },
      {
        [`GET ${STATE_PATH}`]: () => jsonResponse(serverState ?? aState()),
        [`POST ${STATE_PATH}/bets`]: () => jsonResponse({ bet: mine, balance: '99900' }),
        [`POST ${STATE_PATH}/cashout`]: () =>
          jsonResponse({
            bet: { ...mine, status: 'cashed', cashout: 201, payout: '201' },
            balance: '100101',
          }),
      },
    );
    const user = userEvent.setup();
    expect(await screen.findByTestId('crash-countdown')).toHaveTextContent(/^[4-6] s$/);
    expect(screen.getByTestId('crash-players')).toHaveTextContent('No bets in this round yet');
    // The hash chain proves crash rounds: the player's own seed pair is not offered here.
    expect(screen.queryByTestId('studio-fairness')).toBeNull();
    const auto = screen.getByTestId('crash-auto');
    await user.clear(auto);
    await user.type(auto, '3.5{Enter}');
    await user.click(screen.getByTestId('crash-bet'));
    await waitFor(() => expect(screen.getByTestId('crash-bet')).toHaveTextContent('Bet placed'));
    expect(bodiesSentTo(fetchMock, `${STATE_PATH}/bets`)).toEqual([
      { bet: '100', autoCashout: 350 },
    ]);
    expect(feed.handler).not.toBeNull();
    push({ type: 'bet', roundId: ROUND, bet: aBet() });
    await waitFor(() => expect(screen.getAllByTestId('crash-player')).toHaveLength(2));

    // Take-off 11.6 s ago on the server's clock (2.00×): every client draws the same multiplier.
    const startedAt = new Date(Date.now() - 11_600).toISOString();
    const betting = aState().round;
    if (!betting) throw new Error('no round');
    push({
      type: 'round',
      serverTime: new Date().toISOString(),
      round: { ...betting, status: 'running', startedAt },
    });
    await waitFor(() =>
      expect(Number(screen.getByTestId('crash-multiplier').dataset.value)).toBeGreaterThanOrEqual(
        200,
      ),
    );
    expect(screen.getByTestId('crash-cashout')).toHaveTextContent(/Cash out 2\.\d\d USD/);

    push({
      type: 'cashout',
      roundId: ROUND,
      bet: aBet({ status: 'cashed', cashout: 150, payout: '750' }),
    });
    const other = () =>
      screen.getAllByTestId('crash-player').find((row) => row.textContent.includes('ot***er'));
    await waitFor(() => expect(other()).toHaveAttribute('data-status', 'cashed'));
    expect(within(other() ?? document.body).getByText('1.50× · 7.50')).toBeInTheDocument();

    const cashed = { ...mine, status: 'cashed' as const, cashout: 201, payout: '201' };
    serverState = aState({
      round: { ...betting, status: 'running', startedAt },
      myBet: cashed,
      bets: [cashed],
      balance: '100101',
    });
    await user.click(screen.getByTestId('crash-cashout'));
    await waitFor(() => expect(screen.getByText('You cashed out at 2.01×')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('studio-balance')).toHaveTextContent('1001.01'));
  }, 20_000);

  it('shows a load error in the words of the player', async () => {
    renderStudioGame(
      fetchMock,
      { game: { code: 'crash/classic/crash', title: 'Aurum Crash' } },
      { [`GET ${STATE_PATH}`]: () => jsonResponse({ detail: 'wallet_unavailable' }, 503) },
    );
    expect(await screen.findByTestId('crash-error')).toHaveTextContent(
      'The wallet is temporarily unavailable',
    );
  });
});
