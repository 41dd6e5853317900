import { sportsbookBetEndpoints } from '@aurum/contracts/sportsbook';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuthGate } from '@/lib/auth-gate';
import { USER_SCOPED_META } from '@/lib/query-meta';

export type TBetsStatus = 'open' | 'settled';

/** The player's open or settled bets, newest first. */
export function getBets(status: TBetsStatus, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(sportsbookBetEndpoints.list, { query: { status, limit: 50 }, signal });
}

export function getBetsQueryOptions(status?: TBetsStatus) {
  return queryOptions({
    queryKey: status ? ['sportsbook', 'bets', status] : ['sportsbook', 'bets'],
    queryFn: ({ signal }) => getBets(status ?? 'open', { signal }),
    meta: USER_SCOPED_META,
    refetchInterval: 15_000,
  });
}

/** Only for a signed-in player: a visitor would get 401. */
export function useBets(status: TBetsStatus) {
  const { isSignedIn } = useAuthGate();
  return useQuery({ ...getBetsQueryOptions(status), enabled: isSignedIn });
}
