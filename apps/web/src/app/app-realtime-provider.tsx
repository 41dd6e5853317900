import type { TMe } from '@aurum/contracts/me';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { getMeQueryOptions, useMe } from '@/features/auth/api/get-me';
import type { TRealtimeIdentity } from '@/lib/realtime/realtime-client';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';

const toIdentity = (me: TMe | null): TRealtimeIdentity | null =>
  me ? { playerId: me.globalId, token: me.websocketToken } : null;

/**
 * The realtime connection follows the current user: unknown while /me loads, then a visitor or
 * the player with /me's websocketToken. When the server refuses the token or ends the connection,
 * /me is asked again: a fresh token reconnects; a ban answers 401 and opens the ban screen.
 */
export function AppRealtimeProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useMe();
  const refreshIdentity = useCallback(
    async () => toIdentity(await queryClient.query({ ...getMeQueryOptions(), staleTime: 0 })),
    [queryClient],
  );
  return (
    <RealtimeProvider
      identity={me.isPending ? undefined : toIdentity(me.data ?? null)}
      refreshIdentity={refreshIdentity}
    >
      {children}
    </RealtimeProvider>
  );
}
