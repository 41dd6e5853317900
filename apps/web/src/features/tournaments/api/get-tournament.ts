import { tournamentEndpoints } from '@aurum/contracts/tournaments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USER_SCOPED_META } from '@/lib/query-meta';
import { TOURNAMENTS_QUERY_KEY } from './get-tournaments';

/** The leaderboard moves: a detail is asked again after a minute, on focus or when pushed. */
const TOURNAMENT_STALE_MS = 60 * 1000;

/**
 * Places are pushed only when they change: while a tournament runs its detail is also asked
 * again this often, so the scores on the board (the player's own too) keep up.
 */
export const RUNNING_REFRESH_MS = 30 * 1000;

export function getTournament({ id, signal }: { id: string; signal?: AbortSignal }) {
  return apiRequest(tournamentEndpoints.detail, { params: { id }, signal });
}

export function getTournamentQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...TOURNAMENTS_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) => getTournament({ id, signal }),
    staleTime: TOURNAMENT_STALE_MS,
    refetchInterval: (query) =>
      query.state.data?.phase === 'running' ? RUNNING_REFRESH_MS : false,
    meta: USER_SCOPED_META,
  });
}

export function useTournament(id: string) {
  return useQuery(getTournamentQueryOptions(id));
}
