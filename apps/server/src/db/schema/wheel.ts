import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, minor } from './columns';
import { operators, users } from './accounts';
import { bonusGrants, bonusOffers } from './bonuses';

const KINDS = sql.raw(`('none', 'main', 'bonus', 'promo')`);

/**
 * A version of the daily wheel's prize table. Versions are only ever added: the current table
 * is the highest version, and a spin keeps the version it was drawn from.
 */
export const wheelTables = pgTable(
  'wheel_tables',
  {
    version: integer('version').primaryKey(),
    /** The operator who published it; null for the demo seed's. */
    createdBy: uuid('created_by').references(() => operators.id),
    createdAt: createdAt(),
  },
  (table) => [check('wheel_tables_version', sql`${table.version} > 0`)],
);

/**
 * One segment of a table version, in wheel order. A `none` segment pays nothing; every other
 * pays a positive amount (account currency, minor units): `main` to the balance, `bonus` as a
 * grant on the offer's terms, `promo` as its code.
 */
export const wheelPrizes = pgTable(
  'wheel_prizes',
  {
    tableVersion: integer('table_version')
      .notNull()
      .references(() => wheelTables.version),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    amount: minor('amount').notNull(),
    weight: integer('weight').notNull(),
    promoCode: text('promo_code'),
    bonusOfferId: uuid('bonus_offer_id').references(() => bonusOffers.id),
  },
  (table) => [
    primaryKey({ columns: [table.tableVersion, table.position] }),
    check('wheel_prizes_position', sql`${table.position} BETWEEN 0 AND 14`),
    check('wheel_prizes_kind', sql`${table.kind} IN ${KINDS}`),
    check('wheel_prizes_weight', sql`${table.weight} >= 0`),
    check('wheel_prizes_amount', sql`(${table.kind} = 'none') = (${table.amount} = 0)`),
    check('wheel_prizes_amount_sign', sql`${table.amount} >= 0`),
    check('wheel_prizes_promo', sql`(${table.kind} = 'promo') = (${table.promoCode} IS NOT NULL)`),
    check(
      'wheel_prizes_bonus',
      sql`(${table.kind} = 'bonus') = (${table.bonusOfferId} IS NOT NULL)`,
    ),
  ],
);

/**
 * A player's spin: one per UTC day, which the unique key (player, day) enforces, so a second
 * spin the same day is refused by the database however the requests interleave.
 */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    spinDay: date('spin_day', { mode: 'string' }).notNull(),
    tableVersion: integer('table_version')
      .notNull()
      .references(() => wheelTables.version),
    prizeIndex: integer('prize_index').notNull(),
    kind: text('kind').notNull(),
    amount: minor('amount').notNull(),
    promoCode: text('promo_code'),
    /** The grant a `bonus` prize made (set in the spin's transaction, right after the grant). */
    grantId: uuid('grant_id').references(() => bonusGrants.id),
    createdAt: createdAt(),
  },
  (table) => [
    unique('wheel_spins_user_day').on(table.userId, table.spinDay),
    check('wheel_spins_kind', sql`${table.kind} IN ${KINDS}`),
    check('wheel_spins_prize_index', sql`${table.prizeIndex} BETWEEN 0 AND 14`),
    check('wheel_spins_amount', sql`(${table.kind} = 'none') = (${table.amount} = 0)`),
    check('wheel_spins_amount_sign', sql`${table.amount} >= 0`),
    check('wheel_spins_promo', sql`(${table.kind} = 'promo') = (${table.promoCode} IS NOT NULL)`),
    check('wheel_spins_grant', sql`${table.grantId} IS NULL OR ${table.kind} = 'bonus'`),
  ],
);
