import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { currencies, paymentTransactions } from './wallet';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * One side of a fiat method (buy = deposit, sell = withdraw). Amounts are minor units of the
 * method's currency, as strings; fee levels are fractions.
 */
export interface TFiatSideTerms {
  minAmount: string;
  maxAmount: string;
  required: string[];
  optional: string[];
  multiplyOrdersAllowed: boolean;
  levels: { from: string; fee: string }[];
  subbanks: { id: string; name: string; icon: string; priority: number }[];
  priority: number;
  valuePresets: string[];
}

/** A bank-type payment method (card P2P, SBP, BLIK...) in one currency. */
export const fiatMethods = pgTable(
  'fiat_methods',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    label: text('label').notNull(),
    kind: text('kind').notNull(),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    icon: text('icon').notNull(),
    priority: integer('priority').notNull(),
    buy: jsonb('buy').$type<TFiatSideTerms>(),
    sell: jsonb('sell').$type<TFiatSideTerms>(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'fiat_methods_kind',
      sql`${table.kind} IN ('p2p', 'account_number', 'sbp', 'mpayment', 'blik', 'cross_border', 'others')`,
    ),
    check('fiat_methods_has_side', sql`${table.buy} IS NOT NULL OR ${table.sell} IS NOT NULL`),
  ],
);

/** The fiat side of a payment transaction (same id): the bank details, proof, dispute. */
export const fiatOrders = pgTable(
  'fiat_orders',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => paymentTransactions.id),
    methodId: text('method_id')
      .notNull()
      .references(() => fiatMethods.id),
    side: text('side').notNull(),
    /** Buy orders: the player must pay before this. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The player's detail fields (buy: extra fields; sell: where to pay out). */
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    subbankId: text('subbank_id'),
    /** Where the player pays (card, phone, bank name, recipient...), from the provider. */
    paymentDetails: jsonb('payment_details').$type<Record<string, string | null>>(),
    invoiceUrl: text('invoice_url'),
    invoiceTarget: text('invoice_target'),
    callbackUrl: text('callback_url'),
    payerName: text('payer_name'),
    dispute: jsonb('dispute').$type<{
      acceptOption: string;
      amount: string | null;
      comment: string;
      problem: string;
      name: string;
    }>(),
    /** A dispute's changed invoice amount, in minor units. */
    amountChange: bigint('amount_change', { mode: 'bigint' }),
    /**
     * The player, while this deposit order waits for payment on a method that allows one open
     * order at a time; cleared in the transaction that moves it out of those statuses. The
     * unique index below is the one-open-order rule.
     */
    openUserId: uuid('open_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    check('fiat_orders_side', sql`${table.side} IN ('buy', 'sell')`),
    index('fiat_orders_method_idx').on(table.methodId, table.createdAt),
    uniqueIndex('fiat_orders_one_open')
      .on(table.openUserId, table.methodId)
      .where(sql`${table.openUserId} IS NOT NULL`),
  ],
);

/** Images players upload (payment proofs, dispute evidence): kept in the database, shown to operators only. */
export const fiatUploads = pgTable(
  'fiat_uploads',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => fiatOrders.id),
    purpose: text('purpose').notNull(),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('fiat_uploads_purpose', sql`${table.purpose} IN ('proof', 'dispute')`),
    index('fiat_uploads_order_idx').on(table.orderId, table.id),
  ],
);

/** Payout detail sets a player used, offered again next time. */
export const savedPayoutDetails = pgTable(
  'saved_payout_details',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    methodId: text('method_id')
      .notNull()
      .references(() => fiatMethods.id),
    fingerprint: text('fingerprint').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('saved_payout_details_set').on(table.userId, table.methodId, table.fingerprint),
  ],
);
