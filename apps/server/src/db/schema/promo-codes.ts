import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';
import { bonusGrants, bonusOffers } from './bonuses';

/**
 * A promo code: typing it grants its offer (of kind `promo`) within its window, while its total
 * use limit lasts, as often per player as it allows. `used_count` only grows through a
 * compare-and-set against `total_limit`, so the database never lets it pass the limit.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case: codes are compared without regard to case. */
    code: text('code').notNull(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => bonusOffers.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    /** No end when null. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Uses in all; unlimited when null. */
    totalLimit: integer('total_limit'),
    perPlayerLimit: integer('per_player_limit').notNull().default(1),
    usedCount: integer('used_count').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promo_codes_code').on(table.code),
    check('promo_codes_upper', sql`${table.code} = upper(${table.code})`),
    check(
      'promo_codes_limits',
      sql`${table.perPlayerLimit} >= 1 AND (${table.totalLimit} IS NULL OR ${table.totalLimit} >= 1)`,
    ),
    check(
      'promo_codes_used',
      sql`${table.usedCount} >= 0 AND (${table.totalLimit} IS NULL OR ${table.usedCount} <= ${table.totalLimit})`,
    ),
    check(
      'promo_codes_window',
      sql`${table.endsAt} IS NULL OR ${table.endsAt} > ${table.startsAt}`,
    ),
  ],
);

/** One use of a code by one player, with the grant it made. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: uuid('id').primaryKey(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => promoCodes.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    grantId: uuid('grant_id')
      .notNull()
      .unique()
      .references(() => bonusGrants.id),
    createdAt: createdAt(),
  },
  (table) => [index('promo_redemptions_player_idx').on(table.codeId, table.userId)],
);
