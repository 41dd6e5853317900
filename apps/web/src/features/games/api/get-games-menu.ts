import { catalogueEndpoints } from '@aurum/contracts/catalogue';
import type { TLocaleCode } from '@aurum/contracts/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useApiLanguage } from '@/lib/i18n/use-api-language';
import { shouldRetry } from '@/lib/query-client';
import { CATEGORIES_STALE_MS } from './get-categories';

export function getGamesMenu({
  language,
  signal,
}: {
  language?: TLocaleCode;
  signal?: AbortSignal;
}) {
  return apiRequest(catalogueEndpoints.menu, { query: { language }, signal });
}

export function getGamesMenuQueryOptions(language?: TLocaleCode) {
  return queryOptions({
    queryKey: ['games', 'menu', { language }],
    queryFn: ({ signal }) => getGamesMenu({ language, signal }),
    staleTime: CATEGORIES_STALE_MS,
    // The sidebar falls back to the fixed sections after one more try, not after three.
    retry: (failureCount, error) => failureCount < 1 && shouldRetry(failureCount, error),
    select: (data) => data.items,
  });
}

export function useGamesMenu() {
  return useQuery(getGamesMenuQueryOptions(useApiLanguage()));
}
