import { GAMES_PAGE_SIZE, type TGamePage } from '@aurum/contracts/catalogue';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-error';
import { useAuthGate } from '@/lib/auth-gate';
import { nextPageOffset } from '@/lib/paging';
import { USER_SCOPED_META } from '@/lib/query-meta';
import { getFavorites } from './get-favorites';
import { getGame } from './get-game';
import { getGamesQueryOptions } from './get-games';

/**
 * One page of the player's favourite games: the favourites call answers ids (newest first),
 * so the page's slice of them is loaded game by game. A game gone from the catalogue is left out.
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
  const games = await Promise.all(
    slice.map((id) =>
      getGame({ id, signal }).catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }),
    ),
  );
  return {
    items: games.filter((game) => game !== null),
    meta: { offset, limit, total: ids.length },
  };
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
