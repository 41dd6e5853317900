import { bonusEndpoints } from '@aurum/contracts/bonuses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuthGate } from '@/lib/auth-gate';
import { USER_SCOPED_META } from '@/lib/query-meta';

/** The player's offers (welcome steps, everyday, personal) and grants, all in one answer. */
export function getBonuses({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(bonusEndpoints.list, { query: { is_pagination: 'false' }, signal });
}

export function getBonusesQueryOptions() {
  return queryOptions({
    queryKey: ['bonuses', 'list'],
    queryFn: ({ signal }) => getBonuses({ signal }),
    meta: USER_SCOPED_META,
  });
}

/** Only for a signed-in player: a visitor would get 401. */
export function useBonuses() {
  const { isSignedIn } = useAuthGate();
  return useQuery({ ...getBonusesQueryOptions(), enabled: isSignedIn });
}
