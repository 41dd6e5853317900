import { GAMES_PAGE_SIZE } from '@aurum/contracts/catalogue';
import { gameEndpoints } from '@aurum/contracts/games';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuthGate } from '@/lib/auth-gate';
import { nextPageOffset } from '@/lib/paging';
import { USER_SCOPED_META } from '@/lib/query-meta';

export function getLastGames({
  offset,
  limit,
  signal,
}: {
  offset: number;
  limit: number;
  signal?: AbortSignal;
}) {
  return apiRequest(gameEndpoints.last, { query: { offset, limit }, signal });
}

/**
 * The player's recently played games, latest first, page by page. Without a page size the key
 * is the prefix of every such list (the page's and the home row's): what opening a game
 * invalidates.
 */
export function getLastGamesQueryOptions(limit?: number) {
  return infiniteQueryOptions({
    queryKey: limit === undefined ? ['games', 'last'] : ['games', 'last', { limit }],
    queryFn: ({ pageParam, signal }) =>
      getLastGames({ offset: pageParam, limit: limit ?? GAMES_PAGE_SIZE, signal }),
    initialPageParam: 0,
    getNextPageParam: (page) => nextPageOffset(page.meta),
    meta: USER_SCOPED_META,
  });
}

/** Only for a signed-in player: a visitor has no history (and would get 401). */
export function useLastGames(limit: number = GAMES_PAGE_SIZE) {
  const { isSignedIn } = useAuthGate();
  return useInfiniteQuery({ ...getLastGamesQueryOptions(limit), enabled: isSignedIn });
}
