import { randomUUID } from 'node:crypto';
import { IdempotencyErrorDetail } from '@aurum/contracts/http';
import { formatMinor } from '@aurum/contracts/money';
import { SportsbookErrorDetail as Detail, type TPlaceBet } from '@aurum/contracts/sportsbook';
import { combinedOdds, potentialPayout } from '@aurum/sportsbook';
import { AppError } from '../../lib/app-error';
import { parsePositiveAmount } from '../../lib/parse-amount';
import { storeSplit, type TBetsDeps } from './bets-deps';
import { createBetsRepo, type TBetRow } from './bets.repo';
import { queueOpenedBet } from './settle-candidates';
import { acceptedOdds, checkSlip } from './slip-rules';

const sameSlip = (bet: TBetRow, stake: bigint, slip: TPlaceBet) =>
  bet.kind === slip.kind && bet.placedStake === stake && bet.oddsPolicy === slip.oddsPolicy;

/**
 * Placement: in one transaction under the player's money lock, the selections are read FOR
 * SHARE (an odds change, bet stop or settlement waits, or is seen), checked against the slip's
 * policy and the limits, the stake moves to the open-bets account (a live bet's to the pending
 * account until its delay passes) and the bet is written (its market queued for settlement if
 * a cancel window already covers it). The client key is unique per player: the same slip twice
 * is one bet and one stake.
 */
export function createPlaceBet(deps: TBetsDeps) {
  const { limits, currency } = deps;
  const money = (minor: bigint) => formatMinor(minor, currency.precision);

  function parseStake(text: string): bigint {
    const stake = parsePositiveAmount(text, currency.precision);
    const range = { min: money(limits.minStake), max: money(limits.maxStake) };
    if (stake < limits.minStake) throw new AppError(Detail.stakeTooLow, 400, range);
    if (stake > limits.maxStake) throw new AppError(Detail.stakeTooHigh, 400, range);
    return stake;
  }

  return async function place(
    userId: string,
    key: string,
    slip: TPlaceBet,
  ): Promise<{ bet: TBetRow; created: boolean }> {
    checkSlip(slip);
    const stake = parseStake(slip.stake);
    const result = await deps.db.transaction(async (tx) => {
      await deps.stakes.lock(tx, userId);
      const repo = createBetsRepo(tx);
      const existing = await repo.findByKey(userId, key);
      if (existing) {
        if (!sameSlip(existing, stake, slip))
          throw new AppError(IdempotencyErrorDetail.keyReused, 422);
        return { bet: existing, created: false };
      }
      const marketIds = [...new Set(slip.legs.map((leg) => leg.marketId))];
      const selections = await repo.selections(marketIds, true);
      const odds = acceptedOdds(slip.oddsPolicy, slip.legs, selections);
      const potential = potentialPayout({
        kind: slip.kind,
        systemSize: slip.systemSize,
        stakeMinor: stake,
        odds,
      });
      if (potential > limits.maxPayout)
        throw AppError.conflict(Detail.payoutTooHigh, { max: money(limits.maxPayout) });
      for (const eventId of new Set(slip.legs.map((leg) => leg.eventId))) {
        if ((await repo.eventExposure(userId, eventId)) + potential > limits.maxEventPayout)
          throw AppError.conflict(Detail.payoutTooHigh, { max: money(limits.maxEventPayout) });
      }
      const live = selections.filter(
        (row) => row.eventStatus === 'live' && marketIds.includes(row.marketId),
      );
      const delay = Math.max(0, ...live.map((row) => row.betDelaySeconds));
      const pending = delay > 0;
      const now = deps.clock();
      const id = randomUUID();
      const split = await deps.stakes.stake(tx, {
        userId,
        amount: stake,
        key: `sportsbook:${id}:place`,
        gameId: 'sportsbook',
        house: pending ? 'sportsbook_pending' : 'sportsbook_open',
        kind: 'sportsbook_bet',
        metadata: { betId: id },
      });
      const bet = await repo.insert(
        {
          id,
          userId,
          kind: slip.kind,
          systemSize: slip.systemSize ?? null,
          status: pending ? 'pending' : 'open',
          stake,
          placedStake: stake,
          currencyCode: currency.code,
          oddsPolicy: slip.oddsPolicy,
          totalOdds: slip.kind === 'system' ? null : BigInt(combinedOdds(odds)),
          potentialPayout: potential,
          stakeSplit: storeSplit(split),
          idempotencyKey: key,
          placedAt: now,
          acceptAt: pending ? new Date(now.getTime() + delay * 1000) : null,
        },
        slip.legs.map((leg, position) => ({
          position,
          eventId: leg.eventId,
          marketId: leg.marketId,
          outcomeId: leg.outcomeId,
          odds: odds[position] ?? leg.odds,
          result: 'open',
          voidFactor: null,
          deadHeatFactor: null,
        })),
      );
      if (!pending) await queueOpenedBet(tx, bet.id);
      return { bet, created: true };
    });
    if (result.created) await deps.publishBalance(userId);
    return result;
  };
}
