import { sportsbookBetEndpoints, type TPlaceBet } from '@aurum/contracts/sportsbook';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { BALANCE_QUERY_KEY } from '@/lib/balance-query';
import { idempotencyHeaders, retryLostAnswer, retryLostAnswerDelay } from '@/lib/idempotency';
import type { TSubmission } from '@/lib/idempotency';
import { getBetsQueryOptions } from './get-bets';

/** One bet from the slip, sent with its own key: a retry of it is answered, never placed twice. */
export function placeBet(submission: TSubmission<TPlaceBet>) {
  return apiRequest(sportsbookBetEndpoints.place, {
    body: submission.body,
    headers: idempotencyHeaders(submission),
  });
}

/** Places one bet; the open bets refresh after each, the balance after a placed one. Errors are the slip's to show. */
export function usePlaceBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBet,
    retry: retryLostAnswer,
    retryDelay: retryLostAnswerDelay,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getBetsQueryOptions().queryKey }),
  });
}
