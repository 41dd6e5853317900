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

/** How often open bets are asked again: their cash-out offers follow the odds. */
const OPEN_BETS_REFRESH_MS = 15_000;

/**
 * A bet's own changes (accepted, settled, cashed out) arrive on the player's realtime channel
 * (`useLiveBets`); only the open bets' cash-out offers, which move with the odds, are polled.
 */
export function getBetsQueryOptions(status?: TBetsStatus) {
  return queryOptions({
    queryKey: status ? ['sportsbook', 'bets', status] : ['sportsbook', 'bets'],
    queryFn: ({ signal }) => getBets(status ?? 'open', { signal }),
    meta: USER_SCOPED_META,
    refetchInterval: status === 'settled' ? false : OPEN_BETS_REFRESH_MS,
  });
}

/** Only for a signed-in player: a visitor would get 401. */
export function useBets(status: TBetsStatus) {
  const { isSignedIn } = useAuthGate();
  return useQuery({ ...getBetsQueryOptions(status), enabled: isSignedIn });
}
