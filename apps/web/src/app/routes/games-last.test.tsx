import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aGamePage } from '@/testing/catalogue-fixtures';
import { callsTo, fakeApi, requestUrl } from '@/testing/fake-api';
import { aMe, stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AuthGateProvider } from '../auth-gate-provider';
import { GamesLastRoute } from './games-last';

const fetchMock = stubFetch();
const LAST = '/api/v2/games/last';

function renderPage(answer: (offset: number, limit: number) => Response, signedIn = true) {
  fetchMock.mockImplementation(
    fakeApi({
      ...(signedIn ? { 'GET /api/v1/me': jsonResponse(aMe()) } : {}),
      [`GET ${LAST}`]: () => {
        const [input] = fetchMock.mock.calls.at(-1) ?? [];
        const search = requestUrl(input).searchParams;
        return answer(Number(search.get('offset')), Number(search.get('limit')));
      },
    }),
  );
  return renderWithProviders(<GamesLastRoute />, {
    path: '/games/last',
    wrapper: AuthGateProvider,
  });
}

describe('recently played page', () => {
  it("lists the player's games, thirty at a time", async () => {
    renderPage((offset, limit) => jsonResponse(aGamePage({ offset, limit, total: 45 })));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(30));
    expect(screen.getByTestId('games-sentinel')).toBeInTheDocument();
  });

  it('has an empty state that leads to the games', async () => {
    renderPage((offset, limit) => jsonResponse(aGamePage({ offset, limit, total: 0 })));
    expect(await screen.findByTestId('last-games-empty')).toHaveTextContent('No games played yet');
  });

  it('has an error state with a retry', async () => {
    let fail = true;
    renderPage((offset, limit) =>
      fail
        ? jsonResponse({ detail: 'internal_error' }, 500)
        : jsonResponse(aGamePage({ offset, limit, total: 2 })),
    );
    const retry = await screen.findByTestId('games-retry');
    fail = false;
    await userEvent.setup().click(retry);
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(2));
  });

  it('asks a visitor to sign in instead', async () => {
    renderPage(() => jsonResponse(aGamePage({ offset: 0, limit: 30, total: 2 })), false);
    expect(await screen.findByTestId('sign-in-prompt')).toBeInTheDocument();
    expect(callsTo(fetchMock, LAST)).toBe(0);
  });
});
