import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bonusGrants } from './bonuses';
import { games } from './catalogue';
import { createdAt, minor } from './columns';

/**
 * Free spins a grant carries: `total` rounds of one in-house slot at a fixed stake (the house's
 * money, never the player's), their wins summed in `winnings` until the last one settles, when
 * they become a bonus grant of their own (`winningsGrantId`). One award per grant, so a replayed
 * activation never awards twice. `remaining` only moves by compare-and-set under the player's
 * money lock and never leaves 0..total.
 */
export const freeSpinAwards = pgTable(
  'free_spin_awards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The grant whose terms carried the spins. */
    grantId: uuid('grant_id')
      .notNull()
      .references(() => bonusGrants.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    total: integer('total').notNull(),
    remaining: integer('remaining').notNull(),
    /** One spin's stake (account currency, minor units). */
    stake: minor('stake').notNull(),
    winnings: minor('winnings')
      .notNull()
      .default(sql`0`),
    /** active; finished (every spin settled); expired; forfeited (a withdrawal, an operator). */
    status: text('status').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Finished with winnings: the grant they became, what it got and what the cap wrote off. */
    winningsGrantId: uuid('winnings_grant_id').references(() => bonusGrants.id),
    granted: minor('granted'),
    writtenOff: minor('written_off'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('free_spin_awards_grant').on(table.grantId),
    check(
      'free_spin_awards_status',
      sql`${table.status} IN ('active', 'finished', 'expired', 'forfeited')`,
    ),
    check(
      'free_spin_awards_spins',
      sql`${table.total} > 0 AND ${table.remaining} >= 0 AND ${table.remaining} <= ${table.total}`,
    ),
    check('free_spin_awards_amounts', sql`${table.stake} > 0 AND ${table.winnings} >= 0`),
    check('free_spin_awards_ended', sql`(${table.status} = 'active') = (${table.endedAt} IS NULL)`),
    index('free_spin_awards_user_idx').on(table.userId, table.createdAt),
    index('free_spin_awards_open_idx')
      .on(table.status, table.expiresAt)
      .where(sql`${table.status} = 'active'`),
  ],
);

/**
 * One free spin as the seamless wallet played it: the studio's round, the bet that took the
 * spin, and the win it paid into the award. `playing` until its round is paid (`settled`) or its
 * bet rolled back (`returned`, the spin given back).
 */
export const freeSpinRounds = pgTable(
  'free_spin_rounds',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    awardId: uuid('award_id')
      .notNull()
      .references(() => freeSpinAwards.id),
    studio: text('studio').notNull(),
    roundId: text('round_id').notNull(),
    betTransactionId: text('bet_transaction_id').notNull(),
    status: text('status').notNull(),
    win: minor('win')
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
  },
  (table) => [
    unique('free_spin_rounds_round').on(table.studio, table.roundId),
    index('free_spin_rounds_award_idx').on(table.awardId, table.status),
    check('free_spin_rounds_status', sql`${table.status} IN ('playing', 'settled', 'returned')`),
    check('free_spin_rounds_win', sql`${table.win} >= 0`),
  ],
);
