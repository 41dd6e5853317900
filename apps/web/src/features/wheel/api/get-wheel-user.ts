import { wheelEndpoints } from '@aurum/contracts/wheel';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuthGate } from '@/lib/auth-gate';
import { USER_SCOPED_META } from '@/lib/query-meta';

/** Whether today's spin is still there, and when the next one is. */
export function getWheelUser({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(wheelEndpoints.user, { signal });
}

/** Keyed `wheelUser` as spec 7 names it. */
export function getWheelUserQueryOptions() {
  return queryOptions({
    queryKey: ['wheelUser'],
    queryFn: ({ signal }) => getWheelUser({ signal }),
    meta: USER_SCOPED_META,
  });
}

/** Only for a signed-in player: a visitor would get 401. */
export function useWheelUser() {
  const { isSignedIn } = useAuthGate();
  return useQuery({ ...getWheelUserQueryOptions(), enabled: isSignedIn });
}
