import { bonusEndpoints } from '@aurum/contracts/bonuses';
import { GAMES_PAGE_SIZE } from '@aurum/contracts/catalogue';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { nextPageOffset } from '@/lib/paging';
import { USER_SCOPED_META } from '@/lib/query-meta';

/** The games that count toward a bonus's wagering, each with its contribution, a page at a time. */
export function getBonusGames({
  id,
  offset,
  signal,
}: {
  id: string;
  offset: number;
  signal?: AbortSignal;
}) {
  return apiRequest(bonusEndpoints.games, {
    params: { id },
    query: { offset, limit: GAMES_PAGE_SIZE },
    signal,
  });
}

export function getBonusGamesQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: ['bonuses', 'games', id],
    queryFn: ({ pageParam, signal }) => getBonusGames({ id, offset: pageParam, signal }),
    initialPageParam: 0,
    getNextPageParam: ({ meta }) => nextPageOffset(meta),
    meta: USER_SCOPED_META,
  });
}

export function useBonusGames(id: string) {
  return useInfiniteQuery(getBonusGamesQueryOptions(id));
}
