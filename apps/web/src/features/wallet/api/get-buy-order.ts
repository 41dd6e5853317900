import { orderEndpoints, type TBuyOrder } from '@aurum/contracts/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USER_SCOPED_META } from '@/lib/query-meta';

/** How often an open order is asked again while its details are on screen. */
export const ORDER_POLL_MS = 5000;

/** Statuses an order does not leave by itself: nothing more to wait for. */
const SETTLED = new Set<TBuyOrder['status']>(['completed', 'declined', 'timeouted', 'refund']);

export function getBuyOrder({ id, signal }: { id: string; signal?: AbortSignal }) {
  return apiRequest(orderEndpoints.buyOrder, { params: { id }, signal });
}

/** One fiat deposit order, asked again every 5 s until it settles (and on each realtime event). */
export function getBuyOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['wallet', 'buy-order', id],
    queryFn: ({ signal }) => getBuyOrder({ id, signal }),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data && SETTLED.has(query.state.data.status) ? false : ORDER_POLL_MS,
    meta: USER_SCOPED_META,
  });
}

export function useBuyOrder(id: string) {
  return useQuery(getBuyOrderQueryOptions(id));
}
