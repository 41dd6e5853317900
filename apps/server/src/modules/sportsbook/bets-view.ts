import { toMoney } from '@aurum/contracts/money';
import { ZMarketType, type TLegResult, type TSportBet } from '@aurum/contracts/sportsbook';
import type { DbOrTx } from '../../db/client';
import { createBetsRepo, type TBetRow } from './bets.repo';
import { marketName } from './market-names';

/** Bets as players see them (`ZSportBet`): legs named, money in the account currency. */
export async function presentBets(
  db: DbOrTx,
  bets: TBetRow[],
  options: { precision: number; cashOut: (bet: TBetRow) => Promise<bigint | null> },
): Promise<TSportBet[]> {
  const repo = createBetsRepo(db);
  const legs = await repo.legsOf(bets.map((bet) => bet.id));
  const names = await repo.legNames([...new Set(legs.map((leg) => leg.marketId))]);
  const money = (minor: bigint) => toMoney(minor, options.precision);
  const presented: TSportBet[] = [];
  for (const bet of bets) {
    const cashOut = await options.cashOut(bet);
    presented.push({
      id: bet.id,
      kind: bet.kind as TSportBet['kind'],
      systemSize: bet.systemSize,
      status: bet.status as TSportBet['status'],
      rejectReason: bet.rejectReason,
      currency: bet.currencyCode,
      stake: money(bet.placedStake),
      openStake: money(bet.stake),
      cashedOut: bet.cashedOut === 0n ? null : money(bet.cashedOut),
      totalOdds: bet.totalOdds === null ? null : Number(bet.totalOdds),
      potentialPayout: money(bet.potentialPayout),
      payout: bet.payout === null ? null : money(bet.payout),
      cashOut: cashOut === null ? null : money(cashOut),
      legs: legs
        .filter((leg) => leg.betId === bet.id)
        .map((leg) => {
          const name = names.find(
            (row) => row.marketId === leg.marketId && row.outcomeId === leg.outcomeId,
          );
          const marketType = ZMarketType.safeParse(name?.type).data ?? null;
          const specifiers = name?.specifiers ?? '';
          return {
            eventId: leg.eventId,
            eventName: name?.eventName ?? leg.eventId,
            sportSlug: name ? `${name.sportKey}-${name.sportId}` : '',
            startsAt: (name?.startsAt ?? bet.placedAt).toISOString(),
            marketId: leg.marketId,
            marketType,
            specifiers,
            marketName: marketType ? marketName(marketType, specifiers) : (name?.type ?? ''),
            outcomeId: leg.outcomeId,
            outcomeName: name?.outcomeName ?? leg.outcomeId,
            home: name?.home ?? null,
            away: name?.away ?? null,
            odds: leg.odds,
            result: leg.result as TLegResult,
          };
        }),
      placedAt: bet.placedAt.toISOString(),
      settledAt: bet.settledAt?.toISOString() ?? null,
    });
  }
  return presented;
}
