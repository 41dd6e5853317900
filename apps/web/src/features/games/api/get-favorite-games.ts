import { catalogueEndpoints, GAMES_PAGE_SIZE, type TGamePage } from '@aurum/contracts/catalogue';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuthGate } from '@/lib/auth-gate';
import { nextPageOffset } from '@/lib/paging';
import { USER_SCOPED_META } from '@/lib/query-meta';
import { getFavorites } from './get-favorites';
import { getGamesQueryOptions } from './get-games';

/**
 * One page of the player's favourite games: the favourites call answers ids (newest first),
 * and one games call with those ids fills the page in that order. A game gone from the
 * catalogue is left out.
 */
export async function getFavoriteGames({
  offset,
  limit = GAMES_PAGE_SIZE,
  signal,
}: {
  offset: number;
  limit?: number;
  signal?: AbortSignal;
}): Promise<TGamePage> {
  const { items: ids } = await getFavorites({ signal });
  const slice = ids.slice(offset, offset + limit);
  const meta = { offset, limit, total: ids.length };
  if (slice.length === 0) return { items: [], meta };
  const page = await apiRequest(catalogueEndpoints.games, {
    query: { ids: slice.join(','), limit: slice.length, offset: 0 },
    signal,
  });
  const byId = new Map(page.items.map((game) => [game.id, game]));
  return { items: slice.flatMap((id) => byId.get(id) ?? []), meta };
}

/** Kept under the games lists' key, so a change to the lists (a heart) refreshes it too. */
export function getFavoriteGamesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...getGamesQueryOptions().queryKey, 'favorites'],
    queryFn: ({ pageParam, signal }) => getFavoriteGames({ offset: pageParam, signal }),
    initialPageParam: 0,
    getNextPageParam: (page) => nextPageOffset(page.meta),
    meta: USER_SCOPED_META,
  });
}

export function useFavoriteGames() {
  const { isSignedIn } = useAuthGate();
  return useInfiniteQuery({ ...getFavoriteGamesQueryOptions(), enabled: isSignedIn });
}
