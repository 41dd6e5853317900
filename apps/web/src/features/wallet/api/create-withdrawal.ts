import { withdrawEndpoints, type TCryptoWithdrawBody } from '@aurum/contracts/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import {
  idempotencyHeaders,
  retryLostAnswer,
  retryLostAnswerDelay,
  type TSubmission,
} from '@/lib/idempotency';
import { getBalanceQueryOptions } from './get-balance';
import { getTransactionsQueryOptions } from './get-transactions';

/** One submission of the withdraw form; a retry of it sends the same key. */
export function createWithdrawal(submission: TSubmission<TCryptoWithdrawBody>) {
  return apiRequest(withdrawEndpoints.withdraw, {
    body: submission.body,
    headers: idempotencyHeaders(submission),
  });
}

/** Sends a crypto withdrawal; the money is reserved at once, so balance and history refresh. */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    // A lost answer is asked again with the submission's key: never a second reservation.
    retry: retryLostAnswer,
    retryDelay: retryLostAnswerDelay,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getBalanceQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getTransactionsQueryOptions().queryKey }),
      ]),
  });
}
