import { catalogueEndpoints } from '@aurum/contracts/catalogue';
import type { TLocaleCode } from '@aurum/contracts/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useApiLanguage } from '@/lib/i18n/use-api-language';

/** The category tree changes with the catalogue, not per visit: kept for a day (spec 7, 9). */
export const CATEGORIES_STALE_MS = 24 * 60 * 60 * 1000;

export function getCategories({
  language,
  signal,
}: {
  language?: TLocaleCode;
  signal?: AbortSignal;
}) {
  return apiRequest(catalogueEndpoints.categories, { query: { language }, signal });
}

export function getCategoriesQueryOptions(language?: TLocaleCode) {
  return queryOptions({
    queryKey: ['games', 'categories', { language }],
    queryFn: ({ signal }) => getCategories({ language, signal }),
    staleTime: CATEGORIES_STALE_MS,
    gcTime: CATEGORIES_STALE_MS,
    select: (data) => data.items,
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions(useApiLanguage()));
}
