import { catalogueEndpoints } from '@aurum/contracts/catalogue';
import type { TLocaleCode } from '@aurum/contracts/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useApiLanguage } from '@/lib/i18n/use-api-language';
import { CATEGORIES_STALE_MS } from './get-categories';

export function getPromoCategories({
  language,
  signal,
}: {
  language?: TLocaleCode;
  signal?: AbortSignal;
}) {
  return apiRequest(catalogueEndpoints.promoCategories, { query: { language }, signal });
}

export function getPromoCategoriesQueryOptions(language?: TLocaleCode) {
  return queryOptions({
    queryKey: ['games', 'promo-categories', { language }],
    queryFn: ({ signal }) => getPromoCategories({ language, signal }),
    staleTime: CATEGORIES_STALE_MS,
    select: (data) => data.items,
  });
}

export function usePromoCategories() {
  return useQuery(getPromoCategoriesQueryOptions(useApiLanguage()));
}
