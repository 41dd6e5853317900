import type { TBilling } from '@aurum/contracts/me';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getBillingQueryOptions } from '../api/get-billing';

/**
 * A deposit was credited: the cached billing counts it, and the first-deposit offer is no longer
 * wanted (the server offers it only to players without deposits).
 */
export function useCountDeposit() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.setQueryData(getBillingQueryOptions().queryKey, (billing: TBilling | undefined) =>
      billing
        ? { ...billing, countDeposit: billing.countDeposit + 1, isShowModal: false }
        : billing,
    );
  }, [queryClient]);
}
