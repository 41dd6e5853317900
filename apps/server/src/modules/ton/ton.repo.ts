import { and, count, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tonCursors, tonDeposits, tonTransfers } from '../../db/schema';

export type TTonDepositRow = typeof tonDeposits.$inferSelect;
export type TTonTransferRow = typeof tonTransfers.$inferSelect;

/** The watcher's two streams: plain TON to the deposit wallet, and jettons received by it. */
export type TTonStream = 'ton' | 'jetton';

export function createTonRepo(db: DbOrTx) {
  return {
    async insertDeposit(values: typeof tonDeposits.$inferInsert): Promise<TTonDepositRow> {
      const [row] = await db.insert(tonDeposits).values(values).returning();
      if (!row) throw new Error('deposit insert returned nothing');
      return row;
    },
    async findDeposit(id: string): Promise<TTonDepositRow | undefined> {
      const [row] = await db.select().from(tonDeposits).where(eq(tonDeposits.id, id));
      return row;
    },
    /**
     * Locks the deposit with this comment whatever its status: the lock every transfer that
     * claims it takes, so one of them credits it and the others see it credited.
     */
    async lockByComment(comment: string): Promise<TTonDepositRow | undefined> {
      const [row] = await db
        .select()
        .from(tonDeposits)
        .where(eq(tonDeposits.comment, comment))
        .for('update');
      return row;
    },
    /** pending -> credited (a compare-and-set): undefined when it was no longer pending. */
    async markCredited(
      id: string,
      patch: { txHash: string; creditedAmount: bigint; paymentTransactionId: string },
    ) {
      const [row] = await db
        .update(tonDeposits)
        .set({ ...patch, status: 'credited', updatedAt: sql`now()` })
        .where(and(eq(tonDeposits.id, id), eq(tonDeposits.status, 'pending')))
        .returning({ id: tonDeposits.id });
      return row;
    },
    /**
     * pending -> expired for every deposit whose time ran out before `before`, each row a
     * compare-and-set (a credit holding its lock wins, and the row is then skipped).
     */
    async expireDue(before: Date): Promise<number> {
      const rows = await db
        .update(tonDeposits)
        .set({ status: 'expired', updatedAt: sql`now()` })
        .where(and(eq(tonDeposits.status, 'pending'), lt(tonDeposits.validUntil, before)))
        .returning({ id: tonDeposits.id });
      return rows.length;
    },
    /** Records a transfer once per hash: false when it was recorded before. */
    async recordTransfer(values: typeof tonTransfers.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(tonTransfers)
        .values(values)
        .onConflictDoNothing({ target: tonTransfers.txHash })
        .returning({ id: tonTransfers.id });
      return rows.length > 0;
    },
    async findTransfer(txHash: string): Promise<TTonTransferRow | undefined> {
      const [row] = await db.select().from(tonTransfers).where(eq(tonTransfers.txHash, txHash));
      return row;
    },
    async cursor(stream: TTonStream): Promise<bigint> {
      const [row] = await db.select().from(tonCursors).where(eq(tonCursors.stream, stream));
      return row?.lt ?? 0n;
    },
    /** Moves a stream's cursor forward only (two passes at once never move it back). */
    async advance(stream: TTonStream, to: bigint): Promise<void> {
      await db
        .insert(tonCursors)
        .values({ stream, lt: to })
        .onConflictDoUpdate({
          target: tonCursors.stream,
          set: { lt: sql`GREATEST(${tonCursors.lt}, excluded.lt)` },
        });
    },
    /** Recorded transfers, newest first, a page of them with the total. */
    async recentTransfers(page: { offset: number; limit: number; uncredited: boolean }) {
      const where = page.uncredited ? ne(tonTransfers.outcome, 'credited') : undefined;
      const rows = await db
        .select()
        .from(tonTransfers)
        .where(where)
        .orderBy(desc(tonTransfers.id))
        .offset(page.offset)
        .limit(page.limit);
      const [counted] = await db.select({ total: count() }).from(tonTransfers).where(where);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}
