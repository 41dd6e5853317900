import { languagesEndpoints } from '@aurum/contracts/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `mode=1`: only the languages offered to players. */
const OFFERED_MODE = 1;

export function getLanguages({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(languagesEndpoints.list, { query: { mode: OFFERED_MODE }, signal });
}

export function getLanguagesQueryOptions() {
  return queryOptions({
    queryKey: ['languages', { mode: OFFERED_MODE }],
    queryFn: ({ signal }) => getLanguages({ signal }),
    // The spec caches the language list for the whole visit.
    staleTime: Infinity,
    gcTime: Infinity,
    // The shell waits for this list behind the preloader: fail fast, the UI copes without it.
    retry: 1,
  });
}

export function useLanguages() {
  return useQuery(getLanguagesQueryOptions());
}
