import { promoCodeEndpoints } from '@aurum/contracts/promo-codes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A code's terms and whether it can be used now; anyone may ask. */
export function getPromoCode(code: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(promoCodeEndpoints.info, { params: { code }, signal });
}

/** Every code's terms: a use changes its state. */
export const PROMO_CODES_QUERY_KEY = ['bonuses', 'promo-code'] as const;

export function getPromoCodeQueryOptions(code: string) {
  return queryOptions({
    queryKey: [...PROMO_CODES_QUERY_KEY, code.toUpperCase()],
    queryFn: ({ signal }) => getPromoCode(code, { signal }),
    // A code's state changes slowly; a refused one is not asked again at once.
    staleTime: 30_000,
    retry: false,
  });
}

/** Only while `code` is set (a modal showing it is open). */
export function usePromoCode(code: string | null) {
  return useQuery({ ...getPromoCodeQueryOptions(code ?? ''), enabled: Boolean(code) });
}
