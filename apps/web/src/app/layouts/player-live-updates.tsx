import { useCallback } from 'react';
import { useMarkHasDeposits } from '@/features/auth/hooks/use-mark-has-deposits';
import { useSession } from '@/features/auth/hooks/use-session';
import { useCountDeposit } from '@/features/billing/hooks/use-count-deposit';
import { useOpenGameActions } from '@/features/games/hooks/use-open-game-actions';
import { useLiveBets } from '@/features/sportsbook/hooks/use-live-bets';
import { useLiveTournaments } from '@/features/tournaments/hooks/use-live-tournaments';
import { useLiveBalance } from '@/features/wallet/hooks/use-live-balance';
import { useLiveTransactions } from '@/features/wallet/hooks/use-live-transactions';

function PlayerChannels({ globalId }: { globalId: string }) {
  const markHasDeposits = useMarkHasDeposits();
  const countDeposit = useCountDeposit();
  useLiveBalance(globalId);
  useOpenGameActions(globalId);
  useLiveBets(globalId);
  useLiveTournaments(globalId);
  useLiveTransactions(
    globalId,
    useCallback(() => {
      markHasDeposits();
      countDeposit();
    }, [markHasDeposits, countDeposit]),
  );
  return null;
}

/**
 * The signed-in player's realtime channels (balance, transactions, interface actions, sport
 * bets, tournament standings), listened to for as long as they are signed in, so a settled bet shows in My bets and is
 * announced wherever the player is. A credited deposit also updates the current user and the
 * billing data, which belong to other features: this is where they meet.
 */
export function PlayerLiveUpdates() {
  const { me } = useSession();
  return me ? <PlayerChannels key={me.globalId} globalId={me.globalId} /> : null;
}
