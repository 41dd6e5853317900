import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema';

export type TTransferRow = typeof ledgerTransfers.$inferSelect;

export function createLedgerRepo(db: DbOrTx) {
  return {
    /** The account's id, creating the (zero-balance) account on first use. */
    async ensureAccount(owner: {
      userId: string | null;
      kind: string;
      currencyCode: string;
    }): Promise<bigint> {
      const [created] = await db
        .insert(ledgerAccounts)
        .values(owner)
        .onConflictDoNothing()
        .returning({ id: ledgerAccounts.id });
      if (created) return created.id;
      const [existing] = await db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(
          and(
            owner.userId === null
              ? isNull(ledgerAccounts.userId)
              : eq(ledgerAccounts.userId, owner.userId),
            eq(ledgerAccounts.kind, owner.kind),
            eq(ledgerAccounts.currencyCode, owner.currencyCode),
          ),
        );
      if (!existing) throw new Error(`ledger account ${owner.kind} vanished`);
      return existing.id;
    },

    /** Inserts the transfer unless its idempotency key exists; undefined then. */
    async insertTransfer(values: typeof ledgerTransfers.$inferInsert): Promise<bigint | undefined> {
      const [row] = await db
        .insert(ledgerTransfers)
        .values(values)
        .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
        .returning({ id: ledgerTransfers.id });
      return row?.id;
    },

    async findTransferByKey(idempotencyKey: string): Promise<TTransferRow | undefined> {
      const [row] = await db
        .select()
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.idempotencyKey, idempotencyKey));
      return row;
    },

    /** Locks the accounts in id order (the one order every transfer uses, so none deadlock). */
    lockAccounts(ids: bigint[]) {
      return db
        .select({
          id: ledgerAccounts.id,
          userId: ledgerAccounts.userId,
          balance: ledgerAccounts.balance,
        })
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.id, ids))
        .orderBy(asc(ledgerAccounts.id))
        .for('update');
    },

    async addToBalance(id: bigint, amount: bigint): Promise<void> {
      await db
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} + ${amount}` })
        .where(eq(ledgerAccounts.id, id));
    },

    async insertEntries(rows: (typeof ledgerEntries.$inferInsert)[]): Promise<void> {
      await db.insert(ledgerEntries).values(rows);
    },

    /** Balances of one owner's accounts (player: main and bonus). */
    balancesOf(userId: string, currencyCode: string) {
      return db
        .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(
          and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.currencyCode, currencyCode)),
        );
    },
  };
}
