import { orderEndpoints, type ZPaidBody } from '@aurum/contracts/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { getBuyOrderQueryOptions } from './get-buy-order';
import { getTransactionsQueryOptions } from './get-transactions';

export type TPaidBody = z.input<typeof ZPaidBody>;

export function submitPaidProof({ orderId, body }: { orderId: string; body: TPaidBody }) {
  return apiRequest(orderEndpoints.paid, { params: { id: orderId }, body });
}

/** "I paid": the payer's name and a proof image; the order then waits for confirmation. */
export function useSubmitPaidProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPaidProof,
    onSuccess: (order) => {
      queryClient.setQueryData(getBuyOrderQueryOptions(order.id).queryKey, order);
      return queryClient.invalidateQueries({ queryKey: getTransactionsQueryOptions().queryKey });
    },
  });
}
