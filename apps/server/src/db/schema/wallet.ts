import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, minor } from './columns';
import { users } from './accounts';
import { bonusGrants } from './bonuses';

export const currencies = pgTable(
  'currencies',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    /** Digits after the point: amounts are stored as integers of 10^-precision. */
    precision: integer('precision').notNull(),
    isFiat: boolean('is_fiat').notNull(),
    /** Contains `{amount}`, e.g. `${amount}`, `{amount} ₽`, `{amount} USDT`. */
    displayFormat: text('display_format').notNull(),
    icon: text('icon').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    check('currencies_precision', sql`${table.precision} BETWEEN 0 AND 18`),
    check('currencies_format', sql`${table.displayFormat} LIKE '%{amount}%'`),
  ],
);

/** A crypto currency on one network (USDT on TRC20, on TON...): how it is deposited and withdrawn. */
export const cryptoNetworks = pgTable(
  'crypto_networks',
  {
    code: text('code').primaryKey(),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    network: text('network').notNull(),
    name: text('name').notNull(),
    icon: text('icon').notNull(),
    addressRegex: text('address_regex').notNull(),
    memoRequired: boolean('memo_required').notNull().default(false),
    minDeposit: minor('min_deposit').notNull(),
    minWithdraw: minor('min_withdraw').notNull(),
    withdrawAllowed: boolean('withdraw_allowed').notNull().default(true),
    valuePresets: minor('value_presets').array().notNull(),
    /** Blocks an incoming transfer needs before it is credited. */
    confirmations: integer('confirmations').notNull().default(3),
    /** The largest single withdrawal, in minor units of the currency; null: no cap. */
    maxWithdraw: minor('max_withdraw'),
    /**
     * Withdrawal fee schedule: the tier with the largest `from` (minor units, as a string) at
     * most the amount applies; its `fee` is the fraction of the amount taken.
     */
    withdrawFeeTiers: jsonb('withdraw_fee_tiers')
      .$type<{ from: string; fee: string }[]>()
      .notNull()
      .default([{ from: '0', fee: '0' }]),
    /** Share of a deposit added as bonus money (the +N% badge), e.g. 0.05. */
    depositBonus: numeric('deposit_bonus', { precision: 6, scale: 4 }).notNull().default('0'),
    position: integer('position').notNull(),
  },
  (table) => [
    check('crypto_networks_minimums', sql`${table.minDeposit} > 0 AND ${table.minWithdraw} > 0`),
    check(
      'crypto_networks_max_withdraw',
      sql`${table.maxWithdraw} IS NULL OR ${table.maxWithdraw} >= ${table.minWithdraw}`,
    ),
    check(
      'crypto_networks_deposit_bonus',
      sql`${table.depositBonus} >= 0 AND ${table.depositBonus} <= 10`,
    ),
  ],
);

/** Value of one unit of a currency in the account currency (1 for the account currency itself). */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currencyCode: text('currency_code')
      .primaryKey()
      .references(() => currencies.code),
    rate: numeric('rate', { precision: 38, scale: 18 }).notNull(),
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('exchange_rates_positive', sql`${table.rate} > 0`)],
);

export const exchangeRateHistory = pgTable(
  'exchange_rate_history',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    rate: numeric('rate', { precision: 38, scale: 18 }).notNull(),
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('exchange_rate_history_currency_idx').on(table.currencyCode, table.id)],
);

/**
 * Ledger accounts: a player's main and bonus money, and the house's accounts (deposits and
 * withdrawals in transit, game results, bonus cost, fees, adjustments). A player's balance is
 * kept on the row, locked and never below zero. House accounts may go negative and every bet
 * touches them, so they keep no running balance (the column stays 0): their balance is the
 * sum of their entries, and no transfer waits on their row.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => users.id),
    kind: text('kind').notNull(),
    /** Kind `grant`: the bonus grant whose money this account holds. */
    grantId: uuid('grant_id').references(() => bonusGrants.id),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    balance: minor('balance')
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
  },
  (table) => [
    unique('ledger_accounts_owner')
      .on(table.userId, table.kind, table.currencyCode, table.grantId)
      .nullsNotDistinct(),
    check(
      'ledger_accounts_player_non_negative',
      sql`${table.userId} IS NULL OR ${table.balance} >= 0`,
    ),
    check(
      'ledger_accounts_kind',
      sql`(${table.userId} IS NOT NULL AND ${table.kind} IN ('main', 'bonus') AND ${table.grantId} IS NULL) OR (${table.userId} IS NOT NULL AND ${table.kind} = 'grant' AND ${table.grantId} IS NOT NULL) OR (${table.userId} IS NULL AND ${table.grantId} IS NULL AND ${table.kind} IN ('deposits', 'withdrawals', 'game', 'bonus_cost', 'wheel_cost', 'fees', 'adjustments', 'sportsbook_pending', 'sportsbook_open', 'sportsbook'))`,
    ),
  ],
);

/** One movement of money: balanced entries, written once, never changed. */
export const ledgerTransfers = pgTable('ledger_transfers', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  kind: text('kind').notNull(),
  /** SHA-256 of the kind and postings: the same key with other postings is refused. */
  fingerprint: text('fingerprint').notNull(),
  metadata: jsonb('metadata'),
  createdAt: createdAt(),
});

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    transferId: bigint('transfer_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: minor('amount').notNull(),
    /** The player account's balance after this entry; null on house accounts. */
    balanceAfter: minor('balance_after'),
    createdAt: createdAt(),
  },
  (table) => [
    check('ledger_entries_non_zero', sql`${table.amount} <> 0`),
    index('ledger_entries_account_idx').on(table.accountId, table.id),
    index('ledger_entries_transfer_idx').on(table.transferId),
  ],
);

/** Per-player wallet state beside the ledger: the part of the money that came in through fiat. */
export const wallets = pgTable('wallets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  /** Fiat deposits minus fiat withdrawals, in account-currency minor units (may exceed the balance). */
  fiatNet: minor('fiat_net')
    .notNull()
    .default(sql`0`),
  /** Total staked in games, in account-currency minor units: the withdrawal wager rule reads it. */
  wagered: minor('wagered')
    .notNull()
    .default(sql`0`),
});

/** Deposits and withdrawals as the player sees them in history. */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    status: text('status').notNull(),
    method: text('method').notNull(),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    /** In the payment's own currency. */
    amount: minor('amount').notNull(),
    /** Credited or debited in the account currency, with the rate used. */
    accountAmount: minor('account_amount'),
    /** Withdrawals: the part of `amount` kept as the fee (the player receives the rest). */
    fee: minor('fee'),
    memo: text('memo'),
    /** Withdrawals above the approval threshold: the operator who approved or declined it. */
    reviewedBy: uuid('reviewed_by'),
    declineReason: text('decline_reason'),
    /** A payout whose outcome is unknown (timeout, lost answer): what the provider call said. */
    payoutError: text('payout_error'),
    rate: numeric('rate', { precision: 38, scale: 18 }),
    externalId: text('external_id'),
    paymentDetails: text('payment_details'),
    address: text('address'),
    senderBank: jsonb('sender_bank'),
    cancellableUntil: timestamp('cancellable_until', { withTimezone: true }),
    /**
     * A crypto payment carried by a chat-bot provider (`cryptobot`, `xrocket`) instead of the
     * chain; a withdrawal's `address` is then the player's Telegram user id.
     */
    provider: text('provider'),
    /** Crypto: the network it travels on and how far it is confirmed. */
    networkCode: text('network_code').references(() => cryptoNetworks.code),
    confirmations: integer('confirmations'),
    requiredConfirmations: integer('required_confirmations'),
    transferId: bigint('transfer_id', { mode: 'bigint' }).references(() => ledgerTransfers.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'payment_transactions_type',
      sql`${table.type} IN ('deposit', 'buy', 'withdraw', 'sell')`,
    ),
    check('payment_transactions_amount', sql`${table.amount} > 0`),
    check('payment_transactions_method', sql`${table.method} IN ('crypto', 'fiat', 'other')`),
    check(
      'payment_transactions_fee',
      sql`${table.fee} IS NULL OR (${table.fee} >= 0 AND ${table.fee} < ${table.amount})`,
    ),
    check(
      'payment_transactions_status',
      sql`${table.status} IN ('waiting', 'pending', 'wait_for_confirmation', 'timeouted', 'pay_external_invoice', 'completed', 'declined', 'disputed', 'refund', 'cancelled', 'processing')`,
    ),
    check(
      'payment_transactions_provider',
      sql`${table.provider} IS NULL OR ${table.provider} IN ('cryptobot', 'xrocket', 'tonconnect')`,
    ),
    index('payment_transactions_user_idx').on(table.userId, table.createdAt),
    index('payment_transactions_open_idx')
      .on(table.type, table.status, table.cancellableUntil)
      .where(sql`${table.status} IN ('pending', 'wait_for_confirmation', 'processing')`),
    unique('payment_transactions_external').on(table.method, table.externalId),
  ],
);

/** A player's deposit address on one network: stable, never shared with another player. */
export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    networkCode: text('network_code')
      .notNull()
      .references(() => cryptoNetworks.code),
    address: text('address').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [unique('deposit_addresses_owner').on(table.userId, table.networkCode)],
);

/**
 * Payouts the sandbox chain broadcast, one per payout id (the provider's idempotency key): a
 * second send of the same id answers the first hash and broadcasts nothing. Kept in the
 * database, so the chain remembers its sends across restarts as a real one would.
 */
export const sandboxChainPayouts = pgTable('sandbox_chain_payouts', {
  payoutId: text('payout_id').primaryKey(),
  network: text('network').notNull(),
  address: text('address').notNull(),
  memo: text('memo'),
  amount: minor('amount').notNull(),
  hash: text('hash').notNull().unique(),
  createdAt: createdAt(),
});
