import { ZSportBet, type TSportBet } from '@aurum/contracts/sportsbook';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/lib/format-amount';
import { realtimeChannels } from '@/lib/realtime/channels';
import { useRealtimeSubscription } from '@/lib/realtime/use-realtime';
import { showToast } from '@/lib/toast';
import { getBetsQueryOptions, type TBetsStatus } from '../api/get-bets';
import { upsertBet } from '../utils/upsert-bet';

const LISTS: readonly TBetsStatus[] = ['open', 'settled'];

/**
 * The player's `sport_bets#{globalId}` channel: each publication is one bet as it is now. It is
 * written into the loaded open and settled lists at once, then both are asked again for the
 * server's order and totals; a bet settled as won is announced with what it paid, in the
 * bet's own currency.
 */
export function useLiveBets(globalId: string) {
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation();

  const announceWin = (bet: TSportBet) => {
    if (bet.status !== 'won' || !bet.payout) return;
    const amount = formatAmount(bet.payout, bet.currency, i18n.language).trim();
    showToast({ type: 'success', message: t('Sportsbook.bets.won_toast', { amount }) });
  };

  useRealtimeSubscription(realtimeChannels.sportBets(globalId), (data) => {
    const parsed = ZSportBet.safeParse(data);
    if (!parsed.success) return;
    const bet = parsed.data;
    for (const list of LISTS) {
      queryClient.setQueryData(getBetsQueryOptions(list).queryKey, (page) =>
        page ? upsertBet(page, bet, list) : page,
      );
    }
    void queryClient.invalidateQueries({ queryKey: getBetsQueryOptions().queryKey });
    announceWin(bet);
  });
}
