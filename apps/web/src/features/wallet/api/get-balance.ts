import { walletEndpoints } from '@aurum/contracts/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { BALANCE_QUERY_KEY } from '@/lib/balance-query';
import { USER_SCOPED_META } from '@/lib/query-meta';

export function getBalance({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(walletEndpoints.balance, { signal });
}

export function getBalanceQueryOptions() {
  return queryOptions({
    queryKey: BALANCE_QUERY_KEY,
    queryFn: ({ signal }) => getBalance({ signal }),
    refetchOnWindowFocus: true,
    // A loaded balance proves the player may play from here: it closes the region screen.
    meta: { ...USER_SCOPED_META, clearsRegionError: true },
  });
}

/** Only mounted for signed-in players. */
export function useBalance() {
  return useQuery(getBalanceQueryOptions());
}
