import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aGamePage } from '@/testing/catalogue-fixtures';
import { requestUrl } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { createQueryWrapper } from '@/testing/query-wrapper';
import { getGamesQueryOptions, useGames } from './get-games';

const fetchMock = stubFetch();
const TOTAL = 65;

/** The games endpoint over a catalogue of 65 games, paged by the query's offset and limit. */
function serveGames() {
  fetchMock.mockImplementation((input) => {
    const url = requestUrl(input);
    const offset = Number(url.searchParams.get('offset'));
    const limit = Number(url.searchParams.get('limit'));
    return Promise.resolve(jsonResponse(aGamePage({ offset, limit, total: TOTAL })));
  });
}

const requestedUrls = () => fetchMock.mock.calls.map(([input]) => requestUrl(input));

describe('useGames', () => {
  it('pages by offset + limit until the total is reached', async () => {
    serveGames();
    const { Wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useGames({ category: 'slots', sort: 'title' }), {
      wrapper: Wrapper,
    });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.pages[0]?.items).toHaveLength(30);
    expect(result.current.hasNextPage).toBe(true);

    // The query publishes its state to the hook on a timer of its own (TanStack's notify
    // batching), which may fire after the fetch's promise settles: wait for each page to show.
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());

    await waitFor(() => expect(result.current.data?.pages).toHaveLength(3));
    expect(result.current.hasNextPage).toBe(false);
    const games = result.current.data?.pages.flatMap((page) => page.items) ?? [];
    expect(games.map((game) => game.id)).toEqual(Array.from({ length: TOTAL }, (_, i) => i + 1));
    expect(requestedUrls().map((url) => url.searchParams.get('offset'))).toEqual(['0', '30', '60']);
    const [first] = requestedUrls();
    expect(first?.pathname).toBe('/api/v2/games');
    expect(first?.searchParams.get('category')).toBe('slots');
    expect(first?.searchParams.get('sort')).toBe('title');
    expect(first?.searchParams.get('limit')).toBe('30');
  });

  it('asks for nothing more after a short last page', async () => {
    fetchMock.mockResolvedValue(jsonResponse(aGamePage({ offset: 0, limit: 30, total: 12 })));
    const { Wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useGames({ promoCategory: 'new' }), { wrapper: Wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.hasNextPage).toBe(false);
    expect(requestedUrls()[0]?.searchParams.get('promo_category')).toBe('new');
  });

  it('keys every list under the prefix that invalidating "all lists" uses', () => {
    const prefix = getGamesQueryOptions().queryKey;
    const list = getGamesQueryOptions({ category: 'live' }).queryKey;
    expect(list.slice(0, prefix.length)).toEqual([...prefix]);
  });
});
