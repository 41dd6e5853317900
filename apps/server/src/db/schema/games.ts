import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
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
import { games } from './catalogue';
import { createdAt, minor } from './columns';

/**
 * A launched game: the token the studio presents on every seamless-wallet call. Demo sessions
 * never reach the wallet; visitors only get demo sessions.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** The studio integration that runs the game and signs its wallet calls. */
    studio: text('studio').notNull(),
    demo: boolean('demo').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('game_sessions_user_idx').on(table.userId, table.createdAt),
    check('game_sessions_real_has_player', sql`${table.demo} OR ${table.userId} IS NOT NULL`),
  ],
);

/** One round as the seamless wallet sees it: what was staked from which balance, what was won. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studio: text('studio').notNull(),
    roundId: text('round_id').notNull(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => gameSessions.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    status: text('status').notNull().default('open'),
    betMain: minor('bet_main')
      .notNull()
      .default(sql`0`),
    betBonus: minor('bet_bonus')
      .notNull()
      .default(sql`0`),
    win: minor('win')
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    unique('game_rounds_studio_round').on(table.studio, table.roundId),
    index('game_rounds_user_idx').on(table.userId, table.createdAt),
    check('game_rounds_status', sql`${table.status} IN ('open', 'closed')`),
    check(
      'game_rounds_amounts',
      sql`${table.betMain} >= 0 AND ${table.betBonus} >= 0 AND ${table.win} >= 0`,
    ),
  ],
);

/**
 * Every bet, win and rollback a studio sent, under its own transaction id: the same id twice
 * answers the stored response and moves nothing. A rollback of a bet never seen leaves a
 * `tombstone` under the bet's id, so that bet is refused if it arrives late.
 */
export const gameTransactions = pgTable(
  'game_transactions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    studio: text('studio').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').notNull(),
    roundId: text('round_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** What the request asked for, hashed: a replay with other content is refused. */
    fingerprint: text('fingerprint'),
    amount: minor('amount')
      .notNull()
      .default(sql`0`),
    /** Bets: taken from main and bonus money. Wins: paid to them. */
    mainPart: minor('main_part')
      .notNull()
      .default(sql`0`),
    bonusPart: minor('bonus_part')
      .notNull()
      .default(sql`0`),
    /**
     * Bets that spent or wagered a bonus grant's money: each grant's part of `bonusPart`, and
     * the wagering progress counted to a grant; a rollback gives back both.
     */
    bonusDetail: jsonb('bonus_detail').$type<{
      grants: { grantId: string; amount: string }[];
      progress: { grantId: string; amount: string } | null;
    }>(),
    status: text('status').notNull(),
    /** Rollbacks: the bet they cancel. */
    referenceId: text('reference_id'),
    response: jsonb('response').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('game_transactions_studio_tx').on(table.studio, table.transactionId),
    index('game_transactions_round_idx').on(table.studio, table.roundId),
    check('game_transactions_kind', sql`${table.kind} IN ('bet', 'win', 'rollback')`),
    check('game_transactions_status', sql`${table.status} IN ('done', 'rolled_back', 'tombstone')`),
    check(
      'game_transactions_amounts',
      sql`${table.amount} >= 0 AND ${table.mainPart} >= 0 AND ${table.bonusPart} >= 0`,
    ),
  ],
);

/** The in-house studio's side: its sessions, seed pairs and rounds (the studio's own tables). */
export const studioSessions = pgTable(
  'studio_sessions',
  {
    id: text('id').primaryKey(),
    /** The platform's session token, sent back on every wallet call. */
    platformToken: text('platform_token').notNull(),
    /** Whose seeds the rounds use: the platform's player id, or the demo session for visitors. */
    playerRef: text('player_ref').notNull(),
    gameCode: text('game_code').notNull(),
    gameTitle: text('game_title').notNull(),
    demo: boolean('demo').notNull(),
    currency: text('currency').notNull(),
    precision: integer('precision').notNull(),
    language: text('language').notNull(),
    /** Demo sessions play with this play money; real sessions ask the wallet. */
    demoBalance: minor('demo_balance'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'studio_sessions_demo_balance',
      sql`${table.demoBalance} IS NULL OR ${table.demoBalance} >= 0`,
    ),
  ],
);

export const studioSeeds = pgTable(
  'studio_seeds',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    playerRef: text('player_ref').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (table) => [
    index('studio_seeds_player_idx').on(table.playerRef, table.createdAt),
    // One committed pair per player at a time.
    uniqueIndex('studio_seeds_one_active')
      .on(table.playerRef)
      .where(sql`${table.active}`),
    check('studio_seeds_nonce', sql`${table.nonce} >= 0`),
  ],
);

export const studioRounds = pgTable(
  'studio_rounds',
  {
    id: uuid('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => studioSessions.id),
    playerRef: text('player_ref').notNull(),
    seedId: bigint('seed_id', { mode: 'bigint' }).references(() => studioSeeds.id),
    nonce: integer('nonce'),
    /** The client seed when the round was decided (it may change later; the round keeps it). */
    clientSeed: text('client_seed'),
    gameCode: text('game_code').notNull(),
    demo: boolean('demo').notNull(),
    /** The opening stake; a stepped game's later stakes (double, split...) are `extraStake`. */
    bet: minor('bet').notNull(),
    extraStake: minor('extra_stake')
      .notNull()
      .default(sql`0`),
    /**
     * A later stake on its way to the wallet: the round takes no other step until it is applied
     * or, left unanswered, cancelled at the wallet by the sweep.
     */
    pendingStake: jsonb('pending_stake').$type<{
      transactionId: string;
      amount: string;
      at: string;
    }>(),
    payout: minor('payout')
      .notNull()
      .default(sql`0`),
    multiplier: integer('multiplier').notNull().default(0),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    actions: jsonb('actions').$type<Record<string, unknown>[]>().notNull().default([]),
    /** The whole state of a multi-step round, mines included: never sent while it is open. */
    state: jsonb('state').$type<Record<string, unknown>>(),
    outcome: jsonb('outcome').$type<Record<string, unknown>>(),
    /**
     * placing: the bet is on its way to the wallet; open: waiting for the player (mines);
     * settling: decided, the win is on its way; closed; refused: the wallet said no.
     */
    status: text('status').notNull(),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('studio_rounds_player_idx').on(table.playerRef, table.createdAt),
    // One round at a time per session: a second spin waits for the first to settle.
    uniqueIndex('studio_rounds_one_unfinished')
      .on(table.sessionId)
      .where(sql`${table.status} IN ('placing', 'open', 'settling')`),
    index('studio_rounds_unfinished_idx')
      .on(table.status, table.createdAt)
      .where(sql`${table.status} IN ('placing', 'settling')`),
    index('studio_rounds_pending_stake_idx')
      .on(table.createdAt)
      .where(sql`${table.pendingStake} IS NOT NULL`),
    check(
      'studio_rounds_status',
      sql`${table.status} IN ('placing', 'open', 'settling', 'closed', 'refused')`,
    ),
    check('studio_rounds_amounts', sql`${table.bet} >= 0 AND ${table.payout} >= 0`),
  ],
);
