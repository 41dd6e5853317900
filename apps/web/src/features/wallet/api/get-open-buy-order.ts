import { orderEndpoints } from '@aurum/contracts/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getBuyOrderQueryOptions } from './get-buy-order';

/** The player's open (not expired) deposit order in a method, or null. */
export async function getOpenBuyOrder({
  bankId,
  signal,
}: {
  bankId: string;
  signal?: AbortSignal;
}) {
  const { order } = await apiRequest(orderEndpoints.notExpired, {
    query: { bank_id: bankId },
    signal,
  });
  return order;
}

/**
 * Asked once, when a method that takes one order at a time is opened (spec 4): a found order
 * goes to the cache, so its details show at once.
 */
export function useFindOpenBuyOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bankId: string) => getOpenBuyOrder({ bankId }),
    onSuccess: (order) => {
      if (order) queryClient.setQueryData(getBuyOrderQueryOptions(order.id).queryKey, order);
    },
  });
}
