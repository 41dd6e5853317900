import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { currencies } from './wallet';

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
