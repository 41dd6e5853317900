import { withdrawEndpoints, type TTransaction } from '@aurum/contracts/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getBalanceQueryOptions } from './get-balance';
import { getTransactionsQueryOptions } from './get-transactions';

export function cancelWithdrawal(id: string) {
  return apiRequest(withdrawEndpoints.cancel, { params: { id } });
}

type TCancelCall = (id: string) => Promise<TTransaction>;

/**
 * The call that cancels a pending transaction of each type (spec 4 "History item"). A sell
 * (fiat withdrawal) is cancelled through `POST /api/v1/wallet/orders/sell/{id}/cancel`: add
 * `sell` here when fiat payments bring that call, and its rows get the cancel button.
 */
const CANCEL_CALLS: Partial<Record<TTransaction['type'], TCancelCall>> = {
  withdraw: cancelWithdrawal,
};

export const hasCancelCall = (type: TTransaction['type']): boolean => type in CANCEL_CALLS;

export function cancelTransaction({ id, type }: Pick<TTransaction, 'id' | 'type'>) {
  const cancel = CANCEL_CALLS[type];
  if (!cancel) return Promise.reject(new Error(`No cancel call for ${type} transactions`));
  return cancel(id);
}

/** Cancels a pending withdrawal; the money returns, so history and balance refresh. */
export function useCancelTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTransaction,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getTransactionsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getBalanceQueryOptions().queryKey }),
      ]),
  });
}
