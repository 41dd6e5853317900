import { orderEndpoints } from '@aurum/contracts/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USER_SCOPED_META } from '@/lib/query-meta';

export function getSavedDetails({ bankId, signal }: { bankId: string; signal?: AbortSignal }) {
  return apiRequest(orderEndpoints.savedDetails, { query: { bankId }, signal });
}

export function getSavedDetailsQueryOptions(bankId: string) {
  return queryOptions({
    queryKey: ['wallet', 'saved-details', bankId],
    queryFn: ({ signal }) => getSavedDetails({ bankId, signal }),
    meta: USER_SCOPED_META,
  });
}

/** Detail sets the player withdrew to before through a method: they prefill its form. */
export function useSavedDetails(bankId: string) {
  return useQuery(getSavedDetailsQueryOptions(bankId));
}
