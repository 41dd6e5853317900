import {
  ZSportsbookUpdate,
  type TEventSummary,
  type TSportsbookUpdate,
} from '@aurum/contracts/sportsbook';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useRealtimeSubscription } from '@/lib/realtime/use-realtime';
import { getEventQueryOptions } from '../api/get-event';
import { applyToDetail, applyToSummary, sportsbookChannel } from '../utils/apply-update';
import { betSlip } from './use-bet-slip';

/** Parses one publication of `sportsbook#{id}`, and keeps the slip's legs in step with it. */
function useSportsbookChannel(eventId: string, onUpdate: (update: TSportsbookUpdate) => void) {
  useRealtimeSubscription(sportsbookChannel(eventId), (data) => {
    const parsed = ZSportsbookUpdate.safeParse(data);
    if (!parsed.success) return;
    const update = parsed.data;
    if (update.kind === 'market') betSlip.followMarket(update.market);
    onUpdate(update);
  });
}

/** A list row that follows its event live: the updates since the list loaded, on top of it. */
export function useLiveSummary(event: TEventSummary): TEventSummary {
  const [live, setLive] = useState({ base: event, current: event });
  // A refetched list brings a new base; later updates apply to it.
  const current = live.base === event ? live.current : event;
  useSportsbookChannel(event.id, (update) =>
    setLive((state) => {
      const base = state.base === event ? state.current : event;
      return { base: event, current: applyToSummary(base, update) };
    }),
  );
  return current;
}

/** The event page follows its event live, right in the query cache. */
export function useLiveEventDetail(eventId: string): void {
  const queryClient = useQueryClient();
  const key = getEventQueryOptions(eventId).queryKey;
  useSportsbookChannel(eventId, (update) =>
    queryClient.setQueryData(key, (event) => (event ? applyToDetail(event, update) : event)),
  );
}
