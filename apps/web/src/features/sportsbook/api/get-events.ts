import { sportsbookEndpoints, type TEventsQuery } from '@aurum/contracts/sportsbook';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type TEventsFilter = Partial<TEventsQuery>;

/** Events by sport, live or upcoming, tournament, search or ids, soonest first. */
export function getEvents(query: TEventsFilter, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(sportsbookEndpoints.events, { query, signal });
}

export function getEventsQueryOptions(query: TEventsFilter = {}) {
  return queryOptions({
    queryKey: ['sportsbook', 'events', query],
    queryFn: ({ signal }) => getEvents(query, { signal }),
    staleTime: 15_000,
  });
}

export function useEvents(query: TEventsFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getEventsQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
