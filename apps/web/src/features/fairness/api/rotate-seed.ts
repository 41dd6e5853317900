import { gameEndpoints } from '@aurum/contracts/games';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getFairRoundsQueryOptions } from './get-fair-rounds';
import { getFairnessQueryOptions } from './get-fairness';

/** Reveals the current server seed and commits a new one (the nonce starts again at 0). */
export function rotateSeed() {
  return apiRequest(gameEndpoints.rotate);
}

/** The rounds of the revealed pair can now be verified: the rounds list is fetched again. */
export function useRotateSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateSeed,
    onSuccess: (fairness) => {
      queryClient.setQueryData(getFairnessQueryOptions().queryKey, fairness);
      return queryClient.invalidateQueries({ queryKey: getFairRoundsQueryOptions().queryKey });
    },
  });
}
