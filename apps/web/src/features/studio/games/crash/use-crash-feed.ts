import { crashChannel, CRASH_VARIANT, ZCrashEvent, type TCrashState } from '@aurum/contracts/crash';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { env } from '@/config/env';
import { createRealtimeClient, type TRealtimeStatus } from '@/lib/realtime/realtime-client';
import { getCrashStateQueryOptions } from '../../api/get-crash-state';
import { applyCrashEvent, clockOffset, flightMultiplier } from '../../model/crash';

/** Ticks behind the local estimate by more than this move the clock offset. */
const TICK_TOLERANCE = 2;

/**
 * The crash round live: the game frame joins the public `crash#{variant}` channel as a visitor
 * (the same client the casino uses; a public channel needs no token), folds every event into
 * the state query and keeps the offset of the server's clock, set from each `serverTime` and
 * corrected by the ticks. After a reconnect the state is fetched again.
 */
export function useCrashFeed(sessionId: string, serverTime: string | undefined) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<TRealtimeStatus>('idle');
  const offset = useRef(0);
  const key = getCrashStateQueryOptions(sessionId).queryKey;

  useEffect(() => {
    if (serverTime) offset.current = clockOffset(serverTime, Date.now());
  }, [serverTime]);

  useEffect(() => {
    const client = createRealtimeClient({
      url: env.apiBaseUrl || undefined,
      warn: () => undefined,
    });
    let wasConnected = false;
    const stopStatus = client.onStatusChange(() => {
      const next = client.getStatus();
      setStatus(next);
      if (next === 'connected') {
        // Events missed while away: read the round again.
        if (wasConnected) void queryClient.invalidateQueries({ queryKey: key });
        wasConnected = true;
      }
    });
    const stop = client.subscribe(crashChannel(CRASH_VARIANT), (data) => {
      const parsed = ZCrashEvent.safeParse(data);
      if (!parsed.success) return;
      const event = parsed.data;
      if (event.type === 'tick') {
        const state = queryClient.getQueryData<TCrashState>(key);
        const startedAt = state?.round?.id === event.roundId ? state.round.startedAt : null;
        if (startedAt) {
          const local = flightMultiplier(startedAt, Date.now(), offset.current);
          if (Math.abs(local - event.multiplier) > TICK_TOLERANCE)
            offset.current = clockOffset(event.serverTime, Date.now());
        }
        return;
      }
      if (event.type === 'round') offset.current = clockOffset(event.serverTime, Date.now());
      queryClient.setQueryData<TCrashState>(key, (previous) =>
        previous ? applyCrashEvent(previous, event) : previous,
      );
    });
    client.setIdentity(null);
    return () => {
      stop();
      stopStatus();
      client.close();
    };
    // The key is derived from the session id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessionId, queryClient]);

  return { status, offset };
}
