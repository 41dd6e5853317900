import { bonusEndpoints } from '@aurum/contracts/bonuses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuthGate } from '@/lib/auth-gate';
import { USER_SCOPED_META } from '@/lib/query-meta';

/** The player's bonus choices: welcome bonus on fiat and crypto deposits, preferred personal bonus. */
export function getBonusSettings({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(bonusEndpoints.settings, { signal });
}

export function getBonusSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['bonuses', 'settings'],
    queryFn: ({ signal }) => getBonusSettings({ signal }),
    meta: USER_SCOPED_META,
  });
}

export function useBonusSettings() {
  const { isSignedIn } = useAuthGate();
  return useQuery({ ...getBonusSettingsQueryOptions(), enabled: isSignedIn });
}
