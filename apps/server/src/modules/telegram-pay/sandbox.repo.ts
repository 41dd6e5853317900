import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sandboxBotInvoices, sandboxBotTransfers } from '../../db/schema';

export type TSandboxInvoiceRow = typeof sandboxBotInvoices.$inferSelect;
export type TSandboxTransferRow = typeof sandboxBotTransfers.$inferSelect;

/** The sandbox providers' own books: the invoices they issued and the transfers they made. */
export function createSandboxRepo(db: DbOrTx) {
  return {
    async insertInvoice(
      values: typeof sandboxBotInvoices.$inferInsert,
    ): Promise<TSandboxInvoiceRow> {
      const [row] = await db.insert(sandboxBotInvoices).values(values).returning();
      if (!row) throw new Error('sandbox invoice insert returned nothing');
      return row;
    },
    async findByHash(provider: string, hash: string): Promise<TSandboxInvoiceRow | undefined> {
      const [row] = await db
        .select()
        .from(sandboxBotInvoices)
        .where(and(eq(sandboxBotInvoices.provider, provider), eq(sandboxBotInvoices.hash, hash)));
      return row;
    },
    async listByIds(provider: string, ids: bigint[]): Promise<TSandboxInvoiceRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(sandboxBotInvoices)
        .where(and(eq(sandboxBotInvoices.provider, provider), inArray(sandboxBotInvoices.id, ids)))
        .orderBy(sandboxBotInvoices.id);
    },
    /** Pays an active invoice once: undefined when it was paid already. */
    async markPaid(id: bigint, paidBy: bigint): Promise<TSandboxInvoiceRow | undefined> {
      const [row] = await db
        .update(sandboxBotInvoices)
        .set({ status: 'paid', paidAt: new Date(), paidBy })
        .where(and(eq(sandboxBotInvoices.id, id), eq(sandboxBotInvoices.status, 'active')))
        .returning();
      return row;
    },
    /** A transfer, once per spend id: the same id again answers the first record. */
    async recordTransfer(
      values: typeof sandboxBotTransfers.$inferInsert,
    ): Promise<TSandboxTransferRow> {
      await db.insert(sandboxBotTransfers).values(values).onConflictDoNothing();
      const row = await this.findTransfer(values.provider, values.spendId);
      if (!row) throw new Error('sandbox transfer vanished');
      return row;
    },
    async findTransfer(
      provider: string,
      spendId: string,
    ): Promise<TSandboxTransferRow | undefined> {
      const [row] = await db
        .select()
        .from(sandboxBotTransfers)
        .where(
          and(eq(sandboxBotTransfers.provider, provider), eq(sandboxBotTransfers.spendId, spendId)),
        );
      return row;
    },
  };
}
