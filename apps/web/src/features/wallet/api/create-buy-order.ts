import { orderEndpoints, type ZBuyOrderBody } from '@aurum/contracts/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { getTransactionsQueryOptions } from './get-transactions';

export type TBuyOrderBody = z.input<typeof ZBuyOrderBody>;

/** Where an external invoice sends the player back: the app's home (spec 7). */
export const ORDER_CALLBACK_PATH = '/';

export function createBuyOrder(body: TBuyOrderBody) {
  return apiRequest(orderEndpoints.createBuy, { body });
}

/** Opens a fiat deposit order; it shows in the history at once (as waiting for payment). */
export function useCreateBuyOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBuyOrder,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getTransactionsQueryOptions().queryKey }),
  });
}
