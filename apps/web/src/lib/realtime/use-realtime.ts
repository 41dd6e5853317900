import { use, useCallback, useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { TRealtimeStatus } from './realtime-client';
import { RealtimeContext } from './realtime-context';

/**
 * Listens to a realtime channel while mounted (`null`: not now). Several components may listen
 * to one channel; it is left when the last of them unmounts. `onPublication` gets the raw data:
 * parse it with the channel's contract.
 */
export function useRealtimeSubscription(
  channel: string | null,
  onPublication: (data: unknown) => void,
): void {
  const client = use(RealtimeContext);
  const handle = useEffectEvent(onPublication);
  useEffect(() => {
    if (!client || !channel) return;
    return client.subscribe(channel, (data) => handle(data));
  }, [client, channel]);
}

/** The connection's state, for a subtle "reconnecting" hint. */
export function useRealtimeStatus(): TRealtimeStatus {
  const client = use(RealtimeContext);
  const subscribe = useCallback(
    (listener: () => void) => client?.onStatusChange(listener) ?? (() => undefined),
    [client],
  );
  const getStatus = useCallback((): TRealtimeStatus => client?.getStatus() ?? 'idle', [client]);
  return useSyncExternalStore(subscribe, getStatus, getStatus);
}
