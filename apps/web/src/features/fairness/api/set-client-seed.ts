import { gameEndpoints } from '@aurum/contracts/games';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getFairnessQueryOptions } from './get-fairness';

/** Changes the client seed of the current pair; the nonce carries on. */
export function setClientSeed({ clientSeed }: { clientSeed: string }) {
  return apiRequest(gameEndpoints.setClientSeed, { body: { clientSeed } });
}

export function useSetClientSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setClientSeed,
    onSuccess: (fairness) => queryClient.setQueryData(getFairnessQueryOptions().queryKey, fairness),
  });
}
