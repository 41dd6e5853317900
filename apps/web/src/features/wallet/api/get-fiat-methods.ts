import { fiatEndpoints, type TFiatMethod } from '@aurum/contracts/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USER_SCOPED_META } from '@/lib/query-meta';

export function getFiatMethods({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(fiatEndpoints.conditions, { signal });
}

/** Fiat (bank-type) methods with both sides' limits and fields; spec 7: this request is not retried. */
export function getFiatMethodsQueryOptions() {
  return queryOptions({
    queryKey: ['wallet', 'fiat-methods'],
    queryFn: ({ signal }) => getFiatMethods({ signal }),
    staleTime: 5 * 60 * 1000,
    retry: false,
    meta: USER_SCOPED_META,
  });
}

export function useFiatMethods() {
  return useQuery(getFiatMethodsQueryOptions());
}

/** One method by id, from the same (cached) list; `method` is undefined while loading or if unknown. */
export function useFiatMethod(id: string) {
  const query = useFiatMethods();
  const method: TFiatMethod | undefined = query.data?.items.find((item) => item.id === id);
  return { ...query, method };
}
