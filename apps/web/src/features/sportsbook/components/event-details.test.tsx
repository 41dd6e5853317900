import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';
import { fakeAuthGate } from '@/testing/auth-gate';
import { fakeApi } from '@/testing/fake-api';
import { currentSocket } from '@/testing/fake-socket';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { aMarket, anEventDetail } from '@/testing/sportsbook-fixtures';
import { betSlip } from '../hooks/use-bet-slip';
import { EventDetails } from './event-details';

const fetchMock = stubFetch();
const EVENT_PATH = '/api/v2/sportsbook/events/ev-1';

function Providers({ children }: { children: ReactNode }) {
  const { Wrapper } = fakeAuthGate(false);
  return (
    <RealtimeProvider identity={null} refreshIdentity={() => Promise.resolve(null)}>
      <Wrapper>{children}</Wrapper>
    </RealtimeProvider>
  );
}

function renderEvent(answer: () => Response) {
  fetchMock.mockImplementation(fakeApi({ [`GET ${EVENT_PATH}`]: answer }));
  renderWithProviders(<EventDetails eventId="ev-1" />, { wrapper: Providers });
  const socket = currentSocket();
  act(() => socket.acceptConnection());
  return socket;
}

const marketCard = (id: string) =>
  screen.getAllByTestId('market-card').find((card) => card.dataset.marketId === id) as HTMLElement;

beforeEach(() => betSlip.reset());

describe('EventDetails', () => {
  it('shows a skeleton, then the scoreboard and every market grouped by type', async () => {
    const live = anEventDetail({
      status: 'live',
      score: { home: 1, away: 1, period: '1st_half', minute: 30 },
      betDelaySeconds: 5,
    });
    renderEvent(() => jsonResponse(live));
    expect(screen.getByTestId('event-loading')).toBeInTheDocument();

    expect(await screen.findByTestId('event-score')).toHaveTextContent('1 : 1');
    expect(screen.getByTestId('event-live-clock')).toHaveTextContent("1st half 30'");
    expect(screen.getByText('Live bets are confirmed after 5 s')).toBeInTheDocument();
    const groups = screen.getAllByTestId('market-group');
    expect(groups.map((group) => group.querySelector('h2')?.textContent)).toEqual([
      'Match result',
      'Totals',
    ]);
    expect(within(marketCard('m-total')).getAllByTestId('odds-button')).toHaveLength(2);
  });

  it('follows the event live: odds flash up or down, scores move, suspended markets lock', async () => {
    const socket = renderEvent(() => jsonResponse(anEventDetail({ status: 'live' })));
    await screen.findByTestId('event-scoreboard');
    expect(socket.channelsOf('subscribe')).toEqual(['sportsbook#ev-1']);
    const publish = (data: unknown) => act(() => socket.publish('sportsbook#ev-1', data));

    const moved = aMarket();
    moved.outcomes = moved.outcomes.map((outcome) =>
      outcome.id === 'home' ? { ...outcome, odds: 2300 } : { ...outcome, odds: outcome.odds - 100 },
    );
    publish({ kind: 'market', eventId: 'ev-1', market: moved });
    const [home, draw] = within(marketCard('m-1x2')).getAllByTestId('odds-button');
    // The query cache tells its observers on the next tick.
    await waitFor(() => expect(home).toHaveAttribute('data-flash', 'up'));
    expect(home).toHaveTextContent('2.30');
    expect(draw).toHaveAttribute('data-flash', 'down');

    publish({
      kind: 'score',
      eventId: 'ev-1',
      score: { home: 2, away: 0, period: '2nd_half', minute: 61 },
    });
    await waitFor(() => expect(screen.getByTestId('event-score')).toHaveTextContent('2 : 0'));

    publish({ kind: 'market', eventId: 'ev-1', market: aMarket({ status: 'suspended' }) });
    await waitFor(() => expect(marketCard('m-1x2')).toHaveAttribute('data-status', 'suspended'));
    const card = marketCard('m-1x2');
    expect(card).toHaveTextContent('Suspended');
    within(card)
      .getAllByTestId('odds-button')
      .forEach((button) => expect(button).toBeDisabled());

    publish({ kind: 'market', eventId: 'ev-1', market: { id: 'broken' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getAllByTestId('market-card')).toHaveLength(2);
  });

  it('locks a slip leg whose market is suspended live', async () => {
    const socket = renderEvent(() => jsonResponse(anEventDetail()));
    await screen.findByTestId('event-scoreboard');
    act(() => within(marketCard('m-total')).getAllByTestId('odds-button')[0]?.click());
    expect(betSlip.get().selections).toMatchObject([{ marketId: 'm-total', locked: false }]);
    const suspended = anEventDetail().markets[1];
    act(() =>
      socket.publish('sportsbook#ev-1', {
        kind: 'market',
        eventId: 'ev-1',
        market: { ...suspended, status: 'suspended' },
      }),
    );
    expect(betSlip.get().selections).toMatchObject([{ marketId: 'm-total', locked: true }]);
  });

  it('says when the event does not exist, and offers a retry when loading fails', async () => {
    renderEvent(() => jsonResponse({ detail: 'event_not_found' }, 404));
    expect(await screen.findByTestId('event-not-found')).toHaveTextContent(
      'This event is not available.',
    );
  });

  it('offers a retry when loading fails', async () => {
    renderEvent(() => jsonResponse({ detail: 'internal_error' }, 500));
    const error = await screen.findByTestId('event-error', {}, { timeout: 5_000 });
    expect(within(error).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
