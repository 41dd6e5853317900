import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { at, createdAt, list, minor } from './columns';
import { cryptoNetworks, currencies, paymentTransactions } from './wallet';

/** The chat-bot payment providers of the Telegram build. */
export const BOT_PAY_PROVIDERS = ['cryptobot', 'xrocket'] as const;
export type TBotPayProviderName = (typeof BOT_PAY_PROVIDERS)[number];

/**
 * Lifecycle of a chat-bot invoice: `creating` (our intent recorded, the provider not yet
 * answered, or its answer lost), `created` (the provider's invoice exists), `paid` (credited,
 * once), `expired` (past its time unpaid), `failed` (the provider refused to create it).
 */
export const BOT_INVOICE_STATUSES = ['creating', 'created', 'paid', 'expired', 'failed'] as const;

/**
 * A deposit through a chat-bot provider (Crypto Pay, xRocket): our id travels as the invoice's
 * payload, the provider's invoice id is unique per provider, and the credited deposit is linked
 * once the paid webhook is taken.
 */
export const botInvoices = pgTable(
  'bot_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The crypto method the player chose (USDTTRC20, TON...): credited as a deposit on it. */
    networkCode: text('network_code')
      .notNull()
      .references(() => cryptoNetworks.code),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    /** The provider's code of the currency (USDT, TON, TONCOIN...). */
    asset: text('asset').notNull(),
    /** Minor units of `currencyCode`. */
    amount: minor('amount').notNull(),
    status: text('status').notNull(),
    providerInvoiceId: text('provider_invoice_id'),
    payUrl: text('pay_url'),
    /** What the provider said when it refused, or why the outcome is unknown. */
    providerError: text('provider_error'),
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
    paymentTransactionId: uuid('payment_transaction_id')
      .unique()
      .references(() => paymentTransactions.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('bot_invoices_provider_invoice').on(table.provider, table.providerInvoiceId),
    check('bot_invoices_provider', sql`${table.provider} IN ${list(BOT_PAY_PROVIDERS)}`),
    check('bot_invoices_status', sql`${table.status} IN ${list(BOT_INVOICE_STATUSES)}`),
    check('bot_invoices_amount', sql`${table.amount} > 0`),
    check(
      'bot_invoices_paid',
      sql`(${table.status} = 'paid') = (${table.paymentTransactionId} IS NOT NULL)`,
    ),
    index('bot_invoices_open_idx')
      .on(table.status, table.expiresAt)
      .where(sql`${table.status} IN ('creating', 'created')`),
  ],
);

/**
 * Paid-invoice webhooks that were not credited: an invoice we do not know, one whose amount or
 * currency differs from ours, one paid after it expired or failed. Kept for an operator, once
 * per provider invoice and outcome (a provider's retries add nothing).
 */
export const botPayEvents = pgTable(
  'bot_pay_events',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    invoiceId: uuid('invoice_id').references(() => botInvoices.id),
    outcome: text('outcome').notNull(),
    /** The webhook's body as received. */
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('bot_pay_events_once').on(table.provider, table.providerInvoiceId, table.outcome),
    check(
      'bot_pay_events_outcome',
      sql`${table.outcome} IN ('unknown_invoice', 'mismatch', 'late')`,
    ),
  ],
);

/**
 * The sandbox providers' own records (outside production only): the invoices they issued and
 * the transfers they made, so they answer like the real services across restarts and nodes.
 */
export const sandboxBotInvoices = pgTable(
  'sandbox_bot_invoices',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    /** A public reference for the payment page. */
    hash: text('hash').notNull().unique(),
    asset: text('asset').notNull(),
    /** As the merchant sent it, a decimal string. */
    amount: text('amount').notNull(),
    description: text('description'),
    payload: text('payload'),
    status: text('status').notNull(),
    expiresAt: at('expires_at'),
    paidAt: at('paid_at'),
    /** The Telegram user the sandbox says paid it. */
    paidBy: bigint('paid_by', { mode: 'bigint' }),
    createdAt: createdAt(),
  },
  (table) => [check('sandbox_bot_invoices_status', sql`${table.status} IN ('active', 'paid')`)],
);

/** Transfers the sandbox providers made, one per idempotency key (spend id / transfer id). */
export const sandboxBotTransfers = pgTable(
  'sandbox_bot_transfers',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    spendId: text('spend_id').notNull(),
    telegramUserId: bigint('telegram_user_id', { mode: 'bigint' }).notNull(),
    asset: text('asset').notNull(),
    amount: text('amount').notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique('sandbox_bot_transfers_spend').on(table.provider, table.spendId)],
);
