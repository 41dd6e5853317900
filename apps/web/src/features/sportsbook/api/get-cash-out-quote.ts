import { sportsbookBetEndpoints } from '@aurum/contracts/sportsbook';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A signed offer for the whole bet, valid for seconds; 409 `cash_out_unavailable`. */
export function getCashOutQuote(betId: string) {
  return apiRequest(sportsbookBetEndpoints.cashOutQuote, {
    params: { id: betId },
    query: { part: 1000 },
  });
}

/** Asked on the player's click, never cached: a quote is only good for seconds. */
export function useCashOutQuote() {
  return useMutation({ mutationFn: getCashOutQuote });
}
