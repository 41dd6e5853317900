import type { TLastBet } from '@aurum/contracts/games';
import { toMoney } from '@aurum/contracts/money';
import { maskedPlayerName, payoutMultiplier } from '../../lib/last-bet';
import { LAST_BET_CHANNEL } from '../realtime/channels';
import type { TBetsDeps, TPlayer } from './bets-deps';
import { createBetsRepo, type TBetRow } from './bets.repo';
import { sportSlug } from './sports.seed';

/**
 * After a settlement commits: the bets that won go to the public last-bets ticker beside the
 * casino's wins, with the player's name masked, the stake each settled on and its payout, and its
 * (first leg's) sport and event, which the ticker links to. The settlement says which wins are
 * news (once per bet); the caller has read the players.
 */
export function createLastWins(deps: Pick<TBetsDeps, 'db' | 'realtime' | 'currency'>) {
  return async function publishWins(
    wins: TBetRow[],
    players: ReadonlyMap<string, TPlayer>,
  ): Promise<void> {
    const won = wins.filter((bet) => bet.status === 'won' && bet.payout && bet.payout > 0n);
    if (won.length === 0) return;
    const headlines = new Map(
      (await createBetsRepo(deps.db).headlines(won.map((bet) => bet.id))).map((row) => [
        row.betId,
        row,
      ]),
    );
    const { precision } = deps.currency;
    for (const bet of won) {
      const user = players.get(bet.userId);
      const headline = headlines.get(bet.id);
      if (!user || !headline || !bet.payout) continue;
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
    }
  };
}
