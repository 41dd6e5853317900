import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { currencies, fiatMethods } from '../../db/schema';

export type TFiatMethodRow = typeof fiatMethods.$inferSelect;
export type TNewFiatMethod = typeof fiatMethods.$inferInsert;

export function createFiatRepo(db: DbOrTx) {
  return {
    /** Enabled methods with their currency, highest priority first. */
    async listMethods() {
      return db
        .select({ method: fiatMethods, currency: currencies })
        .from(fiatMethods)
        .innerJoin(currencies, eq(currencies.code, fiatMethods.currencyCode))
        .where(eq(fiatMethods.enabled, true))
        .orderBy(asc(currencies.position), desc(fiatMethods.priority), asc(fiatMethods.id));
    },
    async precisionOf(code: string): Promise<number | undefined> {
      const [row] = await db
        .select({ precision: currencies.precision })
        .from(currencies)
        .where(eq(currencies.code, code));
      return row?.precision;
    },
    async insertMethods(rows: TNewFiatMethod[]): Promise<void> {
      if (rows.length > 0) await db.insert(fiatMethods).values(rows).onConflictDoNothing();
    },
  };
}
