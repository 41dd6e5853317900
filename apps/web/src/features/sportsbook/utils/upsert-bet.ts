import type { TBetsPage, TSportBet } from '@aurum/contracts/sportsbook';
import type { TBetsStatus } from '../api/get-bets';

/** Which list a bet is shown in: pending and open bets are open, the rest settled. */
export const listOf = (bet: Pick<TSportBet, 'status'>): TBetsStatus =>
  bet.status === 'pending' || bet.status === 'open' ? 'open' : 'settled';

/**
 * A loaded list of bets with one bet as the server reports it now: replaced where it is listed,
 * put first when it joins this list (newest first), taken out when it moved to the other one.
 */
export function upsertBet(page: TBetsPage, bet: TSportBet, list: TBetsStatus): TBetsPage {
  const listed = page.items.some((item) => item.id === bet.id);
  const belongs = listOf(bet) === list;
  if (listed && belongs)
    return { ...page, items: page.items.map((item) => (item.id === bet.id ? bet : item)) };
  if (listed)
    return {
      items: page.items.filter((item) => item.id !== bet.id),
      meta: { total: Math.max(0, page.meta.total - 1) },
    };
  if (belongs) return { items: [bet, ...page.items], meta: { total: page.meta.total + 1 } };
  return page;
}
