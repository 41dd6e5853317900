import { catalogueEndpoints } from '@aurum/contracts/catalogue';
import type { TLocaleCode } from '@aurum/contracts/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useApiLanguage } from '@/lib/i18n/use-api-language';
import { USER_SCOPED_META } from '@/lib/query-meta';

/** Banners are kept for a day (spec 9); signing in or out drops them, as they are targeted. */
const BANNERS_STALE_MS = 24 * 60 * 60 * 1000;

/** The banners the server targeted at this visitor or player, in their order. */
export function getBanners({ language, signal }: { language?: TLocaleCode; signal?: AbortSignal }) {
  return apiRequest(catalogueEndpoints.banners, { query: { language }, signal });
}

export function getBannersQueryOptions(language?: TLocaleCode) {
  return queryOptions({
    queryKey: ['banners', { language }],
    queryFn: ({ signal }) => getBanners({ language, signal }),
    staleTime: BANNERS_STALE_MS,
    select: (data) => data.items,
    meta: USER_SCOPED_META,
  });
}

export function useBanners() {
  return useQuery(getBannersQueryOptions(useApiLanguage()));
}
