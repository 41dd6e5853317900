import { sportsbookBetEndpoints } from '@aurum/contracts/sportsbook';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuthGate } from '@/lib/auth-gate';
import { USER_SCOPED_META } from '@/lib/query-meta';

/** The player's favourite events and tournaments (visitors get 401). */
export function getSportsbookFavorites({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(sportsbookBetEndpoints.favorites, { signal });
}

export function getSportsbookFavoritesQueryOptions() {
  return queryOptions({
    queryKey: ['sportsbook', 'favorites'],
    queryFn: ({ signal }) => getSportsbookFavorites({ signal }),
    meta: USER_SCOPED_META,
  });
}

export function useSportsbookFavorites() {
  const { isSignedIn } = useAuthGate();
  return useQuery({ ...getSportsbookFavoritesQueryOptions(), enabled: isSignedIn });
}
