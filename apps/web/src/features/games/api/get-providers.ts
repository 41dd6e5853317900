import { catalogueEndpoints } from '@aurum/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CATEGORIES_STALE_MS } from './get-categories';

export function getProviders({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(catalogueEndpoints.providers, { signal });
}

export function getProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['games', 'providers'],
    queryFn: ({ signal }) => getProviders({ signal }),
    staleTime: CATEGORIES_STALE_MS,
    select: (data) => data.items,
  });
}

export function useProviders() {
  return useQuery(getProvidersQueryOptions());
}
