import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { botInvoices, botPayEvents } from '../../db/schema';

export type TBotInvoiceRow = typeof botInvoices.$inferSelect;
export type TNewBotInvoice = typeof botInvoices.$inferInsert;
export type TBotPayEventRow = typeof botPayEvents.$inferSelect;

/** Statuses an invoice may still be paid from. */
export const OPEN_INVOICE = ['creating', 'created'] as const;

export function createTelegramPayRepo(db: DbOrTx) {
  return {
    /** The player's invoices not yet paid or closed, summed per currency. */
    async openSums(userId: string) {
      return db
        .select({
          currencyCode: botInvoices.currencyCode,
          amount: sql<string>`sum(${botInvoices.amount})::text`,
        })
        .from(botInvoices)
        .where(and(eq(botInvoices.userId, userId), inArray(botInvoices.status, [...OPEN_INVOICE])))
        .groupBy(botInvoices.currencyCode);
    },
    async insertInvoice(values: TNewBotInvoice): Promise<TBotInvoiceRow> {
      const [row] = await db.insert(botInvoices).values(values).returning();
      if (!row) throw new Error('invoice insert returned nothing');
      return row;
    },
    async findInvoice(id: string): Promise<TBotInvoiceRow | undefined> {
      const [row] = await db.select().from(botInvoices).where(eq(botInvoices.id, id));
      return row;
    },
    async findByProviderInvoice(
      provider: string,
      providerInvoiceId: string,
    ): Promise<TBotInvoiceRow | undefined> {
      const [row] = await db
        .select()
        .from(botInvoices)
        .where(
          and(
            eq(botInvoices.provider, provider),
            eq(botInvoices.providerInvoiceId, providerInvoiceId),
          ),
        );
      return row;
    },
    /**
     * Moves an invoice on only while it is in one of `from` (a compare-and-set): undefined
     * when someone else moved it first.
     */
    async updateInvoice(
      id: string,
      from: readonly string[],
      patch: Partial<TNewBotInvoice>,
    ): Promise<TBotInvoiceRow | undefined> {
      const [row] = await db
        .update(botInvoices)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(and(eq(botInvoices.id, id), inArray(botInvoices.status, [...from])))
        .returning();
      return row;
    },
    /**
     * Locks an invoice only while it may still be paid; the condition is part of the locking
     * query, so PostgreSQL checks it again once the lock is granted: undefined means it was
     * paid, expired or failed meanwhile.
     */
    async lockOpen(id: string): Promise<TBotInvoiceRow | undefined> {
      const [row] = await db
        .select()
        .from(botInvoices)
        .where(and(eq(botInvoices.id, id), inArray(botInvoices.status, [...OPEN_INVOICE])))
        .for('update');
      return row;
    },
    /** Unpaid invoices whose time ran out before `before`, oldest first. */
    async dueForExpiry(before: Date, limit: number) {
      return db
        .select({
          id: botInvoices.id,
          provider: botInvoices.provider,
          providerInvoiceId: botInvoices.providerInvoiceId,
        })
        .from(botInvoices)
        .where(
          and(inArray(botInvoices.status, [...OPEN_INVOICE]), lte(botInvoices.expiresAt, before)),
        )
        .orderBy(botInvoices.expiresAt)
        .limit(limit);
    },
    /** Records a webhook that was not credited, once per provider invoice and outcome. */
    async recordEvent(values: typeof botPayEvents.$inferInsert): Promise<void> {
      await db.insert(botPayEvents).values(values).onConflictDoNothing();
    },
    /** Every recorded event, newest first, a page of them with the total. */
    async recentEvents(page: {
      offset: number;
      limit: number;
    }): Promise<{ rows: TBotPayEventRow[]; total: number }> {
      const rows = await db
        .select()
        .from(botPayEvents)
        .orderBy(desc(botPayEvents.id))
        .offset(page.offset)
        .limit(page.limit);
      const [counted] = await db.select({ total: count() }).from(botPayEvents);
      return { rows, total: counted?.total ?? 0 };
    },
    async listEvents(provider: string, providerInvoiceId: string): Promise<TBotPayEventRow[]> {
      return db
        .select()
        .from(botPayEvents)
        .where(
          and(
            eq(botPayEvents.provider, provider),
            eq(botPayEvents.providerInvoiceId, providerInvoiceId),
          ),
        )
        .orderBy(botPayEvents.id);
    },
  };
}
