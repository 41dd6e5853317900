import { sportsbookBetEndpoints } from '@aurum/contracts/sportsbook';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * A signed offer for `part` of the bet's open stake (thousandths, 1000 = all of it), valid for
 * seconds; 409 `cash_out_unavailable` (with `reason: 'suspended'` while a leg is suspended).
 */
export function getCashOutQuote({ betId, part }: { betId: string; part: number }) {
  return apiRequest(sportsbookBetEndpoints.cashOutQuote, {
    params: { id: betId },
    query: { part },
  });
}

/** Asked on the player's click, never cached: a quote is only good for seconds. */
export function useCashOutQuote() {
  return useMutation({ mutationFn: getCashOutQuote });
}
