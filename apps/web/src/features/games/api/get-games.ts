import { catalogueEndpoints, GAMES_PAGE_SIZE, type GAME_SORTS } from '@aurum/contracts/catalogue';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { nextPageOffset } from '@/lib/paging';

export type TGameSort = (typeof GAME_SORTS)[number];

/** What a games list shows: one category, provider or promo collection, a search, an order. */
export interface TGameFilters {
  search?: string;
  sort?: TGameSort;
  /** A category key; a section (`slots`) includes its subcategories. */
  category?: string;
  provider?: string;
  promoCategory?: string;
  /** Games per page (default 30). */
  limit?: number;
}

export function getGames({
  filters,
  offset,
  signal,
}: {
  filters: TGameFilters;
  offset: number;
  signal?: AbortSignal;
}) {
  return apiRequest(catalogueEndpoints.games, {
    query: {
      offset,
      limit: filters.limit ?? GAMES_PAGE_SIZE,
      search: filters.search,
      sort: filters.sort,
      category: filters.category,
      provider: filters.provider,
      promo_category: filters.promoCategory,
    },
    signal,
  });
}

/**
 * A games list, page by page (next offset = offset + limit while below the total). Without
 * filters the key is the prefix of every list, which is what a change to the lists invalidates.
 */
export function getGamesQueryOptions(filters?: TGameFilters) {
  return infiniteQueryOptions({
    queryKey: filters ? ['games', 'list', filters] : ['games', 'list'],
    queryFn: ({ pageParam, signal }) =>
      getGames({ filters: filters ?? {}, offset: pageParam, signal }),
    initialPageParam: 0,
    getNextPageParam: (page) => nextPageOffset(page.meta),
  });
}

export function useGames(filters: TGameFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getGamesQueryOptions(filters), enabled });
}
