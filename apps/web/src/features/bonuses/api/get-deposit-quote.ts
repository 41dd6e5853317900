import { bonusEndpoints, type TDepositBonusQuery } from '@aurum/contracts/bonuses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuthGate } from '@/lib/auth-gate';
import { USER_SCOPED_META } from '@/lib/query-meta';

/** The bonus a deposit of this channel and amount would earn, as the server decides it. */
export function getDepositQuote(query: TDepositBonusQuery, { signal }: { signal?: AbortSignal }) {
  return apiRequest(bonusEndpoints.depositQuote, { query, signal });
}

export const DEPOSIT_QUOTE_KEY = ['bonuses', 'deposit-quote'] as const;

export function getDepositQuoteQueryOptions(query: TDepositBonusQuery) {
  return queryOptions({
    queryKey: [...DEPOSIT_QUOTE_KEY, query],
    queryFn: ({ signal }) => getDepositQuote(query, { signal }),
    // While the amount changes, the last answer stays on screen.
    placeholderData: keepPreviousData,
    meta: USER_SCOPED_META,
  });
}

export function useDepositQuote(query: TDepositBonusQuery) {
  const { isSignedIn } = useAuthGate();
  return useQuery({ ...getDepositQuoteQueryOptions(query), enabled: isSignedIn });
}
