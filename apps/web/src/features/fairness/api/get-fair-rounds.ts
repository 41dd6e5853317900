import { gameEndpoints } from '@aurum/contracts/games';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { nextPageOffset } from '@/lib/paging';
import { USER_SCOPED_META } from '@/lib/query-meta';

/** Rounds the panel loads at a time. */
export const FAIR_ROUNDS_PAGE_SIZE = 10;

export function getFairRounds({ offset, signal }: { offset: number; signal?: AbortSignal }) {
  return apiRequest(gameEndpoints.fairRounds, {
    query: { offset, limit: FAIR_ROUNDS_PAGE_SIZE },
    signal,
  });
}

/** The player's rounds in the in-house games, newest first, with what it takes to recompute them. */
export function getFairRoundsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['fairness', 'rounds', { limit: FAIR_ROUNDS_PAGE_SIZE }],
    queryFn: ({ pageParam, signal }) => getFairRounds({ offset: pageParam, signal }),
    initialPageParam: 0,
    getNextPageParam: (page) => nextPageOffset(page.meta),
    staleTime: 0,
    meta: USER_SCOPED_META,
  });
}

export function useFairRounds() {
  return useInfiniteQuery(getFairRoundsQueryOptions());
}
