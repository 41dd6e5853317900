import { catalogueEndpoints } from '@aurum/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuthGate } from '@/lib/auth-gate';
import { USER_SCOPED_META } from '@/lib/query-meta';

/** The signed-in player's favourite game ids, newest first (visitors get 401). */
export function getFavorites({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(catalogueEndpoints.favorites, { signal });
}

export function getFavoritesQueryOptions() {
  return queryOptions({
    queryKey: ['games', 'favorites'],
    queryFn: ({ signal }) => getFavorites({ signal }),
    meta: USER_SCOPED_META,
  });
}

const toIdSet = (favorites: { items: number[] }): ReadonlySet<number> => new Set(favorites.items);

/** The favourite ids as a set, or `undefined` for a visitor and while they load. */
export function useFavoriteIds(): ReadonlySet<number> | undefined {
  const { isSignedIn } = useAuthGate();
  const { data } = useQuery({
    ...getFavoritesQueryOptions(),
    enabled: isSignedIn,
    select: toIdSet,
  });
  return isSignedIn ? data : undefined;
}
