import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAuthGate } from '@/testing/auth-gate';
import { bodiesSentTo, fakeApi, requestUrl } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { anEvent, eventsPage } from '@/testing/sportsbook-fixtures';
import { FavoriteEvents } from './favorite-events';

const fetchMock = stubFetch();
const FAVORITES = '/api/v2/sportsbook/favorites';

function renderFavorites(favorites: () => Response) {
  const api = fakeApi({
    [`GET ${FAVORITES}`]: favorites,
    [`PUT ${FAVORITES}`]: () => jsonResponse({ events: [], tournaments: ['t-epl'] }),
  });
  fetchMock.mockImplementation((input, init) => {
    const url = requestUrl(input);
    if (url.pathname !== '/api/v2/sportsbook/events') return api(input, init);
    const byTournament = url.searchParams.get('tournament');
    const event = byTournament ? anEvent({ id: 'ev-9' }) : anEvent();
    return Promise.resolve(jsonResponse(eventsPage([event])));
  });
  renderWithProviders(<FavoriteEvents />, { wrapper: fakeAuthGate(true).Wrapper });
  return userEvent.setup();
}

describe('FavoriteEvents', () => {
  it('says how to add favourites when there are none', async () => {
    renderFavorites(() => jsonResponse({ events: [], tournaments: [] }));
    expect(screen.getByTestId('events-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('favorites-empty')).toHaveTextContent('No favorites yet');
  });

  it('shows an error with a retry', async () => {
    renderFavorites(() => jsonResponse({ detail: 'internal_error' }, 500));
    expect(
      await screen.findByTestId('favorites-error', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('lists starred events by id and each starred tournament; a star takes one off', async () => {
    const user = renderFavorites(() => jsonResponse({ events: ['ev-1'], tournaments: ['t-epl'] }));
    const events = await screen.findByTestId('favorite-events');
    const row = await within(events).findByTestId('event-row');
    const tournament = screen.getByTestId('favorite-tournament-events');
    expect(await within(tournament).findByTestId('event-row')).toHaveAttribute(
      'data-event-id',
      'ev-9',
    );

    const star = within(row).getByRole('button', {
      name: 'Remove Arsenal - Chelsea from favorites',
    });
    await user.click(star);
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, FAVORITES)).toContainEqual({
        kind: 'event',
        id: 'ev-1',
        favorite: false,
      }),
    );
  });
});
