import { withdrawEndpoints } from '@aurum/contracts/wallet';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USER_SCOPED_META } from '@/lib/query-meta';

export function getWithdrawFee({
  code,
  amount,
  signal,
}: {
  code: string;
  amount: string;
  signal?: AbortSignal;
}) {
  return apiRequest(withdrawEndpoints.fee, { params: { code }, query: { amount }, signal });
}

/** The bounds depend on the balance: a quote is reused only briefly. */
export function getWithdrawFeeQueryOptions(code: string, amount: string) {
  return queryOptions({
    queryKey: ['wallet', 'withdraw-fee', code, { amount }],
    queryFn: ({ signal }) => getWithdrawFee({ code, amount, signal }),
    staleTime: 10_000,
    meta: USER_SCOPED_META,
  });
}

/**
 * Fee and bounds of withdrawing `amount`; asked only while `enabled` (an amount above zero).
 * The previous quote stays on screen while the next one loads.
 */
export function useWithdrawFee(code: string, amount: string, enabled: boolean) {
  return useQuery({
    ...getWithdrawFeeQueryOptions(code, amount),
    enabled,
    placeholderData: keepPreviousData,
  });
}
