import { cryptoEndpoints, type TCryptoMethod } from '@aurum/contracts/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USER_SCOPED_META } from '@/lib/query-meta';

export function getCryptoMethods({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(cryptoEndpoints.methods, { signal });
}

/** The crypto methods change rarely; the deposit bonus badge depends on the player. */
export function getCryptoMethodsQueryOptions() {
  return queryOptions({
    queryKey: ['wallet', 'crypto-methods'],
    queryFn: ({ signal }) => getCryptoMethods({ signal }),
    staleTime: 5 * 60 * 1000,
    meta: USER_SCOPED_META,
  });
}

export function useCryptoMethods() {
  return useQuery(getCryptoMethodsQueryOptions());
}

/** One method by code, from the same (cached) list; `method` is undefined while loading or if unknown. */
export function useCryptoMethod(code: string) {
  const query = useCryptoMethods();
  const method: TCryptoMethod | undefined = query.data?.items.find((item) => item.code === code);
  return { ...query, method };
}
