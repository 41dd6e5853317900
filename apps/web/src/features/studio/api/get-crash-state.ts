import { crashEndpoints } from '@aurum/contracts/crash';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getCrashState({ sessionId, signal }: { sessionId: string; signal?: AbortSignal }) {
  return apiRequest(crashEndpoints.state, { params: { sessionId }, signal });
}

/**
 * The shared crash round as the session sees it. Fetched on open and after a reconnect; the
 * realtime channel keeps it current in between.
 */
export function getCrashStateQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: ['studio', 'crash', sessionId],
    queryFn: ({ signal }) => getCrashState({ sessionId, signal }),
    staleTime: Infinity,
  });
}

export function useCrashState(sessionId: string) {
  return useQuery(getCrashStateQueryOptions(sessionId));
}
