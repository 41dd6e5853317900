import { MARKET_STATUSES } from '@aurum/contracts/sportsbook';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { at, createdAt, FACTOR } from './columns';
import { sbEvents } from './sportsbook';

/**
 * A market of an event: (type, specifiers) is unique per event. `status` moves by compare-and-set
 * only: settled and cancelled are final for odds changes; a rollback turns settled to suspended.
 */
export const sbMarkets = pgTable(
  'sb_markets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id')
      .notNull()
      .references(() => sbEvents.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** Canonical: `key=value` pairs sorted by key, joined by `|`; empty when none. */
    specifiers: text('specifiers').notNull().default(''),
    status: text('status').notNull(),
    /** `provisional` or `confirmed` once settled. */
    certainty: text('certainty'),
    voidReason: text('void_reason'),
    feedAt: at('feed_at').notNull(),
    settledAt: at('settled_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('sb_markets_event_type_specifiers').on(table.eventId, table.type, table.specifiers),
    index('sb_markets_status_idx').on(table.status),
    check(
      'sb_markets_status',
      sql`${table.status} IN ${sql.raw(`(${MARKET_STATUSES.map((status) => `'${status}'`).join(', ')})`)}`,
    ),
    check(
      'sb_markets_certainty',
      sql`${table.certainty} IS NULL OR ${table.certainty} IN ('provisional', 'confirmed')`,
    ),
  ],
);

/**
 * An outcome and its current odds (integer thousandths). `odds_version` grows whenever the odds
 * or `active` change, so a placement can compare-and-set against the version it priced. Result,
 * void factor and dead-heat factor are filled by a settlement and cleared by its rollback.
 */
export const sbOutcomes = pgTable(
  'sb_outcomes',
  {
    marketId: uuid('market_id')
      .notNull()
      .references(() => sbMarkets.id, { onDelete: 'cascade' }),
    outcomeId: text('outcome_id').notNull(),
    name: text('name').notNull(),
    odds: integer('odds').notNull(),
    active: boolean('active').notNull().default(true),
    oddsVersion: integer('odds_version').notNull().default(1),
    /** 1 won, 0 lost; null until settled. */
    result: smallint('result'),
    voidFactor: text('void_factor'),
    deadHeatFactor: text('dead_heat_factor'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.marketId, table.outcomeId] }),
    check('sb_outcomes_odds', sql`${table.odds} BETWEEN 1001 AND 1000000`),
    check('sb_outcomes_result', sql`${table.result} IS NULL OR ${table.result} IN (0, 1)`),
    check('sb_outcomes_void', sql`${table.voidFactor} IS NULL OR ${table.voidFactor} ~ ${FACTOR}`),
    check(
      'sb_outcomes_dead_heat',
      sql`${table.deadHeatFactor} IS NULL OR ${table.deadHeatFactor} ~ ${FACTOR}`,
    ),
    check(
      'sb_outcomes_settled_together',
      sql`(${table.result} IS NULL) = (${table.voidFactor} IS NULL)`,
    ),
  ],
);

/**
 * A feed's bet cancel of a market: bets placed inside [starts_at, ends_at) (open ends when null)
 * are void. Rolled back by the feed's rollback_bet_cancel (`rolled_back_at`).
 */
export const sbMarketCancels = pgTable(
  'sb_market_cancels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    marketId: uuid('market_id')
      .notNull()
      .references(() => sbMarkets.id, { onDelete: 'cascade' }),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    voidReason: text('void_reason'),
    /** The feed message's timestamp: the same cancel delivered twice is stored once. */
    feedAt: at('feed_at').notNull(),
    rolledBackAt: at('rolled_back_at'),
    createdAt: createdAt(),
  },
  (table) => [unique('sb_market_cancels_message').on(table.marketId, table.feedAt)],
);

/**
 * A feed producer's liveness: `up` takes odds; `down` (silent past the heartbeat limit, or
 * unsubscribed) keeps its markets suspended until the recovery it requested completes.
 */
export const sbProducers = pgTable(
  'sb_producers',
  {
    id: text('id').primaryKey(),
    status: text('status').notNull(),
    lastAliveAt: at('last_alive_at'),
    downSince: at('down_since'),
    /** The recovery request a snapshot_complete must answer to bring the producer up. */
    recoveryRequestId: integer('recovery_request_id').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [check('sb_producers_status', sql`${table.status} IN ('up', 'down')`)],
);

/** A player's favourite event or tournament. */
export const sbFavorites = pgTable(
  'sb_favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.ref] }),
    check('sb_favorites_kind', sql`${table.kind} IN ('event', 'tournament')`),
  ],
);
