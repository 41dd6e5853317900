import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, minor } from './columns';
import { users } from './accounts';

/**
 * What a bonus offers and on which terms: the four welcome steps (by deposit number), the
 * everyday bonus, personal bonuses operators assign, promo codes' and the wheel's bonuses.
 * `terms` is the JSON of `TBonusTerms` (bonuses/terms.ts): a grant copies it, so editing an
 * offer never changes a grant already made.
 */
export const bonusOffers = pgTable(
  'bonus_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** Welcome offers: the deposit number (1 to 4) they reward. */
    step: integer('step'),
    title: text('title').notNull(),
    terms: jsonb('terms').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('bonus_offers_kind', sql`${table.kind} IN ('welcome', 'everyday', 'personal', 'promo')`),
    check(
      'bonus_offers_step',
      sql`(${table.kind} = 'welcome') = (${table.step} IS NOT NULL) AND (${table.step} IS NULL OR ${table.step} BETWEEN 1 AND 4)`,
    ),
    index('bonus_offers_kind_idx').on(table.kind, table.step),
  ],
);

/**
 * One bonus given to one player. Its money lives in the grant's own ledger account (kind
 * `grant`) until it converts to main money once, or is written off. A (player, source, source
 * reference) gets one grant, so a redelivered deposit or a replayed spin never grants twice.
 */
export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    offerId: uuid('offer_id').references(() => bonusOffers.id),
    /** `deposit` (welcome, everyday, a chosen personal bonus), `personal`, `promo`, `wheel`. */
    source: text('source').notNull(),
    sourceRef: text('source_ref').notNull(),
    status: text('status').notNull(),
    title: text('title').notNull(),
    /** The offer's terms as they were when granted. */
    terms: jsonb('terms').notNull(),
    /** Bonus money granted (account currency, minor units). */
    amount: minor('amount').notNull(),
    /** Stakes, weighted by each game's contribution, still to play before it converts. */
    wagerTotal: minor('wager_total').notNull(),
    wagerCurrent: minor('wager_current')
      .notNull()
      .default(sql`0`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** What reached the main balance on conversion (after the cap). */
    convertedAmount: minor('converted_amount'),
    /** What was written off: the cap's excess, or everything on expiry and forfeiture. */
    writtenOff: minor('written_off'),
    endReason: text('end_reason'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('bonus_grants_source').on(table.userId, table.source, table.sourceRef),
    check(
      'bonus_grants_source_kind',
      sql`${table.source} IN ('deposit', 'personal', 'promo', 'wheel', 'tournament')`,
    ),
    check(
      'bonus_grants_status',
      sql`${table.status} IN ('pending', 'active', 'completed', 'expired', 'forfeited', 'cancelled')`,
    ),
    check(
      'bonus_grants_amounts',
      sql`${table.amount} >= 0 AND ${table.wagerTotal} >= 0 AND ${table.wagerCurrent} >= 0`,
    ),
    check(
      'bonus_grants_ended',
      sql`(${table.status} IN ('pending', 'active')) = (${table.endedAt} IS NULL)`,
    ),
    index('bonus_grants_user_idx').on(table.userId, table.createdAt),
    index('bonus_grants_open_idx')
      .on(table.status, table.expiresAt)
      .where(sql`${table.status} IN ('pending', 'active')`),
  ],
);

/** A player's bonus choices: welcome bonuses on fiat and crypto deposits, a preferred personal one. */
export const bonusSettings = pgTable('bonus_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  welcomeFiat: boolean('welcome_fiat').notNull().default(true),
  welcomeCrypto: boolean('welcome_crypto').notNull().default(true),
  /** A pending personal grant the next fiat (or crypto) deposit activates instead of welcome. */
  preferredFiat: uuid('preferred_fiat').references(() => bonusGrants.id),
  preferredCrypto: uuid('preferred_crypto').references(() => bonusGrants.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
