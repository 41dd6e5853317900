import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';

export interface TLedgerInvariants {
  /** Player accounts whose balance differs from the sum of their entries, or house rows not at 0. */
  driftedAccounts: number;
  /** Player accounts below zero. */
  negativePlayers: number;
  /** Transfers whose entries do not sum to zero. */
  unbalancedTransfers: number;
  /** Sum of every entry: zero in a closed double-entry ledger. */
  totalOfEntries: bigint;
}

async function scalar(db: DbOrTx, query: ReturnType<typeof sql>): Promise<string> {
  const [row] = await queryRows<{ value: string | number | bigint }>(db, query);
  return String(row?.value ?? 0);
}

/** What must hold after any sequence of transfers, crashes included. */
export async function checkLedgerInvariants(db: DbOrTx): Promise<TLedgerInvariants> {
  const [drifted, negative, unbalanced, total] = await Promise.all([
    scalar(
      db,
      sql`SELECT count(*) AS value FROM ledger_accounts a
          LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id) e
            ON e.account_id = a.id
          WHERE (a.user_id IS NOT NULL AND a.balance <> COALESCE(e.total, 0))
             OR (a.user_id IS NULL AND a.balance <> 0)`,
    ),
    scalar(
      db,
      sql`SELECT count(*) AS value FROM ledger_accounts WHERE user_id IS NOT NULL AND balance < 0`,
    ),
    scalar(
      db,
      sql`SELECT count(*) AS value FROM (SELECT transfer_id FROM ledger_entries GROUP BY transfer_id HAVING sum(amount) <> 0) t`,
    ),
    scalar(db, sql`SELECT COALESCE(sum(amount), 0) AS value FROM ledger_entries`),
  ]);
  return {
    driftedAccounts: Number(drifted),
    negativePlayers: Number(negative),
    unbalancedTransfers: Number(unbalanced),
    totalOfEntries: BigInt(total),
  };
}

export const HEALTHY_LEDGER: TLedgerInvariants = {
  driftedAccounts: 0,
  negativePlayers: 0,
  unbalancedTransfers: 0,
  totalOfEntries: 0n,
};
