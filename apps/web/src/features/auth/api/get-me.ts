import { ErrorDetail } from '@aurum/contracts/http';
import { meEndpoints, type TMe } from '@aurum/contracts/me';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

/** The signed-in player, or `null` for a visitor (401 unauthorized is not a failure here). */
export async function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<TMe | null> {
  try {
    return await apiRequest(meEndpoints.get, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401 && error.detail === ErrorDetail.unauthorized) {
      return null;
    }
    throw error;
  }
}

export function getMeQueryOptions() {
  return queryOptions({
    queryKey: ['me'],
    queryFn: ({ signal }) => getMe({ signal }),
    staleTime: 60_000,
    // A session can end in another tab; look again when the player comes back.
    refetchOnWindowFocus: true,
    meta: { session: true },
  });
}

export function useMe() {
  return useQuery(getMeQueryOptions());
}
