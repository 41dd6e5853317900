import type { TMe } from '@aurum/contracts/me';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getMeQueryOptions } from '../api/get-me';

/** A deposit was credited: the cached current user has deposits now, as /me would answer. */
export function useMarkHasDeposits() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.setQueryData(getMeQueryOptions().queryKey, (me: TMe | null | undefined) =>
      me && !me.hasDeposits ? { ...me, hasDeposits: true } : me,
    );
  }, [queryClient]);
}
