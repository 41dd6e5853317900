import { cryptoEndpoints } from '@aurum/contracts/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USER_SCOPED_META } from '@/lib/query-meta';

/**
 * The player's deposit address for a crypto method. A POST, but it only creates the address
 * the first time and answers the same one after: stable per player and method, so it is read
 * like any other data and kept for the visit.
 */
export function getDepositAddress({ code, signal }: { code: string; signal?: AbortSignal }) {
  return apiRequest(cryptoEndpoints.depositAddress, { body: { currency: code }, signal });
}

export function getDepositAddressQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['wallet', 'deposit-address', code],
    queryFn: ({ signal }) => getDepositAddress({ code, signal }),
    staleTime: Infinity,
    meta: USER_SCOPED_META,
  });
}

export function useDepositAddress(code: string) {
  return useQuery(getDepositAddressQueryOptions(code));
}
