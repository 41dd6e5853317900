import { rgEndpoints } from '@aurum/contracts/responsible-gaming';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuthGate } from '@/lib/auth-gate';
import { USER_SCOPED_META } from '@/lib/query-meta';

/** The player's limits with usage, block, reality-check and session settings. */
export function getResponsibleGaming({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(rgEndpoints.state, { signal });
}

export function getResponsibleGamingQueryOptions() {
  return queryOptions({
    queryKey: ['responsible-gaming'],
    queryFn: ({ signal }) => getResponsibleGaming({ signal }),
    meta: USER_SCOPED_META,
  });
}

/** Only for a signed-in player: a visitor would get 401. */
export function useResponsibleGaming() {
  const { isSignedIn } = useAuthGate();
  return useQuery({ ...getResponsibleGamingQueryOptions(), enabled: isSignedIn });
}
