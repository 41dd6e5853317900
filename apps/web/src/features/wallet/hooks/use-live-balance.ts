import { ZBalance } from '@aurum/contracts/wallet';
import { useQueryClient } from '@tanstack/react-query';
import { realtimeChannels } from '@/lib/realtime/channels';
import { useRealtimeSubscription } from '@/lib/realtime/use-realtime';
import { getBalanceQueryOptions } from '../api/get-balance';

/**
 * Keeps the cached balance live: each `balance#{globalId}` publication is the full balance body,
 * written into the cache, so the header and the wallet update without a refetch.
 */
export function useLiveBalance(globalId: string) {
  const queryClient = useQueryClient();
  useRealtimeSubscription(realtimeChannels.balance(globalId), (data) => {
    const balance = ZBalance.safeParse(data);
    if (balance.success) {
      queryClient.setQueryData(getBalanceQueryOptions().queryKey, balance.data);
    }
  });
}
