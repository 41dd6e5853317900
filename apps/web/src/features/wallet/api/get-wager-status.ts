import { withdrawEndpoints } from '@aurum/contracts/wallet';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USER_SCOPED_META } from '@/lib/query-meta';

export function getWagerStatus({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(withdrawEndpoints.wager, { signal });
}

/**
 * Whether withdrawals are open: asked afresh at each confirm (a blocked player gets 422
 * `{detail: 'wager', required, wagered, remaining, currency}`).
 */
export function getWagerStatusQueryOptions() {
  return queryOptions({
    queryKey: ['wallet', 'wager'],
    queryFn: ({ signal }) => getWagerStatus({ signal }),
    staleTime: 0,
    retry: false,
    meta: USER_SCOPED_META,
  });
}
