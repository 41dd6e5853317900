import { EVENT_STATUSES as EVENT_STATUS_VALUES } from '@aurum/contracts/sportsbook';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, createdAt, list } from './columns';

const EVENT_STATUSES = list(EVENT_STATUS_VALUES);

/** Sports by the ids of the spec's slugs (`soccer-1`); seeded, never renamed. */
export const sbSports = pgTable('sb_sports', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

/** A country, or a tour in tennis. Ids are the feed's URNs (`sbx:category:12`). */
export const sbCategories = pgTable('sb_categories', {
  id: text('id').primaryKey(),
  sportId: integer('sport_id')
    .notNull()
    .references(() => sbSports.id),
  name: text('name').notNull(),
  countryCode: text('country_code'),
});

export const sbTournaments = pgTable(
  'sb_tournaments',
  {
    id: text('id').primaryKey(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sbSports.id),
    categoryId: text('category_id')
      .notNull()
      .references(() => sbCategories.id),
    name: text('name').notNull(),
  },
  (table) => [
    index('sb_tournaments_name_idx').using(
      'gin',
      sql`search_normalize(${table.name}) gin_trgm_ops`,
    ),
  ],
);

/** A team, player or driver. */
export const sbCompetitors = pgTable(
  'sb_competitors',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    abbreviation: text('abbreviation').notNull(),
    countryCode: text('country_code'),
  },
  (table) => [
    index('sb_competitors_name_idx').using(
      'gin',
      sql`search_normalize(${table.name}) gin_trgm_ops`,
    ),
  ],
);

/**
 * A match or race. `producer` is the feed producer that owns its odds (the watchdog suspends by
 * it); `feed_at` is the timestamp of the newest feed message applied, so an older one is ignored.
 */
export const sbEvents = pgTable(
  'sb_events',
  {
    id: text('id').primaryKey(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sbSports.id),
    tournamentId: text('tournament_id')
      .notNull()
      .references(() => sbTournaments.id),
    homeId: text('home_id').references(() => sbCompetitors.id),
    awayId: text('away_id').references(() => sbCompetitors.id),
    name: text('name').notNull(),
    startsAt: at('starts_at').notNull(),
    status: text('status').notNull().default('not_started'),
    /** The live score (contracts `ZLiveScore`) plus `periods` for the final scoreboard. */
    score: jsonb('score'),
    betDelaySeconds: integer('bet_delay_seconds').notNull().default(0),
    producer: text('producer').notNull(),
    feedAt: at('feed_at').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('sb_events_sport_start_idx').on(table.sportId, table.startsAt),
    index('sb_events_tournament_idx').on(table.tournamentId),
    index('sb_events_producer_idx').on(table.producer),
    check('sb_events_status', sql`${table.status} IN ${EVENT_STATUSES}`),
    check('sb_events_bet_delay', sql`${table.betDelaySeconds} BETWEEN 0 AND 60`),
    check('sb_events_head_to_head', sql`(${table.homeId} IS NULL) = (${table.awayId} IS NULL)`),
  ],
);

/** The competitors of an outright (a race's field), in the feed's order. */
export const sbEventCompetitors = pgTable(
  'sb_event_competitors',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => sbEvents.id, { onDelete: 'cascade' }),
    competitorId: text('competitor_id')
      .notNull()
      .references(() => sbCompetitors.id),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.competitorId] })],
);
