import { gameEndpoints } from '@aurum/contracts/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USER_SCOPED_META } from '@/lib/query-meta';

/** The committed server seed hash, the client seed, the next nonce and the revealed pairs. */
export function getFairness({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(gameEndpoints.fairness, { signal });
}

/** Every round moves the nonce on: asked again each time the panel opens. */
export function getFairnessQueryOptions() {
  return queryOptions({
    queryKey: ['fairness', 'seeds'],
    queryFn: ({ signal }) => getFairness({ signal }),
    staleTime: 0,
    meta: USER_SCOPED_META,
  });
}

export function useFairness() {
  return useQuery(getFairnessQueryOptions());
}
