import { meEndpoints, type TUpdateMeBody } from '@aurum/contracts/me';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { isUserScoped } from '@/lib/query-meta';
import { getMeQueryOptions } from './get-me';

/** Changes the player's language or display currency. */
export function updateMe(body: TUpdateMeBody) {
  return apiRequest(meEndpoints.update, { body });
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: async (me, body) => {
      queryClient.setQueryData(getMeQueryOptions().queryKey, me);
      // Balances and amounts are shown in the display currency: fetch them again in the new one.
      if ('currency' in body) await queryClient.invalidateQueries({ predicate: isUserScoped });
    },
  });
}
