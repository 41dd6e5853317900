import { meEndpoints } from '@aurum/contracts/me';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USER_SCOPED_META } from '@/lib/query-meta';

export function getBilling({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(meEndpoints.billing, { signal });
}

export function getBillingQueryOptions() {
  return queryOptions({
    queryKey: ['me', 'billing'],
    queryFn: ({ signal }) => getBilling({ signal }),
    meta: USER_SCOPED_META,
  });
}

/** Only mounted for signed-in players (the call needs a session). */
export function useBilling() {
  return useQuery(getBillingQueryOptions());
}
