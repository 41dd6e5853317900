import type { TSportBet } from '@aurum/contracts/sportsbook';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { callsTo, requestUrl } from '@/testing/fake-api';
import { currentSocket } from '@/testing/fake-socket';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { playerRealtimeProviders } from '@/testing/player-realtime';
import { renderWithProviders } from '@/testing/render-with-providers';
import { aSportBet, aUsdMoney } from '@/testing/sportsbook-fixtures';
import { MyBets } from '../components/bets/my-bets';
import { useLiveBets } from './use-live-bets';

const fetchMock = stubFetch();
// Sonner shows a new toaster the toasts still up: each test starts with none.
afterEach(() => {
  toast.dismiss();
});
const BETS = '/api/v2/sportsbook/bets';
const CHANNEL = 'sport_bets#42';

/** Won in euros: its toast and card say EUR whatever currency the player shows balances in. */
const wonBet = aSportBet({
  currency: 'EUR',
  status: 'won',
  payout: aUsdMoney('21.00'),
  cashOut: null,
  settledAt: '2026-03-14T17:00:00.000Z',
  legs: aSportBet().legs.map((leg) => ({ ...leg, result: 'won' as const })),
});

function LiveBets() {
  useLiveBets('42');
  return null;
}

/**
 * My bets of player 42 beside their bets channel. The fake server lists `bets()` by status;
 * `hold` keeps its answers from arriving, so only a publication can change what is shown.
 */
async function renderLiveBets(initial: TSportBet[]) {
  const server = { bets: initial, hold: false };
  fetchMock.mockImplementation((input) => {
    const url = requestUrl(input);
    if (url.pathname !== BETS) return Promise.resolve(jsonResponse({ detail: 'not_found' }, 404));
    if (server.hold) return new Promise<Response>(() => undefined);
    const open = url.searchParams.get('status') !== 'settled';
    const items = server.bets.filter(
      (bet) => (bet.status === 'pending' || bet.status === 'open') === open,
    );
    return Promise.resolve(jsonResponse({ items, meta: { total: items.length } }));
  });
  const { Providers } = playerRealtimeProviders();
  renderWithProviders(
    <>
      <LiveBets />
      <MyBets />
      <Toaster />
    </>,
    { wrapper: Providers },
  );
  const socket = currentSocket();
  act(() => socket.acceptConnection());
  await screen.findByTestId('my-bets');
  await waitFor(() => expect(screen.queryByTestId('bets-loading')).not.toBeInTheDocument());
  return {
    server,
    socket,
    publish: (data: unknown) => act(() => socket.publish(CHANNEL, data)),
  };
}

describe('My bets live', () => {
  it("listens to the player's own bets channel", async () => {
    const { socket } = await renderLiveBets([aSportBet()]);
    expect(socket.channelsOf('subscribe')).toContain(CHANNEL);
  });

  it('shows a pushed bet at once, before any list is fetched again', async () => {
    const { server, publish } = await renderLiveBets([aSportBet({ status: 'pending' })]);
    expect(screen.getByTestId('bet-status')).toHaveTextContent('Pending');
    server.hold = true;

    publish(aSportBet({ status: 'open' }));
    await waitFor(() => expect(screen.getByTestId('bet-status')).toHaveTextContent('Open'));

    publish(aSportBet({ id: 'bet-new', status: 'pending', placedAt: '2026-03-14T14:30:00.000Z' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('bet-card').map((card) => card.dataset.betId)).toEqual([
        'bet-new',
        'bet-1',
      ]),
    );
  });

  it('moves a bet settled as won to Settled and announces what it paid', async () => {
    const { server, publish } = await renderLiveBets([aSportBet()]);
    await screen.findByTestId('bet-card');
    const listCalls = callsTo(fetchMock, BETS);
    server.bets = [wonBet];

    publish(wonBet);
    expect(await screen.findByTestId('bets-empty')).toHaveTextContent('You have no open bets');
    expect(await screen.findByText('Bet won: 21.00 EUR')).toBeInTheDocument();
    // The open list is asked again for the server's order and totals.
    await waitFor(() => expect(callsTo(fetchMock, BETS)).toBeGreaterThan(listCalls));

    await userEvent.click(screen.getByRole('tab', { name: 'Settled' }));
    const card = await screen.findByTestId('bet-card');
    expect(within(card).getByTestId('bet-status')).toHaveTextContent('Won');
    expect(within(card).getByTestId('bet-payout')).toHaveTextContent('21.00 EUR');
  });

  it('ignores a publication that is no bet, and announces nothing for a lost one', async () => {
    const { server, publish } = await renderLiveBets([aSportBet()]);
    await screen.findByTestId('bet-card');
    const listCalls = callsTo(fetchMock, BETS);

    publish({ id: 'bet-1', status: 'won' });
    // Nothing was written nor asked again (a refetch would be counted at once).
    expect(callsTo(fetchMock, BETS)).toBe(listCalls);

    const lost = aSportBet({ status: 'lost', payout: aUsdMoney('0.00'), cashOut: null });
    server.bets = [lost];
    publish(lost);
    expect(await screen.findByTestId('bets-empty')).toBeInTheDocument();
    expect(screen.queryByText(/Bet won/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Settled' }));
    expect(await screen.findByTestId('bet-status')).toHaveTextContent('Lost');
  });
});
