import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';
import { fakeAuthGate } from '@/testing/auth-gate';
import { fakeApi } from '@/testing/fake-api';
import { currentSocket } from '@/testing/fake-socket';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { aMarket, anEventDetail, anOutcome } from '@/testing/sportsbook-fixtures';
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

describe('EventDetails in Russian', () => {
  beforeEach(() => i18n.changeLanguage('ru'));
  afterEach(() => i18n.changeLanguage('en'));

  /** Each market card's title, then its prices' labels. */
  const shownMarkets = () =>
    screen.getAllByTestId('market-card').map((card) => [
      card.querySelector('span')?.textContent,
      ...within(card)
        .getAllByTestId('odds-button')
        .map((button) => button.getAttribute('aria-label')),
    ]);

  it('names markets and outcomes in Russian, team names as they are', async () => {
    const detail = anEventDetail();
    detail.markets.push(
      aMarket({
        id: 'm-dc',
        type: 'double_chance',
        name: 'Double chance',
        outcomes: [
          anOutcome('home_draw', 'Arsenal or draw', 1300),
          anOutcome('home_away', 'Arsenal or Chelsea', 1350),
          anOutcome('draw_away', 'Draw or Chelsea', 1700, false),
        ],
      }),
      aMarket({
        id: 'm-hcp',
        type: 'handicap',
        specifiers: 'hcp=-1.5',
        name: 'Handicap -1.5',
        outcomes: [
          anOutcome('home', 'Arsenal (-1.5)', 3100),
          anOutcome('away', 'Chelsea (+1.5)', 1350),
        ],
      }),
    );
    renderEvent(() => jsonResponse(detail));
    await screen.findByTestId('event-scoreboard');

    expect(shownMarkets()).toEqual([
      ['1X2', 'Arsenal, коэффициент 2.10', 'Ничья, коэффициент 3.40', 'Chelsea, коэффициент 3.50'],
      [
        'Двойной шанс',
        'Arsenal или ничья, коэффициент 1.30',
        'Arsenal или Chelsea, коэффициент 1.35',
        'Ничья или Chelsea: ставки не принимаются',
      ],
      ['Тотал 2.5', 'Больше 2.5, коэффициент 1.85', 'Меньше 2.5, коэффициент 1.95'],
      ['Фора -1.5', 'Arsenal (-1.5), коэффициент 3.10', 'Chelsea (+1.5), коэффициент 1.35'],
    ]);
    expect(screen.queryByText(/Draw|Total|Over|Handicap/)).not.toBeInTheDocument();

    act(() => within(marketCard('m-hcp')).getAllByTestId('odds-button')[1]?.click());
    expect(betSlip.get().selections).toMatchObject([
      {
        marketType: 'handicap',
        specifiers: 'hcp=-1.5',
        marketName: 'Handicap -1.5',
        outcomeId: 'away',
        outcomeName: 'Chelsea (+1.5)',
        home: 'Arsenal',
        away: 'Chelsea',
      },
    ]);
  });
});
