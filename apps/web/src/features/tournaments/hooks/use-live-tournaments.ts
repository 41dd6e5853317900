import { ZTournamentPositionEvent } from '@aurum/contracts/tournaments';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { realtimeChannels } from '@/lib/realtime/channels';
import { useRealtimeSubscription } from '@/lib/realtime/use-realtime';
import { getTournamentQueryOptions } from '../api/get-tournament';

/** At most one leaderboard refetch per tournament in this window, however often places move. */
export const LEADERBOARD_REFETCH_MS = 3000;

/**
 * The player's `tournaments#{globalId}` channel: each publication is their standing in one
 * tournament. It is written into that tournament's loaded detail at once; the leaderboard is
 * asked again, at most once per `LEADERBOARD_REFETCH_MS` (the last push always leads to one).
 */
export function useLiveTournaments(globalId: string) {
  const queryClient = useQueryClient();
  const timers = useRef(new Map<string, { last: number; timer?: ReturnType<typeof setTimeout> }>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const entry of pending.values()) clearTimeout(entry.timer);
      pending.clear();
    };
  }, []);

  useRealtimeSubscription(realtimeChannels.tournaments(globalId), (data) => {
    const parsed = ZTournamentPositionEvent.safeParse(data);
    if (!parsed.success) return;
    const me = parsed.data;
    const { queryKey } = getTournamentQueryOptions(me.tournamentId);
    if (!queryClient.getQueryData(queryKey)) return;
    queryClient.setQueryData(queryKey, (detail) => (detail ? { ...detail, me } : detail));

    const entry = timers.current.get(me.tournamentId) ?? { last: 0 };
    timers.current.set(me.tournamentId, entry);
    if (entry.timer !== undefined) return;
    const refetch = () => {
      entry.last = Date.now();
      entry.timer = undefined;
      void queryClient.invalidateQueries({ queryKey });
    };
    const wait = entry.last + LEADERBOARD_REFETCH_MS - Date.now();
    if (wait <= 0) refetch();
    else entry.timer = setTimeout(refetch, wait);
  });
}
