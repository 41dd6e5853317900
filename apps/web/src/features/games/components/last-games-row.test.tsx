import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAuthGate } from '@/testing/auth-gate';
import { aGamePage } from '@/testing/catalogue-fixtures';
import { callsTo, fakeApi, requestUrl } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { LastGamesRow } from './last-games-row';

const fetchMock = stubFetch();
const LAST = '/api/v2/games/last';

function renderRow(total: number, signedIn = true) {
  fetchMock.mockImplementation(
    fakeApi({
      [`GET ${LAST}`]: () => {
        const [input] = fetchMock.mock.calls.at(-1) ?? [];
        const limit = Number(requestUrl(input).searchParams.get('limit'));
        return jsonResponse(aGamePage({ offset: 0, limit, total }));
      },
    }),
  );
  const gate = fakeAuthGate(signedIn);
  return renderWithProviders(<LastGamesRow />, { wrapper: gate.Wrapper });
}

describe('LastGamesRow', () => {
  it("shows the player's recently played games with a link to all of them", async () => {
    renderRow(4);
    const row = await screen.findByTestId('home-last-games');
    await waitFor(() => expect(within(row).getAllByTestId('game-tile')).toHaveLength(4));
    expect(within(row).getByRole('link', { name: /View all/ })).toHaveAttribute(
      'href',
      '/games/last',
    );
    const [input] = fetchMock.mock.calls.find(([url]) => requestUrl(url).pathname === LAST) ?? [];
    expect(requestUrl(input).searchParams.get('limit')).toBe('18');
  });

  it('stays away while the player has played nothing', async () => {
    renderRow(0);
    await waitFor(() => expect(callsTo(fetchMock, LAST)).toBe(1));
    await waitFor(() => expect(screen.queryByTestId('home-last-games')).not.toBeInTheDocument());
  });

  it('asks nothing for a visitor', () => {
    renderRow(3, false);
    expect(callsTo(fetchMock, LAST)).toBe(0);
  });
});
