import { eq, sql } from 'drizzle-orm';
import type { TEventStatus, TLiveScore } from '@aurum/contracts/sportsbook';
import type { DbOrTx, Tx } from '../../db/client';
import {
  sbCategories,
  sbCompetitors,
  sbEventCompetitors,
  sbEvents,
  sbTournaments,
} from '../../db/schema';
import type { TFeedCompetitor, TFixtureMessage } from './feed';
import { nextEventStatus } from './status-rules';

export type TEventRow = typeof sbEvents.$inferSelect;

/** What a message changed on the event, to publish once it commits. */
export interface TEventChange {
  eventId: string;
  status?: TEventStatus;
  score?: boolean;
}

/** The event locked for this transaction, or undefined when the feed never sent its fixture. */
export async function lockEvent(tx: Tx, eventId: string): Promise<TEventRow | undefined> {
  const [row] = await tx.select().from(sbEvents).where(eq(sbEvents.id, eventId)).for('update');
  return row;
}

async function upsertCompetitors(tx: Tx, competitors: TFeedCompetitor[]): Promise<void> {
  if (competitors.length === 0) return;
  await tx
    .insert(sbCompetitors)
    .values(competitors.map((c) => ({ ...c, countryCode: c.countryCode ?? null })))
    .onConflictDoUpdate({
      target: sbCompetitors.id,
      set: { name: sql`excluded.name`, abbreviation: sql`excluded.abbreviation` },
    });
}

/**
 * Creates or updates the event with its category, tournament and competitors. A fixture older
 * than what the event already applied changes nothing; the status moves by `nextEventStatus`.
 */
export async function applyFixture(
  tx: Tx,
  message: TFixtureMessage,
): Promise<TEventChange | undefined> {
  const { event } = message;
  const feedAt = new Date(message.timestamp);
  await tx
    .insert(sbCategories)
    .values({ ...event.category, sportId: event.sportId, countryCode: event.category.countryCode })
    .onConflictDoUpdate({ target: sbCategories.id, set: { name: event.category.name } });
  await tx
    .insert(sbTournaments)
    .values({ ...event.tournament, sportId: event.sportId, categoryId: event.category.id })
    .onConflictDoUpdate({ target: sbTournaments.id, set: { name: event.tournament.name } });
  const field = event.field ?? [];
  await upsertCompetitors(
    tx,
    [event.home, event.away, ...field].filter((c) => c !== undefined),
  );

  const current = await lockEvent(tx, event.id);
  if (current && current.feedAt > feedAt) return undefined;
  const status = current
    ? nextEventStatus(current.status as TEventStatus, event.status)
    : event.status;
  const values = {
    sportId: event.sportId,
    tournamentId: event.tournament.id,
    homeId: event.home?.id ?? null,
    awayId: event.away?.id ?? null,
    name: event.name,
    startsAt: new Date(event.startsAt),
    status,
    betDelaySeconds: event.betDelaySeconds,
    producer: message.producer,
    feedAt,
    updatedAt: new Date(),
  };
  if (current) await tx.update(sbEvents).set(values).where(eq(sbEvents.id, event.id));
  else await tx.insert(sbEvents).values({ id: event.id, ...values });
  if (field.length > 0) {
    await tx
      .insert(sbEventCompetitors)
      .values(field.map((c, position) => ({ eventId: event.id, competitorId: c.id, position })))
      .onConflictDoUpdate({
        target: [sbEventCompetitors.eventId, sbEventCompetitors.competitorId],
        set: { position: sql`excluded.position` },
      });
  }
  // A new event has no subscribers yet: only a change of a known one is published.
  return current && current.status !== status ? { eventId: event.id, status } : undefined;
}

/** The event's live score as the feed last wrote it. */
export async function eventScore(db: DbOrTx, eventId: string): Promise<TLiveScore | undefined> {
  const [row] = await db
    .select({ score: sbEvents.score })
    .from(sbEvents)
    .where(eq(sbEvents.id, eventId));
  return (row?.score as TLiveScore | null | undefined) ?? undefined;
}
