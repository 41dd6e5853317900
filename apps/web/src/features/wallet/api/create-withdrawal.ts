import { withdrawEndpoints, type TCryptoWithdrawBody } from '@aurum/contracts/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getBalanceQueryOptions } from './get-balance';
import { getTransactionsQueryOptions } from './get-transactions';

export function createWithdrawal(body: TCryptoWithdrawBody) {
  return apiRequest(withdrawEndpoints.withdraw, { body });
}

/** Sends a crypto withdrawal; the money is reserved at once, so balance and history refresh. */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getBalanceQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getTransactionsQueryOptions().queryKey }),
      ]),
  });
}
