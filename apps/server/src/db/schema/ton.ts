import { TON_DEPOSIT_STATUSES, TON_TRANSFER_OUTCOMES } from '@aurum/contracts/ton';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { at, createdAt, list, minor } from './columns';
import { cryptoNetworks, currencies, paymentTransactions } from './wallet';

/**
 * A deposit a player sends from their own TON wallet (TON Connect): matched by its unique
 * comment, credited once with the hash of the transfer that paid it.
 */
export const tonDeposits = pgTable(
  'ton_deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The crypto method (TON, USDTTON, NOT): credited as a deposit on it. */
    networkCode: text('network_code')
      .notNull()
      .references(() => cryptoNetworks.code),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    /** `TON`, or the jetton master's raw address (`0:<hex>`). */
    asset: text('asset').notNull(),
    /** What the player was asked to send, minor units of `currencyCode`. */
    amount: minor('amount').notNull(),
    /** Unique to this deposit: how its transfer is matched. */
    comment: text('comment').notNull().unique(),
    /** The deposit wallet the player sends to (user-friendly form). */
    address: text('address').notNull(),
    status: text('status').notNull(),
    validUntil: at('valid_until').notNull(),
    txHash: text('tx_hash').unique(),
    creditedAmount: minor('credited_amount'),
    paymentTransactionId: uuid('payment_transaction_id')
      .unique()
      .references(() => paymentTransactions.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('ton_deposits_status', sql`${table.status} IN ${list(TON_DEPOSIT_STATUSES)}`),
    check('ton_deposits_amount', sql`${table.amount} > 0`),
    check(
      'ton_deposits_credited',
      sql`(${table.status} = 'credited') = (${table.paymentTransactionId} IS NOT NULL AND ${table.txHash} IS NOT NULL AND ${table.creditedAmount} > 0)`,
    ),
    index('ton_deposits_pending_idx').on(table.status, table.validUntil),
  ],
);

/**
 * Every incoming transfer to the deposit wallet the watcher has seen, once per transaction hash:
 * the credited ones and those kept for operators (unknown comment, wrong asset, late...).
 */
export const tonTransfers = pgTable(
  'ton_transfers',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    txHash: text('tx_hash').notNull().unique(),
    lt: bigint('lt', { mode: 'bigint' }).notNull(),
    /** `TON`, or the jetton master's raw address. */
    asset: text('asset').notNull(),
    /** Minor units of the asset (any size a jetton may claim, so not a 64-bit integer). */
    amount: numeric('amount', { precision: 40, scale: 0 }).notNull(),
    comment: text('comment'),
    sender: text('sender'),
    depositId: uuid('deposit_id').references(() => tonDeposits.id),
    outcome: text('outcome').notNull(),
    /** The chain API's record of the transfer as received. */
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('ton_transfers_outcome', sql`${table.outcome} IN ${list(TON_TRANSFER_OUTCOMES)}`),
  ],
);

/** How far the watcher has read each stream of incoming transfers (`ton`, `jetton`), by logical time. */
export const tonCursors = pgTable('ton_cursors', {
  stream: text('stream').primaryKey(),
  lt: bigint('lt', { mode: 'bigint' }).notNull(),
});

/**
 * The sandbox TON chain (outside production only): wallet balances and the transactions it
 * made, served over the same HTTP protocol as the real chain's API.
 */
export const sandboxTonBalances = pgTable(
  'sandbox_ton_balances',
  {
    /** Raw form, `0:<hex>`. */
    address: text('address').notNull(),
    /** `TON`, or the jetton master's raw address. */
    asset: text('asset').notNull(),
    amount: minor('amount').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.address, table.asset] }),
    check('sandbox_ton_balances_amount', sql`${table.amount} >= 0`),
  ],
);

export const sandboxTonTransactions = pgTable(
  'sandbox_ton_transactions',
  {
    lt: bigint('lt', { mode: 'bigint' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 47_000_000_000_001 }),
    hash: text('hash').notNull().unique(),
    /** The account the transaction is on (raw form). */
    account: text('account').notNull(),
    /** `ton`: an incoming message with TON; `jetton`: a jetton transfer received by `owner`. */
    kind: text('kind').notNull(),
    /** `TON`, or the jetton master's raw address. */
    asset: text('asset').notNull(),
    amount: minor('amount').notNull(),
    /** The sending wallet (the jetton sender's owner for a jetton transfer). */
    source: text('source').notNull(),
    /** The receiving wallet (for a jetton transfer, the recipient owner). */
    owner: text('owner').notNull(),
    /** Base64 BOC: the message body (TON) or the forward payload (jetton). */
    body: text('body'),
    /** For a jetton transfer: the TON forwarded with the notification. */
    forwardTon: minor('forward_ton'),
    utime: bigint('utime', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('sandbox_ton_transactions_kind', sql`${table.kind} IN ('ton', 'jetton')`),
    index('sandbox_ton_transactions_account_idx').on(table.account, table.lt),
    index('sandbox_ton_transactions_owner_idx').on(table.owner, table.kind, table.lt),
  ],
);
