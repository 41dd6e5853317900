import { orderEndpoints, type ZDisputeBody } from '@aurum/contracts/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { getTransactionsQueryOptions } from './get-transactions';

export type TDisputeBody = z.input<typeof ZDisputeBody>;

export function createDispute({ orderId, body }: { orderId: string; body: TDisputeBody }) {
  return apiRequest(orderEndpoints.dispute, { params: { id: orderId }, body });
}

/** Disputes a deposit order; its status changes, so the history refreshes. */
export function useCreateDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDispute,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getTransactionsQueryOptions().queryKey }),
  });
}
