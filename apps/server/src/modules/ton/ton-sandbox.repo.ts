import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sandboxTonBalances, sandboxTonTransactions } from '../../db/schema';

export type TSandboxTonTx = typeof sandboxTonTransactions.$inferSelect;

/** A page of a sandbox account's records by logical time. */
export interface TSandboxTonQuery {
  startLt: bigint;
  limit: number;
  offset: number;
  desc: boolean;
}

/** The sandbox TON chain's books: balances by address and asset, and its transactions. */
export function createSandboxTonRepo(db: DbOrTx) {
  return {
    /** Opening balances of a wallet, once (a wallet that has any keeps what it has). */
    async open(rows: { address: string; asset: string; amount: bigint }[]) {
      await db.insert(sandboxTonBalances).values(rows).onConflictDoNothing();
    },
    async credit(address: string, asset: string, amount: bigint) {
      await db
        .insert(sandboxTonBalances)
        .values({ address, asset, amount })
        .onConflictDoUpdate({
          target: [sandboxTonBalances.address, sandboxTonBalances.asset],
          set: { amount: sql`${sandboxTonBalances.amount} + excluded.amount` },
        });
    },
    /** Takes `amount` only if the balance holds that much (one conditional update): false if not. */
    async debit(address: string, asset: string, amount: bigint): Promise<boolean> {
      const rows = await db
        .update(sandboxTonBalances)
        .set({ amount: sql`${sandboxTonBalances.amount} - ${amount}` })
        .where(
          and(
            eq(sandboxTonBalances.address, address),
            eq(sandboxTonBalances.asset, asset),
            gte(sandboxTonBalances.amount, amount),
          ),
        )
        .returning({ amount: sandboxTonBalances.amount });
      return rows.length > 0;
    },
    /** A transaction with a fresh hash; its lt comes from the chain's sequence. */
    async record(
      values: Omit<typeof sandboxTonTransactions.$inferInsert, 'hash'>,
    ): Promise<TSandboxTonTx> {
      const [row] = await db
        .insert(sandboxTonTransactions)
        .values({ ...values, hash: randomBytes(32).toString('base64') })
        .returning();
      if (!row) throw new Error('sandbox transaction insert returned nothing');
      return row;
    },
    async balances(address: string): Promise<Record<string, bigint>> {
      const rows = await db
        .select()
        .from(sandboxTonBalances)
        .where(eq(sandboxTonBalances.address, address));
      return Object.fromEntries(rows.map((row) => [row.asset, row.amount]));
    },
    /**
     * Records by logical time: `ton`, messages with TON received by an account; `jetton`,
     * jetton transfers received by an owner.
     */
    async list(kind: 'ton' | 'jetton', address: string, query: TSandboxTonQuery) {
      const column = kind === 'ton' ? sandboxTonTransactions.account : sandboxTonTransactions.owner;
      return db
        .select()
        .from(sandboxTonTransactions)
        .where(
          and(
            eq(column, address),
            eq(sandboxTonTransactions.kind, kind),
            gte(sandboxTonTransactions.lt, query.startLt),
          ),
        )
        .orderBy(query.desc ? desc(sandboxTonTransactions.lt) : asc(sandboxTonTransactions.lt))
        .offset(query.offset)
        .limit(query.limit);
    },
  };
}
