import { sportsbookEndpoints } from '@aurum/contracts/sportsbook';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Sports with their live and upcoming counts: the menu, the filter chips. */
export function getSports({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(sportsbookEndpoints.sports, { signal });
}

export function getSportsQueryOptions() {
  return queryOptions({
    queryKey: ['sportsbook', 'sports'],
    queryFn: ({ signal }) => getSports({ signal }),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

export function useSports({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getSportsQueryOptions(), enabled });
}
