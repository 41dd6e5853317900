import { and, asc, inArray, ne } from 'drizzle-orm';
import type { TMarketType } from '@aurum/contracts/sportsbook';
import type { DbOrTx } from '../../db/client';
import { sbMarkets, sbOutcomes } from '../../db/schema';

export type TMarketRow = typeof sbMarkets.$inferSelect;
export type TOutcomeRow = typeof sbOutcomes.$inferSelect;

/** The outcomes of these markets, lowest odds first. */
export function outcomeRowsOf(db: DbOrTx, marketIds: string[]): Promise<TOutcomeRow[]> {
  return db
    .select()
    .from(sbOutcomes)
    .where(inArray(sbOutcomes.marketId, marketIds))
    .orderBy(asc(sbOutcomes.odds), asc(sbOutcomes.outcomeId));
}

/** The markets with these ids, whatever their status. */
export function marketRowsByIds(db: DbOrTx, ids: string[]): Promise<TMarketRow[]> {
  return db.select().from(sbMarkets).where(inArray(sbMarkets.id, ids));
}

/** The shown (not deactivated) markets of these events, optionally of some types only. */
export function shownMarketRows(
  db: DbOrTx,
  eventIds: string[],
  types?: TMarketType[],
): Promise<TMarketRow[]> {
  return db
    .select()
    .from(sbMarkets)
    .where(
      and(
        inArray(sbMarkets.eventId, eventIds),
        ne(sbMarkets.status, 'deactivated'),
        types ? inArray(sbMarkets.type, types) : undefined,
      ),
    );
}
