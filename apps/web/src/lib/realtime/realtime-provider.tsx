import { useLayoutEffect, useState, type ReactNode } from 'react';
import { env } from '@/config/env';
import {
  createRealtimeClient,
  type TRealtimeIdentity,
  type TRefreshIdentity,
} from './realtime-client';
import { RealtimeContext } from './realtime-context';

function warnInDevelopment(message: string, details?: unknown) {
  if (env.isDev) console.warn(message, details);
}

interface TRealtimeProviderProps {
  /** Who uses the app: a player, `null` for a visitor, `undefined` while that is not known. */
  identity: TRealtimeIdentity | null | undefined;
  /** Fetches the current identity again (the server refused the token or ended the session). */
  refreshIdentity: TRefreshIdentity;
  children: ReactNode;
}

/** Owns the app's one realtime connection and keeps it on the current visitor or player. */
export function RealtimeProvider({ identity, refreshIdentity, children }: TRealtimeProviderProps) {
  const [client] = useState(() =>
    createRealtimeClient({ url: env.apiBaseUrl || undefined, warn: warnInDevelopment }),
  );
  useLayoutEffect(() => () => client.close(), [client]);
  useLayoutEffect(() => client.setRefreshIdentity(refreshIdentity), [client, refreshIdentity]);

  const known = identity !== undefined;
  const playerId = identity?.playerId;
  const token = identity?.token;
  // A layout effect: the connection switches before the new player's screens subscribe.
  useLayoutEffect(() => {
    if (!known) return;
    client.setIdentity(playerId && token ? { playerId, token } : null);
  }, [client, known, playerId, token]);

  return <RealtimeContext value={client}>{children}</RealtimeContext>;
}
