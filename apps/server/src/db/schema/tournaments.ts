import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, list, minor } from './columns';
import { operators, users } from './accounts';
import { bonusGrants, bonusOffers } from './bonuses';

const KINDS = ['total_wagered', 'sum_multipliers', 'best_multiplier', 'points_per_round'];
const STATUSES = ['scheduled', 'running', 'closing', 'finished', 'cancelled'];
const PRIZE_KINDS = ['cash', 'bonus', 'free_spins'];

/**
 * A tournament: players score with their counted bets between `starts_at` and `ends_at`.
 * Status: scheduled -> running -> closing -> finished, scheduled | running -> cancelled; every
 * move a compare-and-set. Scores are written only while the row is scheduled or running, under
 * a share lock on it, so the closing move (which waits for those locks) sees every score.
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey(),
    /** Per locale code: `{ en: '...', ru: '...' }`. */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull().default({}),
    kind: text('kind').notNull(),
    product: text('product').notNull(),
    /** The least stake (a casino round's total) that counts, account currency minor units. */
    minBet: minor('min_bet')
      .notNull()
      .default(sql`0`),
    gameIds: jsonb('game_ids').$type<number[]>().notNull().default([]),
    providerIds: jsonb('provider_ids').$type<string[]>().notNull().default([]),
    /** Counted bets per player per UTC day; null: no cap. */
    dailyCap: integer('daily_cap'),
    roundPoints: integer('round_points').notNull().default(1),
    joinRequired: boolean('join_required').notNull().default(false),
    vipPlayersOnly: boolean('vip_players_only').notNull().default(false),
    /** The configured special tournament: hidden from non-VIP players. */
    special: boolean('special').notNull().default(false),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    status: text('status').notNull().default('scheduled'),
    createdBy: uuid('created_by').references(() => operators.id),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
  },
  (table) => [
    check('tournaments_kind', sql`${table.kind} IN ${list(KINDS)}`),
    check('tournaments_product', sql`${table.product} IN ('casino', 'sportsbook')`),
    check('tournaments_status', sql`${table.status} IN ${list(STATUSES)}`),
    check('tournaments_period', sql`${table.endsAt} > ${table.startsAt}`),
    check('tournaments_min_bet', sql`${table.minBet} >= 0`),
    check('tournaments_daily_cap', sql`${table.dailyCap} IS NULL OR ${table.dailyCap} > 0`),
    check('tournaments_round_points', sql`${table.roundPoints} > 0`),
    index('tournaments_status_ends_idx').on(table.status, table.endsAt),
  ],
);

/** A prize place: cash to main, a bonus grant, or free spins granted on an offer's terms. */
export const tournamentPrizes = pgTable(
  'tournament_prizes',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    place: integer('place').notNull(),
    kind: text('kind').notNull(),
    /** Cash or bonus amount; each free spin's stake (minor units). */
    amount: minor('amount').notNull(),
    spins: integer('spins'),
    bonusOfferId: uuid('bonus_offer_id').references(() => bonusOffers.id),
  },
  (table) => [
    primaryKey({ columns: [table.tournamentId, table.place] }),
    check('tournament_prizes_place', sql`${table.place} > 0`),
    check('tournament_prizes_kind', sql`${table.kind} IN ${list(PRIZE_KINDS)}`),
    check('tournament_prizes_amount', sql`${table.amount} > 0`),
    check(
      'tournament_prizes_spins',
      sql`(${table.kind} = 'free_spins') = (${table.spins} IS NOT NULL AND ${table.spins} > 0)`,
    ),
    check(
      'tournament_prizes_offer',
      sql`(${table.kind} = 'cash') = (${table.bonusOfferId} IS NULL)`,
    ),
  ],
);

/** A player who joined a tournament that needs joining. */
export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    joinedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.tournamentId, table.userId] })],
);

/**
 * One row per counted bet (`score`), and one per taken-back bet (`reversal`, negating the score
 * it names): a standing is the sum (or, for the best multiplier, the max) of its player's
 * un-reversed score events, so it can be audited. A bet counts once per tournament.
 */
export const tournamentScoreEvents = pgTable(
  'tournament_score_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** `game:{studio}:{transactionId}`, `round:{studio}:{roundId}`, `sportsbook:{betId}:v{n}`. */
    sourceRef: text('source_ref').notNull(),
    kind: text('kind').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    /** The score event a reversal takes back. */
    reverses: bigint('reverses', { mode: 'bigint' }),
    /** The UTC day the bet counted on (the daily cap's). */
    countedDay: date('counted_day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('tournament_score_events_source').on(table.tournamentId, table.sourceRef, table.kind),
    unique('tournament_score_events_reverses').on(table.reverses),
    check('tournament_score_events_kind', sql`${table.kind} IN ('score', 'reversal')`),
    check(
      'tournament_score_events_reversal',
      sql`(${table.kind} = 'reversal') = (${table.reverses} IS NOT NULL)`,
    ),
    index('tournament_score_events_user_source_idx').on(table.userId, table.sourceRef),
    index('tournament_score_events_standing_idx').on(table.tournamentId, table.userId),
  ],
);

/**
 * A player's standing: score, and the score event that reached it (ties go to the lower, the
 * first to get there); the bets counted on `counted_day` for the daily cap.
 */
export const tournamentStandings = pgTable(
  'tournament_standings',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    score: bigint('score', { mode: 'bigint' }).notNull(),
    reachedBy: bigint('reached_by', { mode: 'bigint' }).notNull(),
    countedDay: date('counted_day', { mode: 'string' }).notNull(),
    countedToday: integer('counted_today').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tournamentId, table.userId] }),
    index('tournament_standings_rank_idx').on(
      table.tournamentId,
      table.score.desc(),
      table.reachedBy,
    ),
  ],
);

/**
 * A prize place paid (or withheld: the player was under a responsible-gaming block) once: the
 * place is the key, so a second closing run cannot pay it again.
 */
export const tournamentPayouts = pgTable(
  'tournament_payouts',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    place: integer('place').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull(),
    kind: text('kind').notNull(),
    amount: minor('amount').notNull(),
    grantId: uuid('grant_id').references(() => bonusGrants.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tournamentId, table.place] }),
    check('tournament_payouts_status', sql`${table.status} IN ('paid', 'withheld')`),
    check('tournament_payouts_kind', sql`${table.kind} IN ${list(PRIZE_KINDS)}`),
  ],
);
