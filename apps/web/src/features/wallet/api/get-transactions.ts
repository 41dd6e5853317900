import { walletEndpoints } from '@aurum/contracts/wallet';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USER_SCOPED_META } from '@/lib/query-meta';

/** The wallet history loads ten transactions at a time. */
export const TRANSACTIONS_PAGE_SIZE = 10;

export function getTransactions({ offset, signal }: { offset: number; signal?: AbortSignal }) {
  return apiRequest(walletEndpoints.transactions, {
    query: { offset, limit: TRANSACTIONS_PAGE_SIZE },
    signal,
  });
}

export function getTransactionsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['wallet', 'transactions', { limit: TRANSACTIONS_PAGE_SIZE }],
    queryFn: ({ pageParam, signal }) => getTransactions({ offset: pageParam, signal }),
    initialPageParam: 0,
    getNextPageParam: ({ meta }) => {
      const next = meta.offset + meta.limit;
      return next < meta.total ? next : undefined;
    },
    meta: USER_SCOPED_META,
  });
}

export function useTransactions() {
  return useInfiniteQuery(getTransactionsQueryOptions());
}
