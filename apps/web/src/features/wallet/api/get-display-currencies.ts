import { displayCurrencyEndpoints } from '@aurum/contracts/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The list is the operator's configuration: it changes with a release, not during a visit. */
const DISPLAY_CURRENCIES_STALE_MS = 60 * 60 * 1000;

export function getDisplayCurrencies({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(displayCurrencyEndpoints.list, { signal });
}

/** Currencies a player can show balances in (the wallet's selector and the profile). */
export function getDisplayCurrenciesQueryOptions() {
  return queryOptions({
    queryKey: ['wallet', 'display-currencies'],
    queryFn: ({ signal }) => getDisplayCurrencies({ signal }),
    staleTime: DISPLAY_CURRENCIES_STALE_MS,
    select: (data) => data.items,
  });
}

export function useDisplayCurrencies() {
  return useQuery(getDisplayCurrenciesQueryOptions());
}
