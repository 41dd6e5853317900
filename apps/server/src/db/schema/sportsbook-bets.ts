import { BET_KINDS, BET_STATUSES, LEG_RESULTS, ODDS_POLICIES } from '@aurum/contracts/sportsbook';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { at, FACTOR, list, minor } from './columns';
import { sbMarkets } from './sportsbook-markets';
import { sbEvents } from './sportsbook';
import { currencies } from './wallet';

/**
 * A player's sportsbook bet. `status` moves by compare-and-set on (status, version) only, each
 * move in the transaction of its one ledger transfer. `stake` is what still rides (a partial
 * cash-out lowers it); `stake_split` is how the original stake was paid (main, bonus, grants), so
 * payouts go back in its proportions. The client key is unique per player: a slip sent twice is
 * one bet.
 */
export const sbBets = pgTable(
  'sb_bets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    systemSize: integer('system_size'),
    status: text('status').notNull(),
    rejectReason: text('reject_reason'),
    stake: minor('stake').notNull(),
    placedStake: minor('placed_stake').notNull(),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    oddsPolicy: text('odds_policy').notNull(),
    /** Combined odds of a single or combo (thousandths); null for a system bet. */
    totalOdds: bigint('total_odds', { mode: 'bigint' }),
    potentialPayout: minor('potential_payout').notNull(),
    /** What the settlement paid (null while open or pending). */
    payout: minor('payout'),
    /** Paid by cash-outs so far (partial ones keep the bet open). */
    cashedOut: minor('cashed_out')
      .notNull()
      .default(sql`0`),
    stakeSplit: jsonb('stake_split').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    placedAt: at('placed_at').notNull().defaultNow(),
    /** A live bet waits until then to be accepted or rejected. */
    acceptAt: at('accept_at'),
    settledAt: at('settled_at'),
    /**
     * When the win went to the last-bets ticker: set once, by the settlement that first pays the
     * bet as won; a bet won again after a rollback is not announced twice.
     */
    winAnnouncedAt: at('win_announced_at'),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    unique('sb_bets_client_key').on(table.userId, table.idempotencyKey),
    index('sb_bets_user_idx').on(table.userId, table.placedAt),
    index('sb_bets_pending_idx')
      .on(table.acceptAt)
      .where(sql`${table.status} = 'pending'`),
    check('sb_bets_kind', sql`${table.kind} IN ${list(BET_KINDS)}`),
    check('sb_bets_status', sql`${table.status} IN ${list(BET_STATUSES)}`),
    check('sb_bets_odds_policy', sql`${table.oddsPolicy} IN ${list(ODDS_POLICIES)}`),
    check(
      'sb_bets_system_size',
      sql`(${table.kind} = 'system') = (${table.systemSize} IS NOT NULL)`,
    ),
    check(
      'sb_bets_amounts',
      sql`${table.stake} >= 0 AND ${table.stake} <= ${table.placedStake} AND ${table.placedStake} > 0 AND ${table.cashedOut} >= 0 AND (${table.payout} IS NULL OR ${table.payout} >= 0)`,
    ),
  ],
);

/** A leg of a bet: the outcome, the odds it was accepted at, and its result once decided. */
export const sbBetLegs = pgTable(
  'sb_bet_legs',
  {
    betId: uuid('bet_id')
      .notNull()
      .references(() => sbBets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    eventId: text('event_id')
      .notNull()
      .references(() => sbEvents.id),
    marketId: uuid('market_id')
      .notNull()
      .references(() => sbMarkets.id),
    outcomeId: text('outcome_id').notNull(),
    odds: integer('odds').notNull(),
    result: text('result').notNull().default('open'),
    voidFactor: text('void_factor'),
    deadHeatFactor: text('dead_heat_factor'),
  },
  (table) => [
    primaryKey({ columns: [table.betId, table.position] }),
    // Settlement pages through a market's legs by bet.
    index('sb_bet_legs_market_idx').on(table.marketId, table.betId),
    check('sb_bet_legs_odds', sql`${table.odds} BETWEEN 1001 AND 1000000`),
    check('sb_bet_legs_result', sql`${table.result} IN ${list(LEG_RESULTS)}`),
    check('sb_bet_legs_void', sql`${table.voidFactor} IS NULL OR ${table.voidFactor} ~ ${FACTOR}`),
    check(
      'sb_bet_legs_dead_heat',
      sql`${table.deadHeatFactor} IS NULL OR ${table.deadHeatFactor} ~ ${FACTOR}`,
    ),
  ],
);

/**
 * Markets whose settlement state changed (settled, cancelled, rolled back, a cancel window
 * written or rolled back), written in the transaction that changed them, or by a bet opened on
 * a market already out of line for it. Settlement reads the bets of each queued market through
 * the legs' market index and deletes the row, at the version it read, once they are in line:
 * a change made meanwhile bumps the version and keeps it queued.
 */
export const sbSettleQueue = pgTable('sb_settle_queue', {
  marketId: uuid('market_id')
    .primaryKey()
    .references(() => sbMarkets.id, { onDelete: 'cascade' }),
  /** Queue order: given when first queued, kept when queued again. */
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  version: integer('version').notNull().default(1),
  queuedAt: at('queued_at').notNull().defaultNow(),
});
