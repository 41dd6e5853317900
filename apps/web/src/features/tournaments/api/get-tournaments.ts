import { tournamentEndpoints, type TTournamentPhase } from '@aurum/contracts/tournaments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USER_SCOPED_META } from '@/lib/query-meta';

/** Tournaments are kept for a day (spec 7); a countdown reaching zero asks again (phases move). */
const TOURNAMENTS_STALE_MS = 24 * 60 * 60 * 1000;

/** The prefix of every tournaments query (lists and details). */
export const TOURNAMENTS_QUERY_KEY = ['tournaments'] as const;

export function getTournaments({
  status,
  signal,
}: {
  status?: TTournamentPhase;
  signal?: AbortSignal;
}) {
  return apiRequest(tournamentEndpoints.list, { query: { status }, signal });
}

/** VIP players see more tournaments: the lists belong to who is signed in. */
export function getTournamentsQueryOptions(status?: TTournamentPhase) {
  return queryOptions({
    queryKey: [...TOURNAMENTS_QUERY_KEY, 'list', { status }],
    queryFn: ({ signal }) => getTournaments({ status, signal }),
    staleTime: TOURNAMENTS_STALE_MS,
    refetchOnWindowFocus: 'always',
    select: (data) => data.items,
    meta: USER_SCOPED_META,
  });
}

export function useTournaments(status?: TTournamentPhase) {
  return useQuery(getTournamentsQueryOptions(status));
}
