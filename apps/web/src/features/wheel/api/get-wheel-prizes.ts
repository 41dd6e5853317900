import { wheelEndpoints } from '@aurum/contracts/wheel';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The current prize table's segments: public, the visitor teaser shows them too. */
export function getWheelPrizes({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(wheelEndpoints.prizes, { signal });
}

export function getWheelPrizesQueryOptions() {
  return queryOptions({
    queryKey: ['wheel', 'prizes'],
    queryFn: ({ signal }) => getWheelPrizes({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useWheelPrizes({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getWheelPrizesQueryOptions(), enabled });
}
