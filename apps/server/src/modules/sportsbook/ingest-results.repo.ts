import { and, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sbMarketCancels, sbMarkets, sbOutcomes } from '../../db/schema';
import type {
  TBetCancelMessage,
  TBetSettlementMessage,
  TFeedMarketRef,
  TRollbackSettlementMessage,
} from './feed';
import type { TMarketsChange } from './ingest-odds.repo';
import { queueSettlement } from './settle-queue.repo';

const sameMarket = (eventId: string, market: TFeedMarketRef) =>
  and(
    eq(sbMarkets.eventId, eventId),
    eq(sbMarkets.type, market.type),
    eq(sbMarkets.specifiers, market.specifiers),
  );

/**
 * Settles each market (compare-and-set: not cancelled, not written by a newer message, and a
 * confirmed settlement is never downgraded by a provisional one) and writes its outcomes'
 * results, queueing the markets for settlement of their bets. The same message applied twice
 * writes the same values.
 */
export async function applySettlement(
  tx: Tx,
  message: TBetSettlementMessage,
): Promise<TMarketsChange> {
  const feedAt = new Date(message.timestamp);
  const marketIds: string[] = [];
  for (const market of message.markets) {
    const [row] = await tx
      .update(sbMarkets)
      .set({
        status: 'settled',
        certainty: message.certainty,
        voidReason: market.voidReason ?? null,
        settledAt: sql`coalesce(${sbMarkets.settledAt}, now())`,
        feedAt,
        updatedAt: new Date(),
      })
      .where(
        and(
          sameMarket(message.eventId, market),
          lte(sbMarkets.feedAt, feedAt),
          notInArray(sbMarkets.status, ['cancelled']),
          message.certainty === 'provisional'
            ? sql`${sbMarkets.certainty} IS DISTINCT FROM 'confirmed'`
            : undefined,
        ),
      )
      .returning({ id: sbMarkets.id });
    if (!row) continue;
    marketIds.push(row.id);
    for (const outcome of market.outcomes) {
      await tx
        .update(sbOutcomes)
        .set({
          result: outcome.result,
          voidFactor: outcome.voidFactor ?? '0',
          deadHeatFactor: outcome.deadHeatFactor ?? null,
          updatedAt: new Date(),
        })
        .where(and(eq(sbOutcomes.marketId, row.id), eq(sbOutcomes.outcomeId, outcome.id)));
    }
  }
  await queueSettlement(tx, marketIds);
  return { marketIds };
}

/**
 * Settled markets go back to suspended with their outcomes' results cleared, queued for their
 * bets to be reopened.
 */
export async function applyRollback(
  tx: Tx,
  message: TRollbackSettlementMessage,
): Promise<TMarketsChange> {
  const feedAt = new Date(message.timestamp);
  const marketIds: string[] = [];
  for (const market of message.markets) {
    const [row] = await tx
      .update(sbMarkets)
      .set({
        status: 'suspended',
        certainty: null,
        voidReason: null,
        settledAt: null,
        feedAt,
        updatedAt: new Date(),
      })
      .where(
        and(
          sameMarket(message.eventId, market),
          eq(sbMarkets.status, 'settled'),
          lte(sbMarkets.feedAt, feedAt),
        ),
      )
      .returning({ id: sbMarkets.id });
    if (row) marketIds.push(row.id);
  }
  if (marketIds.length > 0) {
    await tx
      .update(sbOutcomes)
      .set({ result: null, voidFactor: null, deadHeatFactor: null, updatedAt: new Date() })
      .where(inArray(sbOutcomes.marketId, marketIds));
  }
  await queueSettlement(tx, marketIds);
  return { marketIds };
}

/**
 * Records the cancel window of each market (once per message: the unique key) and queues the
 * market for settlement of its bets. A cancel without a window cancels the whole market; one
 * with a window leaves its status alone. The market row is locked as an update would: a bet
 * being placed or accepted on it (its selection read FOR SHARE) either commits first, and the
 * queued market's pass sees it, or waits and then sees the window and queues the market itself.
 */
export async function applyBetCancel(tx: Tx, message: TBetCancelMessage): Promise<TMarketsChange> {
  const feedAt = new Date(message.timestamp);
  const whole = message.startTime === undefined && message.endTime === undefined;
  const marketIds: string[] = [];
  const queued: string[] = [];
  for (const market of message.markets) {
    const [row] = await tx
      .select({ id: sbMarkets.id })
      .from(sbMarkets)
      .where(sameMarket(message.eventId, market))
      .for('no key update');
    if (!row) continue;
    queued.push(row.id);
    await tx
      .insert(sbMarketCancels)
      .values({
        marketId: row.id,
        startsAt: message.startTime === undefined ? null : new Date(message.startTime),
        endsAt: message.endTime === undefined ? null : new Date(message.endTime),
        voidReason: message.voidReason ?? null,
        feedAt,
      })
      .onConflictDoNothing();
    if (!whole) continue;
    const [cancelled] = await tx
      .update(sbMarkets)
      .set({ status: 'cancelled', voidReason: message.voidReason ?? null, feedAt })
      .where(and(eq(sbMarkets.id, row.id), notInArray(sbMarkets.status, ['cancelled'])))
      .returning({ id: sbMarkets.id });
    if (cancelled) marketIds.push(cancelled.id);
  }
  await queueSettlement(tx, queued);
  return { marketIds };
}
