import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, list, minor } from './columns';
import { users } from './accounts';

export const RG_LIMIT_KINDS = ['deposit', 'wager', 'loss'] as const;
export const RG_PERIODS = ['day', 'week', 'month'] as const;

/**
 * A player's responsible-gaming settings; the row is also the per-player lock deposit
 * initiations take (created on first need), so two of them never pass a limit together.
 * A block (time-out, self-exclusion) ends betting and depositing until it runs out; a
 * permanent self-exclusion never does.
 */
export const rgSettings = pgTable(
  'rg_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    timeOutUntil: at('time_out_until'),
    excludedUntil: at('excluded_until'),
    excludedPermanently: boolean('excluded_permanently').notNull().default(false),
    /** Minutes between reality-check reminders; 0 is off. */
    realityCheckMinutes: integer('reality_check_minutes').notNull().default(0),
    /** Longest a sign-in session may play; null is no limit. */
    sessionLimitMinutes: integer('session_limit_minutes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'rg_settings_reality_check',
      sql`${table.realityCheckMinutes} = 0 OR ${table.realityCheckMinutes} BETWEEN 15 AND 120`,
    ),
    check(
      'rg_settings_session_limit',
      sql`${table.sessionLimitMinutes} IS NULL OR ${table.sessionLimitMinutes} BETWEEN 15 AND 1440`,
    ),
  ],
);

/**
 * A limit of one kind over one period, in account-currency minor units. A raise or a removal
 * waits: `pendingAmount` (null with `pendingRemoval`) applies once the player confirms it after
 * `pendingAfter`; a lowering replaces `amount` at once and drops any pending raise.
 */
export const rgLimits = pgTable(
  'rg_limits',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    amount: minor('amount').notNull(),
    pendingAmount: minor('pending_amount'),
    pendingRemoval: boolean('pending_removal').notNull().default(false),
    pendingAfter: at('pending_after'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.period] }),
    check('rg_limits_kind', sql`${table.kind} IN ${list(RG_LIMIT_KINDS)}`),
    check('rg_limits_period', sql`${table.period} IN ${list(RG_PERIODS)}`),
    check('rg_limits_amount', sql`${table.amount} > 0`),
    check(
      'rg_limits_pending',
      sql`(${table.pendingAfter} IS NULL) = (${table.pendingAmount} IS NULL AND NOT ${table.pendingRemoval})
        AND (${table.pendingAmount} IS NULL OR (${table.pendingAmount} > ${table.amount} AND NOT ${table.pendingRemoval}))`,
    ),
  ],
);

/**
 * What a player did in one UTC day, in account-currency minor units: deposits credited, stakes
 * placed (less stakes returned) and the net loss (stakes less wins less returned stakes, negative
 * on a winning day). A week is the 7 UTC days up to today, a month the 30.
 */
export const rgActivity = pgTable(
  'rg_activity',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    deposited: minor('deposited')
      .notNull()
      .default(sql`0`),
    wagered: minor('wagered')
      .notNull()
      .default(sql`0`),
    netLoss: minor('net_loss')
      .notNull()
      .default(sql`0`),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
