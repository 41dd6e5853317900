import { tournamentEndpoints } from '@aurum/contracts/tournaments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';
import { isApiError, UNEXPECTED_ERROR_DETAIL } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { getTournamentQueryOptions } from './get-tournament';

export function joinTournament(id: string) {
  return apiRequest(tournamentEndpoints.join, { params: { id } });
}

/**
 * Joins a tournament that needs joining. The answer is the player's standing, written into the
 * detail at once; the detail is then asked again for its participants and leaderboard.
 */
export function useJoinTournament(id: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { queryKey } = getTournamentQueryOptions(id);
  return useMutation({
    mutationFn: () => joinTournament(id),
    onSuccess: (me) =>
      queryClient.setQueryData(queryKey, (detail) => (detail ? { ...detail, me } : detail)),
    onError: (error) => {
      const detail = isApiError(error) ? error.detail : UNEXPECTED_ERROR_DETAIL;
      showToast({
        type: 'error',
        message: t([`Tournaments.errors.${detail}`, `Errors.${detail}`, 'Errors.unexpected_error']),
        errorKey: detail,
        errorTime: new Date(),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
