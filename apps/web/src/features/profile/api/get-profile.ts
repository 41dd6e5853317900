import { meEndpoints } from '@aurum/contracts/me';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USER_SCOPED_META } from '@/lib/query-meta';

export function getProfile({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(meEndpoints.profile, { signal });
}

export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: ['me', 'profile'],
    queryFn: ({ signal }) => getProfile({ signal }),
    meta: USER_SCOPED_META,
  });
}

/** Only mounted for signed-in players. */
export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
