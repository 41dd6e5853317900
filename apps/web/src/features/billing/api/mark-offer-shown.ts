import { meEndpoints, type TBilling } from '@aurum/contracts/me';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getBillingQueryOptions } from './get-billing';

/** Tells the server the first-deposit offer was shown, so it waits before asking again. */
export function markOfferShown() {
  return apiRequest(meEndpoints.showModalInfo);
}

export function useMarkOfferShown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markOfferShown,
    onSuccess: ({ lastShowModalAt }) =>
      queryClient.setQueryData(
        getBillingQueryOptions().queryKey,
        (billing: TBilling | undefined) => (billing ? { ...billing, lastShowModalAt } : billing),
      ),
  });
}
