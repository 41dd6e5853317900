import { rgEndpoints, type TRgState } from '@aurum/contracts/responsible-gaming';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { getResponsibleGamingQueryOptions } from './get-responsible-gaming';

type TChange = Exclude<keyof typeof rgEndpoints, 'state'>;
type TBodyOf<K extends TChange> = z.input<NonNullable<(typeof rgEndpoints)[K]['body']>>;

/** One change of the player's settings (`setLimit`, `timeOut`...): every call answers the state. */
export function updateResponsibleGaming<K extends TChange>(change: K, body: TBodyOf<K>) {
  const endpoint = rgEndpoints[change] as (typeof rgEndpoints)['setLimit'];
  const answer: Promise<TRgState> = apiRequest(endpoint, { body: body as never });
  return answer;
}

/** A change of the settings; the answer replaces the cached state. */
export function useUpdateResponsibleGaming<K extends TChange>(change: K) {
  const queryClient = useQueryClient();
  const { queryKey } = getResponsibleGamingQueryOptions();
  return useMutation({
    mutationFn: (body: TBodyOf<K>) => updateResponsibleGaming(change, body),
    onSuccess: (state) => queryClient.setQueryData(queryKey, state),
  });
}
