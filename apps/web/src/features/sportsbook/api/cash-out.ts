import { sportsbookBetEndpoints } from '@aurum/contracts/sportsbook';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { BALANCE_QUERY_KEY } from '@/lib/balance-query';
import { getBetsQueryOptions } from './get-bets';

/** Takes a quote: the bet is cashed out, or a settlement that raced it won (409). */
export function cashOut({ betId, token }: { betId: string; token: string }) {
  return apiRequest(sportsbookBetEndpoints.cashOut, { params: { id: betId }, body: { token } });
}

export function useCashOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cashOut,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getBetsQueryOptions().queryKey }),
  });
}
