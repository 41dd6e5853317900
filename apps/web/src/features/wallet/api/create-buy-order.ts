import { orderEndpoints, type ZBuyOrderBody } from '@aurum/contracts/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import {
  idempotencyHeaders,
  retryLostAnswer,
  retryLostAnswerDelay,
  type TSubmission,
} from '@/lib/idempotency';
import { getTransactionsQueryOptions } from './get-transactions';

export type TBuyOrderBody = z.input<typeof ZBuyOrderBody>;

/** Where an external invoice sends the player back: the app's home (spec 7). */
export const ORDER_CALLBACK_PATH = '/';

/** One submission of the deposit form; a retry of it sends the same key. */
export function createBuyOrder(submission: TSubmission<TBuyOrderBody>) {
  return apiRequest(orderEndpoints.createBuy, {
    body: submission.body,
    headers: idempotencyHeaders(submission),
  });
}

/** Opens a fiat deposit order; it shows in the history at once (as waiting for payment). */
export function useCreateBuyOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBuyOrder,
    // A lost answer is asked again with the submission's key: never a second order.
    retry: retryLostAnswer,
    retryDelay: retryLostAnswerDelay,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getTransactionsQueryOptions().queryKey }),
  });
}
