import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { betSlip } from '../hooks/use-bet-slip';
import { fakeAuthGate } from '@/testing/auth-gate';
import { fakeApi, requestUrl } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { aSport, anEvent, eventsPage } from '@/testing/sportsbook-fixtures';
import { SportChips } from './sport-chips';
import { SportsbookOverview } from './sportsbook-overview';

const fetchMock = stubFetch();
const live = anEvent({
  id: 'ev-live',
  status: 'live',
  score: { home: 1, away: 0, period: '2nd_half', minute: 67 },
});
const upcoming = anEvent({ id: 'ev-next', name: 'Liverpool - Everton' });

/** Answers the events call by its `status` (and `search`) query. */
function eventsBy(answer: (query: URLSearchParams) => Response) {
  fetchMock.mockImplementation((input, init) => {
    const url = requestUrl(input);
    if (url.pathname === '/api/v2/sportsbook/events')
      return Promise.resolve(answer(url.searchParams));
    return fakeApi({
      '/api/v2/sportsbook/sports': jsonResponse({
        items: [
          aSport(),
          aSport({ id: 5, slug: 'tennis-5', key: 'tennis', name: 'Tennis', liveCount: 0 }),
        ],
      }),
    })(input, init);
  });
}

function renderOverview() {
  return renderWithProviders(
    <>
      <SportChips />
      <SportsbookOverview />
    </>,
    { wrapper: fakeAuthGate(false).Wrapper, path: '/sportsbook' },
  );
}

beforeEach(() => betSlip.reset());

describe('SportsbookOverview', () => {
  it('shows skeletons while loading, then live and upcoming events by tournament', async () => {
    eventsBy((query) =>
      jsonResponse(eventsPage(query.get('status') === 'live' ? [live] : [upcoming])),
    );
    renderOverview();
    expect(screen.getAllByTestId('events-loading')).toHaveLength(2);

    const liveSection = await screen.findByTestId('live-events');
    await waitFor(() => expect(within(liveSection).getAllByTestId('event-row')).toHaveLength(1));
    expect(within(liveSection).getByTestId('event-live-clock')).toHaveTextContent("2nd half 67'");
    expect(within(liveSection).getByText('Premier League', { exact: false })).toBeInTheDocument();
    const upcomingSection = screen.getByTestId('upcoming-events');
    expect(within(upcomingSection).getByTestId('event-row')).toHaveAttribute(
      'data-event-id',
      'ev-next',
    );
    expect(screen.getByTestId('top-events')).toBeInTheDocument();
  });

  it('says so when there are no events', async () => {
    eventsBy(() => jsonResponse(eventsPage([])));
    renderOverview();
    expect(await screen.findByTestId('live-events-empty')).toHaveTextContent(
      'No live events right now',
    );
    expect(screen.getByTestId('upcoming-events-empty')).toHaveTextContent('No upcoming events');
    expect(screen.queryByTestId('top-events')).not.toBeInTheDocument();
  });

  it('shows an error with a retry that loads again', async () => {
    let failing = true;
    eventsBy(() =>
      failing
        ? jsonResponse({ detail: 'internal_error' }, 500)
        : jsonResponse(eventsPage([upcoming])),
    );
    renderOverview();
    const error = await screen.findByTestId('upcoming-events-error', {}, { timeout: 5_000 });
    failing = false;
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Try again' }));
    expect(
      await within(screen.getByTestId('upcoming-events')).findByTestId('event-row'),
    ).toBeInTheDocument();
  });

  it('searches events and teams, and puts a price on the slip', async () => {
    eventsBy((query) =>
      jsonResponse(eventsPage(query.get('search') === 'arse' ? [anEvent({ id: 'ev-found' })] : [])),
    );
    renderOverview();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search events and teams' }), 'arse');
    const results = await screen.findByTestId('search-results');
    const row = await within(results).findByTestId('event-row');
    expect(row).toHaveAttribute('data-event-id', 'ev-found');
    expect(screen.queryByTestId('live-events')).not.toBeInTheDocument();

    const home = within(row).getByRole('button', { name: 'Arsenal at 2.10' });
    await user.click(home);
    expect(home).toHaveAttribute('aria-pressed', 'true');
    expect(betSlip.get().selections).toMatchObject([
      { eventId: 'ev-found', outcomeId: 'home', odds: 2100 },
    ]);
  });

  it('lists sports from the sports call with their live counts', async () => {
    eventsBy(() => jsonResponse(eventsPage([])));
    renderOverview();
    const chips = screen.getByTestId('sport-chips');
    expect(await within(chips).findByRole('link', { name: 'Soccer, 2 live' })).toHaveAttribute(
      'href',
      '/sportsbook/soccer-1',
    );
    expect(within(chips).getByRole('link', { name: 'Tennis' })).toHaveAttribute(
      'href',
      '/sportsbook/tennis-5',
    );
  });
});
