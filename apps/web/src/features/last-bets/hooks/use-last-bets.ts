import { ZLastBet, type TLastBet } from '@aurum/contracts/games';
import { useEffect, useState } from 'react';
import { realtimeChannels } from '@/lib/realtime/channels';
import { useRealtimeStatus, useRealtimeSubscription } from '@/lib/realtime/use-realtime';
import { mergeLastBet } from '../utils/merge-last-bet';

/** How long after connecting the ticker waits for the replay before it says "no wins yet". */
export const REPLAY_WAIT_MS = 1_500;

export type TLastBetsState = 'loading' | 'empty' | 'ready';

/**
 * The public `broadcast:last_bet` channel, for visitors and players alike: the ten newest wins
 * (the gateway replays its last ten on subscribe), newest first.
 */
export function useLastBets(): { bets: TLastBet[]; state: TLastBetsState } {
  const [bets, setBets] = useState<TLastBet[]>([]);
  const [waited, setWaited] = useState(false);
  const status = useRealtimeStatus();

  useRealtimeSubscription(realtimeChannels.lastBets, (data) => {
    const bet = ZLastBet.safeParse(data);
    if (bet.success) setBets((current) => mergeLastBet(current, bet.data));
  });

  useEffect(() => {
    if (status !== 'connected') return;
    const timer = setTimeout(() => setWaited(true), REPLAY_WAIT_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const state = bets.length > 0 ? 'ready' : waited || status === 'offline' ? 'empty' : 'loading';
  return { bets, state };
}
