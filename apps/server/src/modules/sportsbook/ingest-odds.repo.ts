import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { TEventStatus } from '@aurum/contracts/sportsbook';
import type { Tx } from '../../db/client';
import {
  sbCompetitors,
  sbEventCompetitors,
  sbEvents,
  sbMarkets,
  sbOutcomes,
} from '../../db/schema';
import type { TBetStopMessage, TOddsChangeMessage } from './feed';
import { lockEvent, type TEventChange, type TEventRow } from './ingest-fixtures.repo';
import { outcomeName, type TNamingContext } from './market-names';
import { boundedOdds, nextEventStatus } from './status-rules';

export interface TMarketsChange {
  event?: TEventChange;
  /** Markets whose status or odds this message wrote. */
  marketIds: string[];
}

async function namingContext(tx: Tx, event: TEventRow): Promise<TNamingContext> {
  const rows = await tx
    .select({ id: sbCompetitors.id, name: sbCompetitors.name })
    .from(sbCompetitors)
    .leftJoin(sbEventCompetitors, eq(sbEventCompetitors.competitorId, sbCompetitors.id))
    .where(
      sql`${sbEventCompetitors.eventId} = ${event.id} OR ${sbCompetitors.id} IN (${event.homeId}, ${event.awayId})`,
    );
  const competitors = new Map(rows.map((row) => [row.id, row.name]));
  return {
    home: event.homeId ? competitors.get(event.homeId) : undefined,
    away: event.awayId ? competitors.get(event.awayId) : undefined,
    competitors,
  };
}

/** Score, status and bet delay of an odds change, unless a newer message already wrote them. */
async function updateEvent(
  tx: Tx,
  event: TEventRow,
  message: TOddsChangeMessage,
): Promise<TEventChange | undefined> {
  const feedAt = new Date(message.timestamp);
  if (event.feedAt > feedAt) return undefined;
  const current = event.status as TEventStatus;
  const status = message.eventStatus ? nextEventStatus(current, message.eventStatus) : current;
  const scored = message.score !== undefined;
  await tx
    .update(sbEvents)
    .set({
      status,
      feedAt,
      updatedAt: new Date(),
      ...(scored ? { score: message.score } : {}),
      ...(message.betDelaySeconds === undefined
        ? {}
        : { betDelaySeconds: message.betDelaySeconds }),
    })
    .where(eq(sbEvents.id, event.id));
  if (status === current && !scored) return undefined;
  return { eventId: event.id, ...(status === current ? {} : { status }), score: scored };
}

/**
 * Writes the new odds and statuses. Settled and cancelled markets and markets a newer message
 * already wrote are left alone (the upsert's WHERE); while the producer is down an `active`
 * from the feed is kept `suspended` until its recovery completes.
 */
export async function applyOddsChange(
  tx: Tx,
  message: TOddsChangeMessage,
  producerUp: boolean,
): Promise<TMarketsChange> {
  const event = await lockEvent(tx, message.eventId);
  if (!event) return { marketIds: [] };
  const eventChange = await updateEvent(tx, event, message);
  if (message.markets.length === 0) return { event: eventChange, marketIds: [] };
  const feedAt = new Date(message.timestamp);
  const written = await tx
    .insert(sbMarkets)
    .values(
      message.markets.map((market) => ({
        eventId: event.id,
        type: market.type,
        specifiers: market.specifiers,
        status: market.status === 'active' && !producerUp ? 'suspended' : market.status,
        feedAt,
      })),
    )
    .onConflictDoUpdate({
      target: [sbMarkets.eventId, sbMarkets.type, sbMarkets.specifiers],
      set: { status: sql`excluded.status`, feedAt, updatedAt: new Date() },
      setWhere: sql`${sbMarkets.feedAt} <= excluded.feed_at AND ${sbMarkets.status} NOT IN ('settled', 'cancelled')`,
    })
    .returning({ id: sbMarkets.id, type: sbMarkets.type, specifiers: sbMarkets.specifiers });
  const idOf = new Map(written.map((row) => [`${row.type}|${row.specifiers}`, row.id]));
  const names = await namingContext(tx, event);
  const outcomes = message.markets.flatMap((market) => {
    const marketId = idOf.get(`${market.type}|${market.specifiers}`);
    if (!marketId) return [];
    return market.outcomes.map((outcome) => ({
      marketId,
      outcomeId: outcome.id,
      name: outcomeName(market.type, market.specifiers, outcome.id, names),
      odds: boundedOdds(outcome.odds),
      active: outcome.active,
    }));
  });
  if (outcomes.length > 0) {
    await tx
      .insert(sbOutcomes)
      .values(outcomes)
      .onConflictDoUpdate({
        target: [sbOutcomes.marketId, sbOutcomes.outcomeId],
        set: {
          odds: sql`excluded.odds`,
          active: sql`excluded.active`,
          oddsVersion: sql`${sbOutcomes.oddsVersion} + 1`,
          updatedAt: new Date(),
        },
        setWhere: sql`(${sbOutcomes.odds}, ${sbOutcomes.active}) IS DISTINCT FROM (excluded.odds, excluded.active)`,
      });
  }
  return { event: eventChange, marketIds: written.map((row) => row.id) };
}

/** Suspends the event's active markets (of the given types), unless a newer message wrote them. */
export async function applyBetStop(tx: Tx, message: TBetStopMessage): Promise<TMarketsChange> {
  const feedAt = new Date(message.timestamp);
  const types = message.marketTypes;
  const rows = await tx
    .update(sbMarkets)
    .set({ status: 'suspended', feedAt, updatedAt: new Date() })
    .where(
      and(
        eq(sbMarkets.eventId, message.eventId),
        eq(sbMarkets.status, 'active'),
        lte(sbMarkets.feedAt, feedAt),
        types && types.length > 0 ? inArray(sbMarkets.type, types) : undefined,
      ),
    )
    .returning({ id: sbMarkets.id });
  return { marketIds: rows.map((row) => row.id) };
}
