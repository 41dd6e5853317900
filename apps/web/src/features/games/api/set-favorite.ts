import { catalogueEndpoints } from '@aurum/contracts/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';
import { showToast } from '@/lib/toast';
import { getFavoritesQueryOptions } from './get-favorites';
import { getGamesQueryOptions } from './get-games';

export interface TSetFavorite {
  gameId: number;
  favorite: boolean;
}

/** Hearts (PUT) or un-hearts (DELETE) a game; both are idempotent and answer the new list. */
export function setFavorite({ gameId, favorite }: TSetFavorite) {
  const endpoint = favorite ? catalogueEndpoints.addFavorite : catalogueEndpoints.removeFavorite;
  return apiRequest(endpoint, { params: { gameId } });
}

/**
 * Toggles a favourite optimistically: the heart changes at once, goes back if the call fails,
 * and the favourites and every games list are refreshed from the server afterwards.
 */
export function useSetFavorite() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const favoritesKey = getFavoritesQueryOptions().queryKey;
  return useMutation({
    mutationFn: setFavorite,
    onMutate: async ({ gameId, favorite }) => {
      await queryClient.cancelQueries({ queryKey: favoritesKey });
      const previous = queryClient.getQueryData(favoritesKey);
      if (previous) {
        const others = previous.items.filter((id) => id !== gameId);
        const items = favorite ? [gameId, ...others] : others;
        queryClient.setQueryData(favoritesKey, {
          items,
          meta: { ...previous.meta, total: items.length },
        });
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(favoritesKey, context.previous);
      showToast({ type: 'error', message: t('Games.favorite_failed') });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: favoritesKey }),
        queryClient.invalidateQueries({ queryKey: getGamesQueryOptions().queryKey }),
      ]),
  });
}
