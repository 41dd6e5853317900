import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getGamesQueryOptions } from '../api/get-games';
import { fakeAuthGate } from '@/testing/auth-gate';
import { callsTo, fakeApi } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { FavoriteButton } from './favorite-button';

const fetchMock = stubFetch();
const favorites = (items: number[]) =>
  jsonResponse({
    items,
    meta: { offset: 0, limit: Math.max(1, items.length), total: items.length },
  });

/** A response the test releases when it wants (to look at the heart while saving). */
function deferred() {
  let release: (response: Response) => void = () => undefined;
  const response = new Promise<Response>((resolve) => (release = resolve));
  return { response, release };
}

function renderHeart(favoriteIds: number[], save: () => Promise<Response>) {
  let saved = favoriteIds;
  fetchMock.mockImplementation(
    fakeApi({
      'GET /api/v2/favorites': () => favorites(saved),
      'PUT /api/v2/favorites/5': async () => {
        const response = await save();
        if (response.ok) saved = [5, ...saved];
        return response;
      },
    }),
  );
  const gate = fakeAuthGate(true);
  const view = renderWithProviders(
    <FavoriteButton game={{ id: 5, title: 'Lucky Tide', isFavorite: false }} />,
    { wrapper: gate.Wrapper },
  );
  return { ...view, heart: screen.getByTestId('game-tile-favorite') };
}

describe('FavoriteButton for a player', () => {
  it('fills at once, keeps it when saved, and refreshes favourites and game lists', async () => {
    const put = deferred();
    const { heart, queryClient } = renderHeart([], () => put.response);
    await waitFor(() => expect(callsTo(fetchMock, '/api/v2/favorites')).toBe(1));
    const listKey = [...getGamesQueryOptions({ category: 'slots' }).queryKey];
    queryClient.setQueryData(listKey, { pages: [], pageParams: [] });

    await userEvent.setup().click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(callsTo(fetchMock, '/api/v2/favorites/5')).toBe(1);

    put.release(favorites([5]));
    await waitFor(() => expect(callsTo(fetchMock, '/api/v2/favorites')).toBe(2));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it('goes back and says so when saving fails', async () => {
    const put = deferred();
    const { heart } = renderHeart([], () => put.response);
    await waitFor(() => expect(callsTo(fetchMock, '/api/v2/favorites')).toBe(1));

    await userEvent.setup().click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');

    put.release(jsonResponse({ detail: 'internal_error' }, 500));
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(heart).toHaveAccessibleName('Add Lucky Tide to favorites');
  });
});
