import { catalogueEndpoints } from '@aurum/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getGame({ id, signal }: { id: number; signal?: AbortSignal }) {
  return apiRequest(catalogueEndpoints.game, { params: { id }, signal });
}

export function getGameQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['games', 'detail', id],
    queryFn: ({ signal }) => getGame({ id, signal }),
  });
}

export function useGame(id: number) {
  return useQuery(getGameQueryOptions(id));
}
