import {
  and,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  notInArray,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentTransactions, wallets } from '../../db/schema';

export type TPaymentTransactionRow = typeof paymentTransactions.$inferSelect;
export type TNewPaymentTransaction = typeof paymentTransactions.$inferInsert;

/** The per-player counters kept beside the ledger. */
type TWalletCounter = 'fiatNet' | 'wagered';

export function createWalletRepo(db: DbOrTx) {
  async function counter(userId: string, name: TWalletCounter): Promise<bigint> {
    const [row] = await db
      .select({ value: wallets[name] })
      .from(wallets)
      .where(eq(wallets.userId, userId));
    return row?.value ?? 0n;
  }
  async function addToCounter(userId: string, name: TWalletCounter, amount: bigint) {
    await db
      .insert(wallets)
      .values({ userId, [name]: amount })
      .onConflictDoUpdate({
        target: wallets.userId,
        set: { [name]: sql`${wallets[name]} + ${amount}` },
      });
  }

  return {
    fiatNet: (userId: string) => counter(userId, 'fiatNet'),
    addFiatNet: (userId: string, amount: bigint) => addToCounter(userId, 'fiatNet', amount),

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
    /**
     * Locks a withdrawal only while it is in one of `statuses` and, with `dueBy`, its cancel
     * window closed by then. The conditions are part of the locking query, so PostgreSQL checks
     * them again on the row as it is once the lock is granted: undefined means someone else
     * moved it first (a compare-and-set).
     */
    async lockWithdrawal(
      id: string,
      statuses: readonly string[],
      dueBy?: Date,
    ): Promise<TPaymentTransactionRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.id, id),
            inArray(paymentTransactions.type, ['withdraw', 'sell']),
            inArray(paymentTransactions.status, [...statuses]),
            dueBy ? lte(paymentTransactions.cancellableUntil, dueBy) : undefined,
          ),
        )
        .for('update');
      return row;
    },
    /** Locks the player's withdrawal only while it is pending and its cancel window is open. */
    async lockCancellable(
      id: string,
      userId: string,
      now: Date,
    ): Promise<TPaymentTransactionRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.id, id),
            eq(paymentTransactions.userId, userId),
            inArray(paymentTransactions.type, ['withdraw', 'sell']),
            eq(paymentTransactions.status, 'pending'),
            gt(paymentTransactions.cancellableUntil, now),
          ),
        )
        .for('update');
      return row;
    },
    /** Crypto payouts whose sending began and whose outcome is not recorded, oldest first. */
    async processingWithdrawals(limit: number): Promise<TPaymentTransactionRow[]> {
      return db
        .select()
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.type, 'withdraw'),
            eq(paymentTransactions.status, 'processing'),
          ),
        )
        .orderBy(paymentTransactions.updatedAt)
        .limit(limit);
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
            eq(paymentTransactions.type, 'deposit'),
            eq(paymentTransactions.status, 'pending'),
            isNotNull(paymentTransactions.networkCode),
          ),
        )
        .orderBy(paymentTransactions.createdAt);
    },
    wagered: (userId: string) => counter(userId, 'wagered'),
    addWagered: (userId: string, amount: bigint) => addToCounter(userId, 'wagered', amount),
    /**
     * Serialises a player's withdrawal requests (the daily limit is read, then spent) without
     * touching rows that deposits and bets lock, so no lock cycle can form with them.
     */
    async lockWithdrawals(userId: string): Promise<void> {
      await db.execute(
        sql`SELECT pg_advisory_xact_lock(hashtextextended(${`withdraw:${userId}`}, 0))`,
      );
    },
    /** Serialises a player's stakes, so the main-then-bonus split is read and spent as one. */
    async lockStakes(userId: string): Promise<void> {
      await db.execute(
        sql`SELECT pg_advisory_xact_lock(hashtextextended(${`stake:${userId}`}, 0))`,
      );
    },
    /**
     * Several players' stake locks in one statement, in the order given: the function scan of
     * the array hands its elements to the aggregate in array order, one lock after another.
     */
    async lockStakesInOrder(userIds: string[]): Promise<void> {
      if (userIds.length === 0) return;
      const keys = userIds.map((userId) => sql`${`stake:${userId}`}`);
      await db.execute(
        sql`SELECT count(pg_advisory_xact_lock(hashtextextended(key, 0)))
          FROM unnest(ARRAY[${sql.join(keys, sql`, `)}]::text[]) AS key`,
      );
    },
    /** Account-currency value of the player's withdrawals since `since` that still stand. */
    async withdrawnSince(userId: string, since: Date): Promise<bigint> {
      const [row] = await db
        .select({
          total: sql<string>`coalesce(sum(${paymentTransactions.accountAmount}), 0)::text`,
        })
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.userId, userId),
            inArray(paymentTransactions.type, ['withdraw', 'sell']),
            notInArray(paymentTransactions.status, ['cancelled', 'declined', 'refund']),
            sql`${paymentTransactions.createdAt} >= ${since.toISOString()}`,
          ),
        );
      return BigInt(row?.total ?? '0');
    },
    /** Withdrawals whose cancel window has closed, oldest first. */
    async dueWithdrawals(
      now: Date,
      limit: number,
      type: 'withdraw' | 'sell' = 'withdraw',
    ): Promise<string[]> {
      const rows = await db
        .select({ id: paymentTransactions.id })
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.type, type),
            eq(paymentTransactions.status, 'pending'),
            lte(paymentTransactions.cancellableUntil, now),
          ),
        )
        .orderBy(paymentTransactions.createdAt)
        .limit(limit);
      return rows.map((row) => row.id);
    },
    /**
     * Distinct addresses the player withdrew to on a network, newest first; withdrawals a
     * chat-bot provider carried (to the player's own account with it) are not addresses.
     */
    async recentWithdrawalAddresses(userId: string, networkCode: string, limit: number) {
      return db
        .select({
          address: sql<string>`${paymentTransactions.address}`,
          memo: sql<
            string | null
          >`(array_agg(${paymentTransactions.memo} ORDER BY ${paymentTransactions.createdAt} DESC))[1]`,
        })
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.userId, userId),
            eq(paymentTransactions.type, 'withdraw'),
            eq(paymentTransactions.networkCode, networkCode),
            isNotNull(paymentTransactions.address),
            isNull(paymentTransactions.provider),
          ),
        )
        .groupBy(paymentTransactions.address)
        .orderBy(desc(sql`max(${paymentTransactions.createdAt})`))
        .limit(limit);
    },
    async listWithdrawals(page: { offset: number; limit: number; status?: string }) {
      const where = and(
        eq(paymentTransactions.type, 'withdraw'),
        page.status ? eq(paymentTransactions.status, page.status) : undefined,
      );
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
