import { catalogueEndpoints } from '@aurum/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** At most this many games are asked for by id at once (the catalogue's limit). */
const MAX_IDS = 100;

/** Some games by id (e.g. those a tournament counts), in the catalogue's order. */
export function getGamesByIdsQueryOptions(ids: readonly number[]) {
  const slice = ids.slice(0, MAX_IDS);
  return queryOptions({
    queryKey: ['games', 'by-ids', slice],
    queryFn: ({ signal }) =>
      apiRequest(catalogueEndpoints.games, {
        query: { ids: slice.join(','), limit: slice.length, offset: 0 },
        signal,
      }),
    select: (page) => page.items,
  });
}

export function useGamesByIds(ids: readonly number[]) {
  return useQuery({ ...getGamesByIdsQueryOptions(ids), enabled: ids.length > 0 });
}
