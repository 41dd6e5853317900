import { promoCodeEndpoints } from '@aurum/contracts/promo-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getBonusesQueryOptions } from './get-bonuses';
import { PROMO_CODES_QUERY_KEY } from './get-promo-code';

export function redeemPromoCode(code: string) {
  return apiRequest(promoCodeEndpoints.redeem, { body: { code } });
}

/**
 * Uses a promo code. Refusals are left to the caller to show in place; either way the bonus
 * list and the code's terms are refetched (a use changes both).
 */
export function useRedeemPromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemPromoCode,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getBonusesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: PROMO_CODES_QUERY_KEY }),
      ]),
  });
}
