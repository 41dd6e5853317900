import { orderEndpoints, withdrawEndpoints, type TTransaction } from '@aurum/contracts/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getBalanceQueryOptions } from './get-balance';
import { getTransactionsQueryOptions } from './get-transactions';

export function cancelWithdrawal(id: string) {
  return apiRequest(withdrawEndpoints.cancel, { params: { id } });
}

export function cancelSellOrder(id: string) {
  return apiRequest(orderEndpoints.cancelSell, { params: { id } });
}

type TCancelCall = (id: string) => Promise<TTransaction>;

/**
 * The call that cancels a pending transaction of each type (spec 4 "History item"): a crypto
 * withdrawal through the txn cancel call, a sell (fiat withdrawal) through the sell cancel call.
 * Rows of the types listed here get the cancel button.
 */
const CANCEL_CALLS: Partial<Record<TTransaction['type'], TCancelCall>> = {
  withdraw: cancelWithdrawal,
  sell: cancelSellOrder,
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
