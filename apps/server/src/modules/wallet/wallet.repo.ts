import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentTransactions, wallets } from '../../db/schema';

export type TPaymentTransactionRow = typeof paymentTransactions.$inferSelect;
export type TNewPaymentTransaction = typeof paymentTransactions.$inferInsert;

export function createWalletRepo(db: DbOrTx) {
  return {
    async fiatNet(userId: string): Promise<bigint> {
      const [row] = await db
        .select({ fiatNet: wallets.fiatNet })
        .from(wallets)
        .where(eq(wallets.userId, userId));
      return row?.fiatNet ?? 0n;
    },
    async addFiatNet(userId: string, amount: bigint): Promise<void> {
      await db
        .insert(wallets)
        .values({ userId, fiatNet: amount })
        .onConflictDoUpdate({
          target: wallets.userId,
          set: { fiatNet: sql`${wallets.fiatNet} + ${amount}` },
        });
    },

    /** Inserts unless the provider's id was seen for this method; undefined then. */
    async insertTransaction(
      values: TNewPaymentTransaction,
    ): Promise<TPaymentTransactionRow | undefined> {
      const [row] = await db
        .insert(paymentTransactions)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return row;
    },
    async findTransaction(id: string): Promise<TPaymentTransactionRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.id, id));
      return row;
    },
    async findTransactionForUpdate(id: string): Promise<TPaymentTransactionRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.id, id))
        .for('update');
      return row;
    },
    async updateTransaction(
      id: string,
      patch: Partial<TNewPaymentTransaction>,
    ): Promise<TPaymentTransactionRow> {
      const [row] = await db
        .update(paymentTransactions)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(paymentTransactions.id, id))
        .returning();
      if (!row) throw new Error(`payment transaction ${id} vanished`);
      return row;
    },
    pendingChainDeposits() {
      return db
        .select()
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.status, 'pending'),
            isNotNull(paymentTransactions.networkCode),
          ),
        )
        .orderBy(paymentTransactions.createdAt);
    },
    async listTransactions(userId: string, page: { offset: number; limit: number }) {
      const where = eq(paymentTransactions.userId, userId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(paymentTransactions)
          .where(where)
          .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ value: count() }).from(paymentTransactions).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}
