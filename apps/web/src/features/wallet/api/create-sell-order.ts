import { orderEndpoints, type ZSellOrderBody } from '@aurum/contracts/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import {
  idempotencyHeaders,
  retryLostAnswer,
  retryLostAnswerDelay,
  type TSubmission,
} from '@/lib/idempotency';
import type { TFiatWithdrawDraft } from '../model/fiat-withdraw-draft';
import { getBalanceQueryOptions } from './get-balance';
import { getTransactionsQueryOptions } from './get-transactions';

type TSellOrderBody = z.input<typeof ZSellOrderBody>;

/** The sell call's body: without a subbank when there is none; only the details given. */
export function toSellOrderBody({
  amount,
  bankId,
  subbankId,
  details,
}: TFiatWithdrawDraft): TSellOrderBody {
  return {
    amount,
    bankId,
    ...(subbankId ? { subbankId } : {}),
    details,
  };
}

/** One submission of the fiat withdraw form; a retry of it sends the same key. */
export function createSellOrder(submission: TSubmission<TFiatWithdrawDraft>) {
  return apiRequest(orderEndpoints.createSell, {
    body: toSellOrderBody(submission.body),
    headers: idempotencyHeaders(submission),
  });
}

/** Sends a fiat withdrawal; amount and fee are reserved at once, so balance and history refresh. */
export function useCreateSellOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSellOrder,
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
