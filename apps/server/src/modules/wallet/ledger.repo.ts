import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema';

export type TTransferRow = typeof ledgerTransfers.$inferSelect;

export function createLedgerRepo(db: DbOrTx) {
  return {
    /**
     * The account's id, creating the (zero-balance) account on first use; `created` when this
     * call inserted it (and so it is not committed yet).
     */
    async ensureAccount(owner: {
      userId: string | null;
      kind: string;
      currencyCode: string;
      grantId: string | null;
    }): Promise<{ id: bigint; created: boolean }> {
      const [created] = await db
        .insert(ledgerAccounts)
        .values(owner)
        .onConflictDoNothing()
        .returning({ id: ledgerAccounts.id });
      if (created) return { id: created.id, created: true };
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
            owner.grantId === null
              ? isNull(ledgerAccounts.grantId)
              : eq(ledgerAccounts.grantId, owner.grantId),
          ),
        );
      if (!existing) throw new Error(`ledger account ${owner.kind} vanished`);
      return { id: existing.id, created: false };
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

    /**
     * Adds to a player balance unless it would go below zero, in one statement that also locks
     * the row until commit. The new balance, or undefined when refused.
     */
    async addToPlayerBalance(id: bigint, amount: bigint): Promise<bigint | undefined> {
      const [row] = await db
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} + ${amount}` })
        .where(and(eq(ledgerAccounts.id, id), sql`${ledgerAccounts.balance} + ${amount} >= 0`))
        .returning({ balance: ledgerAccounts.balance });
      return row?.balance;
    },

    async balanceOf(id: bigint): Promise<bigint> {
      const [row] = await db
        .select({ balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, id));
      return row?.balance ?? 0n;
    },

    async insertEntries(rows: (typeof ledgerEntries.$inferInsert)[]): Promise<void> {
      await db.insert(ledgerEntries).values(rows);
    },

    /** Balances of one owner's accounts (player: main and bonus). */
    balancesOf(userId: string, currencyCode: string) {
      return db
        .select({
          kind: ledgerAccounts.kind,
          grantId: ledgerAccounts.grantId,
          balance: ledgerAccounts.balance,
        })
        .from(ledgerAccounts)
        .where(
          and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.currencyCode, currencyCode)),
        );
    },
  };
}
