import { meEndpoints, type TMe } from '@aurum/contracts/me';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { isSessionQuery, isUserScoped } from '@/lib/query-meta';

/** Saves the player's display currency (the wallet's selector). */
export function updateDisplayCurrency(code: string) {
  return apiRequest(meEndpoints.update, { body: { currency: { primary: code } } });
}

export function useUpdateDisplayCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDisplayCurrency,
    onSuccess: async (me) => {
      // The current-user query belongs to auth: it is found by its meta, not imported.
      queryClient.setQueriesData<TMe | null>({ predicate: isSessionQuery }, me);
      // Balances and amounts are shown in the display currency: fetch them again in the new one.
      await queryClient.invalidateQueries({ predicate: isUserScoped });
    },
  });
}
