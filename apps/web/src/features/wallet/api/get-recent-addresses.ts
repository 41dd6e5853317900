import { withdrawEndpoints } from '@aurum/contracts/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USER_SCOPED_META } from '@/lib/query-meta';

export function getRecentAddresses({
  currency,
  signal,
}: {
  currency: string;
  signal?: AbortSignal;
}) {
  return apiRequest(withdrawEndpoints.recentAddresses, { params: { currency }, signal });
}

export function getRecentAddressesQueryOptions(currency: string) {
  return queryOptions({
    queryKey: ['wallet', 'recent-addresses', currency],
    queryFn: ({ signal }) => getRecentAddresses({ currency, signal }),
    meta: USER_SCOPED_META,
  });
}

/** Addresses the player withdrew to with this method before, newest first: suggestions. */
export function useRecentAddresses(currency: string) {
  return useQuery(getRecentAddressesQueryOptions(currency));
}
