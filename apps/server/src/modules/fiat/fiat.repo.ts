import { and, asc, count, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  currencies,
  fiatMethods,
  fiatOrders,
  fiatUploads,
  paymentTransactions,
  savedPayoutDetails,
} from '../../db/schema';

export type TFiatMethodRow = typeof fiatMethods.$inferSelect;
export type TNewFiatMethod = typeof fiatMethods.$inferInsert;
export type TFiatOrderRow = typeof fiatOrders.$inferSelect;
export type TNewFiatOrder = typeof fiatOrders.$inferInsert;

export function createFiatRepo(db: DbOrTx) {
  return {
    /** The player's deposit orders not yet credited or closed, summed per currency. */
    async openBuySums(userId: string, statuses: string[]) {
      return db
        .select({
          currencyCode: paymentTransactions.currencyCode,
          amount: sql<string>`sum(${paymentTransactions.amount})::text`,
        })
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.userId, userId),
            eq(paymentTransactions.type, 'buy'),
            inArray(paymentTransactions.status, statuses),
          ),
        )
        .groupBy(paymentTransactions.currencyCode);
    },
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
    async findMethod(id: string) {
      const [row] = await db
        .select({ method: fiatMethods, currency: currencies })
        .from(fiatMethods)
        .innerJoin(currencies, eq(currencies.code, fiatMethods.currencyCode))
        .where(and(eq(fiatMethods.id, id), eq(fiatMethods.enabled, true)));
      return row;
    },
    async insertOrder(values: TNewFiatOrder): Promise<TFiatOrderRow> {
      const [row] = await db.insert(fiatOrders).values(values).returning();
      if (!row) throw new Error('fiat order insert returned nothing');
      return row;
    },
    /**
     * Inserts a deposit order; undefined when its open-order marker collides with the player's
     * open order on the method (the unique index decides, so concurrent requests cannot both pass).
     */
    async insertOpenOrder(values: TNewFiatOrder): Promise<TFiatOrderRow | undefined> {
      const [row] = await db.insert(fiatOrders).values(values).onConflictDoNothing().returning();
      return row;
    },
    /** The order no longer waits for payment: it stops counting as the player's open order. */
    async releaseOpen(id: string): Promise<void> {
      await db
        .update(fiatOrders)
        .set({ openUserId: null })
        .where(and(eq(fiatOrders.id, id), isNotNull(fiatOrders.openUserId)));
    },
    /** The player's open order on a method whose time ran out by `now` (not yet swept). */
    async expiredOpen(userId: string, methodId: string, now: Date): Promise<string[]> {
      const rows = await db
        .select({ id: fiatOrders.id })
        .from(fiatOrders)
        .where(
          and(
            eq(fiatOrders.openUserId, userId),
            eq(fiatOrders.methodId, methodId),
            sql`${fiatOrders.expiresAt} <= ${now.toISOString()}`,
          ),
        );
      return rows.map((row) => row.id);
    },
    async updateOrder(id: string, patch: Partial<TNewFiatOrder>): Promise<TFiatOrderRow> {
      const [row] = await db.update(fiatOrders).set(patch).where(eq(fiatOrders.id, id)).returning();
      if (!row) throw new Error(`fiat order ${id} vanished`);
      return row;
    },
    /** The order with its transaction; undefined when it is not the player's (or not there). */
    async findOrder(id: string, userId?: string) {
      const [row] = await db
        .select({ order: fiatOrders, txn: paymentTransactions })
        .from(fiatOrders)
        .innerJoin(paymentTransactions, eq(paymentTransactions.id, fiatOrders.id))
        .where(
          and(eq(fiatOrders.id, id), userId ? eq(paymentTransactions.userId, userId) : undefined),
        );
      return row;
    },
    /** The player's newest deposit order on a method still open and not expired at `now`. */
    async openBuyOrder(userId: string, methodId: string, now: Date) {
      const [row] = await db
        .select({ order: fiatOrders, txn: paymentTransactions })
        .from(fiatOrders)
        .innerJoin(paymentTransactions, eq(paymentTransactions.id, fiatOrders.id))
        .where(
          and(
            eq(paymentTransactions.userId, userId),
            eq(fiatOrders.methodId, methodId),
            eq(fiatOrders.side, 'buy'),
            inArray(paymentTransactions.status, ['waiting', 'pending', 'pay_external_invoice']),
            gt(fiatOrders.expiresAt, now),
          ),
        )
        .orderBy(desc(fiatOrders.createdAt))
        .limit(1);
      return row;
    },
    /** Deposit orders still waiting for payment whose time ran out by `now`. */
    async expiredBuyOrders(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: fiatOrders.id })
        .from(fiatOrders)
        .innerJoin(paymentTransactions, eq(paymentTransactions.id, fiatOrders.id))
        .where(
          and(
            eq(fiatOrders.side, 'buy'),
            inArray(paymentTransactions.status, ['waiting', 'pending', 'pay_external_invoice']),
            sql`${fiatOrders.expiresAt} <= ${now.toISOString()}`,
          ),
        )
        .limit(limit);
      return rows.map((row) => row.id);
    },
    /** Orders in a status, oldest first (the sandbox bank works through them). */
    async ordersIn(side: 'buy' | 'sell', statuses: string[], before: Date, limit: number) {
      const rows = await db
        .select({ id: fiatOrders.id })
        .from(fiatOrders)
        .innerJoin(paymentTransactions, eq(paymentTransactions.id, fiatOrders.id))
        .where(
          and(
            eq(fiatOrders.side, side),
            inArray(paymentTransactions.status, statuses),
            sql`${paymentTransactions.updatedAt} <= ${before.toISOString()}`,
          ),
        )
        .orderBy(asc(paymentTransactions.updatedAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },
    async listOrders(page: { offset: number; limit: number; side?: string; status?: string }) {
      const where = and(
        page.side ? eq(fiatOrders.side, page.side) : undefined,
        page.status ? eq(paymentTransactions.status, page.status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ order: fiatOrders, txn: paymentTransactions })
          .from(fiatOrders)
          .innerJoin(paymentTransactions, eq(paymentTransactions.id, fiatOrders.id))
          .where(where)
          .orderBy(desc(fiatOrders.createdAt))
          .offset(page.offset)
          .limit(page.limit),
        db
          .select({ value: count() })
          .from(fiatOrders)
          .innerJoin(paymentTransactions, eq(paymentTransactions.id, fiatOrders.id))
          .where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
    async insertUpload(values: typeof fiatUploads.$inferInsert): Promise<void> {
      await db.insert(fiatUploads).values(values);
    },
    async latestUpload(orderId: string) {
      const [row] = await db
        .select()
        .from(fiatUploads)
        .where(eq(fiatUploads.orderId, orderId))
        .orderBy(desc(fiatUploads.id))
        .limit(1);
      return row;
    },
    async hasUpload(orderId: string): Promise<boolean> {
      return (await this.latestUpload(orderId)) !== undefined;
    },
    async saveDetails(values: {
      userId: string;
      methodId: string;
      fingerprint: string;
      fields: Record<string, string>;
    }): Promise<void> {
      await db
        .insert(savedPayoutDetails)
        .values(values)
        .onConflictDoUpdate({
          target: [
            savedPayoutDetails.userId,
            savedPayoutDetails.methodId,
            savedPayoutDetails.fingerprint,
          ],
          set: { lastUsedAt: sql`now()` },
        });
    },
    async savedDetails(userId: string, methodId: string) {
      return db
        .select()
        .from(savedPayoutDetails)
        .where(
          and(eq(savedPayoutDetails.userId, userId), eq(savedPayoutDetails.methodId, methodId)),
        )
        .orderBy(desc(savedPayoutDetails.lastUsedAt))
        .limit(5);
    },
    async insertMethods(rows: TNewFiatMethod[]): Promise<void> {
      if (rows.length > 0) await db.insert(fiatMethods).values(rows).onConflictDoNothing();
    },
  };
}
