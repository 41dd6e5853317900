import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sbSettleQueue } from '../../db/schema';

/** A queued market at the version a settlement pass read. */
export interface TQueuedMarket {
  marketId: string;
  seq: number;
  version: number;
}

/**
 * Queues markets for settlement, in the caller's transaction (the one that changed them): a
 * market already queued keeps its place and gets a new version, so a pass that read the old
 * one leaves it queued.
 */
export async function queueSettlement(db: DbOrTx, marketIds: string[]): Promise<void> {
  if (marketIds.length === 0) return;
  await db
    .insert(sbSettleQueue)
    .values([...new Set(marketIds)].sort().map((marketId) => ({ marketId })))
    .onConflictDoUpdate({
      target: sbSettleQueue.marketId,
      set: { version: sql`${sbSettleQueue.version} + 1` },
    });
}

/** Queued markets in queue order, after `afterSeq` (the last one a pass read). */
export async function queuedMarkets(
  db: DbOrTx,
  limit: number,
  afterSeq = 0,
): Promise<TQueuedMarket[]> {
  return db
    .select({
      marketId: sbSettleQueue.marketId,
      seq: sbSettleQueue.seq,
      version: sbSettleQueue.version,
    })
    .from(sbSettleQueue)
    .where(gt(sbSettleQueue.seq, afterSeq))
    .orderBy(asc(sbSettleQueue.seq))
    .limit(limit);
}

/** Takes markets off the queue, each only at the version read (a newer change keeps it). */
export async function clearQueued(db: DbOrTx, markets: TQueuedMarket[]): Promise<void> {
  if (markets.length === 0) return;
  await db
    .delete(sbSettleQueue)
    .where(
      or(
        ...markets.map((market) =>
          and(
            eq(sbSettleQueue.marketId, market.marketId),
            eq(sbSettleQueue.version, market.version),
          ),
        ),
      ),
    );
}
