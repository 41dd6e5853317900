import type { TLastBet } from '@aurum/contracts/games';
import { toMoney } from '@aurum/contracts/money';
import { maskedPlayerName, payoutMultiplier } from '../../lib/last-bet';
import { LAST_BET_CHANNEL } from '../realtime/channels';
import type { TBetsDeps } from './bets-deps';
import { createBetsRepo, type TBetRow } from './bets.repo';
import { sportSlug } from './sports.seed';

/**
 * After a settlement commits: a bet that won goes to the public last-bets ticker beside the
 * casino's wins, with the player's name masked, the stake it settled on and its payout, and its
 * (first leg's) sport and event, which the ticker links to.
 */
export function createLastWins(deps: Pick<TBetsDeps, 'db' | 'users' | 'realtime' | 'currency'>) {
  return async function publishWin(bet: TBetRow): Promise<void> {
    if (bet.status !== 'won' || !bet.payout || bet.payout <= 0n) return;
    const [user, headline] = await Promise.all([
      deps.users.findById(bet.userId),
      createBetsRepo(deps.db).headline(bet.id),
    ]);
    if (!user || !headline) return;
    const { precision } = deps.currency;
    const entry: TLastBet = {
      kind: 'sport',
      id: bet.id,
      player: maskedPlayerName(user),
      currency: deps.currency.code,
      bet: toMoney(bet.stake, precision),
      payout: toMoney(bet.payout, precision),
      multiplier: payoutMultiplier(bet.payout, bet.stake),
      createdAt: (bet.settledAt ?? new Date()).toISOString(),
      sport: {
        slug: sportSlug({ id: headline.sportId, key: headline.sportKey }),
        key: headline.sportKey,
        name: headline.sportName,
      },
      event: { id: headline.eventId, name: headline.eventName },
      legs: headline.legs,
    };
    deps.realtime.publish(LAST_BET_CHANNEL, entry);
  };
}
