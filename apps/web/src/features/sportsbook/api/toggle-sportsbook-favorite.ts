import {
  sportsbookBetEndpoints,
  type ZSportsbookFavoriteToggle,
} from '@aurum/contracts/sportsbook';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { showToast } from '@/lib/toast';
import { getSportsbookFavoritesQueryOptions } from './get-sportsbook-favorites';

export type TFavoriteToggle = z.infer<typeof ZSportsbookFavoriteToggle>;

export function toggleSportsbookFavorite(body: TFavoriteToggle) {
  return apiRequest(sportsbookBetEndpoints.toggleFavorite, { body });
}

/** Stars or un-stars an event or tournament at once; goes back if saving fails. */
export function useToggleSportsbookFavorite() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = getSportsbookFavoritesQueryOptions().queryKey;
  return useMutation({
    mutationFn: toggleSportsbookFavorite,
    onMutate: async ({ kind, id, favorite }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      if (previous) {
        const field = kind === 'event' ? 'events' : 'tournaments';
        const others = previous[field].filter((other) => other !== id);
        queryClient.setQueryData(key, {
          ...previous,
          [field]: favorite ? [id, ...others] : others,
        });
      }
      return { previous };
    },
    onError: (_error, _toggle, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      showToast({ type: 'error', message: t('Sportsbook.favorite_failed') });
    },
    onSuccess: (favorites) => queryClient.setQueryData(key, favorites),
  });
}
