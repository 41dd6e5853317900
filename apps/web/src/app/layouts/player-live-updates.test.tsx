import type { TTransaction } from '@aurum/contracts/wallet';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { getMeQueryOptions } from '@/features/auth/api/get-me';
import { getBillingQueryOptions } from '@/features/billing/api/get-billing';
import { getTransactionsQueryOptions } from '@/features/wallet/api/get-transactions';
import { HeaderBalance } from '@/features/wallet/components/header-balance';
import { walletModalStore, walletPendingStore } from '@/lib/wallet-modal';
import { callsTo, fakeApi } from '@/testing/fake-api';
import { currentSocket, fakeSockets, type FakeSocket } from '@/testing/fake-socket';
import { aBilling, aMe, aTransaction, aUsdBalance, stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AppRealtimeProvider } from '../app-realtime-provider';
import { AccountOverlays } from './account-overlays';
import { PlayerLiveUpdates } from './player-live-updates';

const me = aMe({ globalId: '42', hasDeposits: false });
const fetchMock = stubFetch();

beforeEach(() => {
  fetchMock.mockImplementation(
    fakeApi({
      'GET /api/v1/me': jsonResponse(me),
      '/api/v1/me/balance': jsonResponse(aUsdBalance('0.00')),
      '/api/v1/me/billing': jsonResponse(aBilling()),
    }),
  );
});

async function renderSignedIn() {
  const view = renderWithProviders(
    <>
      <HeaderBalance />
      <AccountOverlays />
      <PlayerLiveUpdates />
      <Toaster />
    </>,
    { path: '/games', wrapper: AppRealtimeProvider },
  );
  await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('$0.00'));
  // Billing is loaded (the timed offer reads it), so the deposit count can be followed.
  await waitFor(() =>
    expect(view.queryClient.getQueryData(getBillingQueryOptions().queryKey)).toBeDefined(),
  );
  await waitFor(() => expect(fakeSockets).toHaveLength(1));
  const socket = currentSocket();
  act(() => socket.acceptConnection());
  return { ...view, socket };
}

const publish = (socket: FakeSocket, channel: string, data: unknown) =>
  act(() => socket.publish(channel, data));

describe('player live updates', () => {
  it("listens to the player's balance, transaction, interface action, sport bet and tournament channels", async () => {
    const { socket } = await renderSignedIn();
    expect(socket.channelsOf('subscribe').sort()).toEqual([
      'balance#42',
      'interface_actions#42',
      'sport_bets#42',
      'tournaments#42',
      'transaction#42',
    ]);
  });

  it('opens the game an open_game interface action names, and ignores anything else', async () => {
    const { socket, router } = await renderSignedIn();

    publish(socket, 'interface_actions#42', { type: 'close_everything', gameId: 5 });
    publish(socket, 'interface_actions#42', { type: 'open_game', gameId: 'twelve' });
    publish(socket, 'interface_actions#7', { type: 'open_game', gameId: 99 });
    expect(router.state.location.pathname).toBe('/games');

    publish(socket, 'interface_actions#42', { type: 'open_game', gameId: 12 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/games/12'));
  });

  it('writes a balance publication into the cache: the header changes without a refetch', async () => {
    const { socket } = await renderSignedIn();
    publish(socket, 'balance#42', aUsdBalance('125.50'));
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('$125.50'));

    publish(socket, 'balance#42', { total: 'not a balance' });
    publish(socket, 'balance#7', aUsdBalance('999.00'));
    expect(screen.getByTestId('header-balance')).toHaveTextContent('$125.50');
    expect(callsTo(fetchMock, '/api/v1/me/balance')).toBe(1);
  });

  it('celebrates a completed deposit and counts it in the current user and billing', async () => {
    const { socket, queryClient, router } = await renderSignedIn();
    act(() => walletPendingStore.open('deposit'));

    publish(socket, 'transaction#42', aTransaction({ type: 'buy' }));

    const modal = await screen.findByTestId('deposit-success-modal');
    expect(screen.getByTestId('deposit-success-amount')).toHaveTextContent('+$25.00');
    expect(modal).toHaveTextContent('Deposit received!');
    expect(walletPendingStore.getView()).toBeNull();
    expect(queryClient.getQueryData(getMeQueryOptions().queryKey)?.hasDeposits).toBe(true);
    expect(queryClient.getQueryData(getBillingQueryOptions().queryKey)).toMatchObject({
      countDeposit: 1,
      isShowModal: false,
    });

    act(() => walletModalStore.open('history'));
    await userEvent.click(screen.getByTestId('deposit-success-play'));
    expect(screen.queryByTestId('deposit-success-modal')).not.toBeInTheDocument();
    expect(walletModalStore.getView()).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('does not celebrate a completed withdrawal: it closes the pending view and tells the player', async () => {
    const { socket, queryClient } = await renderSignedIn();
    act(() => walletPendingStore.open('withdraw'));

    publish(socket, 'transaction#42', aTransaction({ type: 'withdraw' }));

    expect(await screen.findByText('Crypto withdrawal of $25.00: Completed')).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-success-modal')).not.toBeInTheDocument();
    expect(walletPendingStore.getView()).toBeNull();
    expect(queryClient.getQueryData(getMeQueryOptions().queryKey)?.hasDeposits).toBe(false);
    expect(queryClient.getQueryData(getBillingQueryOptions().queryKey)?.countDeposit).toBe(0);
  });

  it('announces a declined deposit, and follows in-progress steps silently', async () => {
    const { socket, queryClient } = await renderSignedIn();
    publish(socket, 'transaction#42', aTransaction({ id: 'a', status: 'pending' }));
    publish(socket, 'transaction#42', aTransaction({ id: 'b', status: 'declined' }));

    expect(await screen.findByText('Crypto deposit of $25.00: Declined')).toBeInTheDocument();
    expect(screen.queryByText(/: Pending/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('deposit-success-modal')).not.toBeInTheDocument();
    expect(queryClient.getQueryData(getBillingQueryOptions().queryKey)?.countDeposit).toBe(0);
  });

  it('updates the transaction in the loaded history', async () => {
    const { socket, queryClient } = await renderSignedIn();
    const { queryKey } = getTransactionsQueryOptions();
    const pending = aTransaction({ status: 'pending' });
    queryClient.setQueryData(queryKey, {
      pages: [{ items: [pending], meta: { offset: 0, limit: 10, total: 1 } }],
      pageParams: [0],
    });

    publish(socket, 'transaction#42', { ...pending, status: 'completed' });

    const items: TTransaction[] | undefined = queryClient.getQueryData(queryKey)?.pages[0]?.items;
    expect(items?.map((item) => [item.id, item.status])).toEqual([['txn-1', 'completed']]);
    await screen.findByTestId('deposit-success-modal');
  });
});
