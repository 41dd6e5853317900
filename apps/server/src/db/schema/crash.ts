import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, list, minor } from './columns';

/** Crash: the in-house studio's shared rounds (the studio's own tables, like studio_*). */
export const CRASH_ROUND_STATUSES = ['betting', 'running', 'crashed'] as const;
export const CRASH_BET_STATUSES = [
  'placing',
  'placed',
  'settling',
  'cashed',
  'lost',
  'refused',
] as const;

/**
 * A published hash chain: rounds take its hashes from the end backwards. The seed stays secret
 * (it would reveal every future round); the terminal hash and salt are public from the start.
 */
export const crashChains = pgTable(
  'crash_chains',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    variant: text('variant').notNull(),
    seed: text('seed').notNull(),
    terminalHash: text('terminal_hash').notNull(),
    salt: text('salt').notNull(),
    length: integer('length').notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique('crash_chains_terminal').on(table.terminalHash)],
);

/**
 * One round of a variant. The clock is these rows: any node may move a round on with a
 * compare-and-set on its status; (chain, index) is unique, so the next round is created once.
 * `crash_point` and `hash` are stored at creation and shown only once the round has crashed.
 */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    variant: text('variant').notNull(),
    chainId: bigint('chain_id', { mode: 'bigint' })
      .notNull()
      .references(() => crashChains.id),
    index: integer('index').notNull(),
    status: text('status').notNull(),
    bettingEndsAt: at('betting_ends_at').notNull(),
    startedAt: at('started_at'),
    crashedAt: at('crashed_at'),
    crashPoint: integer('crash_point').notNull(),
    hash: text('hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('crash_rounds_chain_index').on(table.chainId, table.index),
    // One live round per variant: a second insert while one is live fails.
    uniqueIndex('crash_rounds_one_live')
      .on(table.variant)
      .where(sql`${table.status} <> 'crashed'`),
    index('crash_rounds_variant_created_idx').on(table.variant, table.createdAt),
    check('crash_rounds_status', sql`${table.status} IN ${list(CRASH_ROUND_STATUSES)}`),
    check('crash_rounds_crash_point', sql`${table.crashPoint} >= 100`),
  ],
);

/**
 * One player's bet in a round, and one seamless-wallet round at the platform (its id is the
 * wallet round id). `payout` is decided with the status move to `settling` (a cash-out or the
 * crash) and paid by the wallet `win` after it; `cashed` / `lost` once the wallet has it.
 */
export const crashBets = pgTable(
  'crash_bets',
  {
    id: uuid('id').primaryKey(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => crashRounds.id),
    sessionId: text('session_id').notNull(),
    playerRef: text('player_ref').notNull(),
    /** The masked name the public list shows. */
    playerName: text('player_name').notNull(),
    demo: boolean('demo').notNull(),
    currency: text('currency').notNull(),
    amount: minor('amount').notNull(),
    autoCashout: integer('auto_cashout'),
    status: text('status').notNull(),
    cashout: integer('cashout'),
    payout: minor('payout')
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
    settledAt: at('settled_at'),
  },
  (table) => [
    unique('crash_bets_one_per_player').on(table.roundId, table.playerRef),
    index('crash_bets_status_idx').on(table.status, table.createdAt),
    check('crash_bets_status', sql`${table.status} IN ${list(CRASH_BET_STATUSES)}`),
    check('crash_bets_amount', sql`${table.amount} > 0 AND ${table.payout} >= 0`),
    check(
      'crash_bets_cashout',
      sql`${table.cashout} IS NULL OR (${table.cashout} >= 100 AND ${table.payout} > 0)`,
    ),
  ],
);
