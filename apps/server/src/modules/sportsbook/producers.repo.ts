import { and, eq, lt, or, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { sbEvents, sbMarkets, sbProducers } from '../../db/schema';
import type { TAliveMessage, TSnapshotCompleteMessage } from './feed';

export type TProducerRow = typeof sbProducers.$inferSelect;

/** A recovery to request once the transaction that marked the producer down commits. */
export interface TRecoveryRequest {
  producer: string;
  since: Date | undefined;
  requestId: number;
}

/**
 * Whether the producer is up, its row share-locked for the rest of the transaction: a watchdog
 * taking it down waits for this odds change to commit and then suspends what it wrote, or goes
 * first and this one reads `down`. Never an open market under a down producer.
 */
export async function producerUp(tx: Tx, producer: string): Promise<boolean> {
  const [row] = await tx
    .select({ status: sbProducers.status })
    .from(sbProducers)
    .where(eq(sbProducers.id, producer))
    .for('share');
  return row?.status === 'up';
}

/**
 * Marks the producer down (compare-and-set on `up`, or a down one whose recovery went
 * unanswered) and suspends every active market of its events in one statement. Returns the
 * recovery to request and the suspended markets, or undefined when another caller won.
 */
export async function markDown(
  tx: Tx,
  producer: string,
  now: Date,
  condition = sql`TRUE`,
): Promise<{ recovery: TRecoveryRequest; marketIds: string[] } | undefined> {
  const [row] = await tx
    .update(sbProducers)
    .set({
      status: 'down',
      downSince: sql`coalesce(${sbProducers.downSince}, ${now.toISOString()}::timestamptz)`,
      recoveryRequestId: sql`${sbProducers.recoveryRequestId} + 1`,
      updatedAt: now,
    })
    .where(and(eq(sbProducers.id, producer), condition))
    .returning();
  if (!row) return undefined;
  const suspended = await tx
    .update(sbMarkets)
    .set({ status: 'suspended', updatedAt: now })
    .where(
      and(
        eq(sbMarkets.status, 'active'),
        sql`${sbMarkets.eventId} IN (SELECT ${sbEvents.id} FROM ${sbEvents} WHERE ${sbEvents.producer} = ${producer})`,
      ),
    )
    .returning({ id: sbMarkets.id });
  return {
    recovery: { producer, since: row.lastAliveAt ?? undefined, requestId: row.recoveryRequestId },
    marketIds: suspended.map((market) => market.id),
  };
}

/**
 * A heartbeat: records when it arrived (our clock). A new producer starts down and asks for a
 * full recovery; `subscribed: false` takes it down; a down producer whose recovery went
 * unanswered for `retrySeconds` asks again.
 */
export async function applyAlive(
  tx: Tx,
  message: TAliveMessage,
  now: Date,
  retrySeconds: number,
): Promise<{ recovery: TRecoveryRequest; marketIds: string[] } | undefined> {
  const [inserted] = await tx
    .insert(sbProducers)
    .values({ id: message.producer, status: 'down', lastAliveAt: now, downSince: now })
    .onConflictDoNothing()
    .returning();
  if (!inserted) {
    await tx
      .update(sbProducers)
      .set({ lastAliveAt: now })
      .where(eq(sbProducers.id, message.producer));
  }
  const retryBefore = new Date(now.getTime() - retrySeconds * 1000);
  const stale = and(eq(sbProducers.status, 'down'), lt(sbProducers.updatedAt, retryBefore));
  const condition = inserted
    ? sql`TRUE`
    : message.subscribed
      ? stale
      : or(eq(sbProducers.status, 'up'), stale);
  return markDown(tx, message.producer, now, condition);
}

/** The recovery answered: the producer is up again (only for the request it last made). */
export async function applySnapshotComplete(
  tx: Tx,
  message: TSnapshotCompleteMessage,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(sbProducers)
    .set({ status: 'up', downSince: null, updatedAt: now })
    .where(
      and(
        eq(sbProducers.id, message.producer),
        eq(sbProducers.status, 'down'),
        eq(sbProducers.recoveryRequestId, message.requestId),
      ),
    )
    .returning({ id: sbProducers.id });
  return rows.length > 0;
}

/** Producers that are up but whose last heartbeat is older than `cutoff`. */
export async function silentProducers(db: DbOrTx, cutoff: Date): Promise<TProducerRow[]> {
  return db
    .select()
    .from(sbProducers)
    .where(
      and(
        eq(sbProducers.status, 'up'),
        or(isNull(sbProducers.lastAliveAt), lt(sbProducers.lastAliveAt, cutoff)),
      ),
    );
}

/** Still up and still silent since `cutoff`, as the watchdog's take-down requires under its lock. */
export function stillSilentSince(cutoff: Date) {
  return and(
    eq(sbProducers.status, 'up'),
    sql`coalesce(${sbProducers.lastAliveAt} < ${cutoff.toISOString()}::timestamptz, TRUE)`,
  );
}
