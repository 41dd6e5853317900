import { sportsbookEndpoints } from '@aurum/contracts/sportsbook';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** One event with every shown market; 404 `event_not_found`. */
export function getEvent(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(sportsbookEndpoints.event, { params: { id }, signal });
}

export function getEventQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['sportsbook', 'event', id],
    queryFn: ({ signal }) => getEvent(id, { signal }),
    staleTime: 15_000,
  });
}

export function useEvent(id: string) {
  return useQuery(getEventQueryOptions(id));
}
