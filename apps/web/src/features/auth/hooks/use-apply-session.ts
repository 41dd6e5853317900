import type { TMe } from '@aurum/contracts/me';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearUserScopedQueries } from '@/lib/query-meta';
import { getMeQueryOptions } from '../api/get-me';

/**
 * After sign-in, sign-up or sign-out: the previous player's data goes, the current user becomes
 * the answer we have, and the current-user query is invalidated so it is confirmed by the server
 * (the session cookie, our token, has changed).
 */
export function useApplySession() {
  const queryClient = useQueryClient();
  return useCallback(
    (me: TMe | null) => {
      const { queryKey } = getMeQueryOptions();
      clearUserScopedQueries(queryClient);
      queryClient.setQueryData(queryKey, me);
      void queryClient.invalidateQueries({ queryKey });
    },
    [queryClient],
  );
}
