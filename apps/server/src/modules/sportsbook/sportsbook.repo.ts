import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  sbCategories,
  sbCompetitors,
  sbEvents,
  sbMarkets,
  sbSports,
  sbTournaments,
} from '../../db/schema';

export const LIVE_STATUSES = ['live', 'suspended'] as const;
export const OPEN_STATUSES = ['not_started', ...LIVE_STATUSES] as const;

export interface TEventFilter {
  sportId?: number;
  statuses?: readonly string[];
  tournamentId?: string;
  search?: string;
  ids?: string[];
  limit: number;
  offset: number;
}

const home = alias(sbCompetitors, 'home');
const away = alias(sbCompetitors, 'away');

/** `%`, `_` and `\` matched literally inside a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function conditions(filter: TEventFilter): SQL | undefined {
  const pattern = filter.search && `%${likeLiteral(filter.search)}%`;
  const matches = (column: SQL | typeof sbTournaments.name) =>
    sql`search_normalize(${column}) LIKE search_normalize(${pattern})`;
  return and(
    filter.sportId === undefined ? undefined : eq(sbEvents.sportId, filter.sportId),
    filter.statuses ? inArray(sbEvents.status, [...filter.statuses]) : undefined,
    filter.tournamentId ? eq(sbEvents.tournamentId, filter.tournamentId) : undefined,
    filter.ids ? inArray(sbEvents.id, filter.ids) : undefined,
    pattern
      ? sql`(${matches(sql`${home.name}`)} OR ${matches(sql`${away.name}`)} OR ${matches(sbTournaments.name)})`
      : undefined,
  );
}

export function createSportsbookRepo(db: DbOrTx) {
  const eventsQuery = () =>
    db
      .select({
        event: sbEvents,
        sport: { id: sbSports.id, key: sbSports.key },
        category: { id: sbCategories.id, name: sbCategories.name },
        tournament: { id: sbTournaments.id, name: sbTournaments.name },
        home: { id: home.id, name: home.name, abbreviation: home.abbreviation },
        away: { id: away.id, name: away.name, abbreviation: away.abbreviation },
      })
      .from(sbEvents)
      .innerJoin(sbSports, eq(sbSports.id, sbEvents.sportId))
      .innerJoin(sbTournaments, eq(sbTournaments.id, sbEvents.tournamentId))
      .innerJoin(sbCategories, eq(sbCategories.id, sbTournaments.categoryId))
      .leftJoin(home, eq(home.id, sbEvents.homeId))
      .leftJoin(away, eq(away.id, sbEvents.awayId));

  return {
    /** Every sport in menu order with its live and upcoming event counts. */
    async sports() {
      return db
        .select({
          id: sbSports.id,
          key: sbSports.key,
          name: sbSports.name,
          liveCount: sql<number>`count(${sbEvents.id}) FILTER (WHERE ${inArray(sbEvents.status, [...LIVE_STATUSES])})::int`,
          upcomingCount: sql<number>`count(${sbEvents.id}) FILTER (WHERE ${eq(sbEvents.status, 'not_started')})::int`,
        })
        .from(sbSports)
        .leftJoin(sbEvents, eq(sbEvents.sportId, sbSports.id))
        .groupBy(sbSports.id)
        .orderBy(asc(sbSports.position));
    },

    async sportById(id: number) {
      const [row] = await db.select().from(sbSports).where(eq(sbSports.id, id));
      return row;
    },

    /** A page of events, soonest first, and how many match in all. */
    async events(filter: TEventFilter) {
      const where = conditions(filter);
      const rows = await eventsQuery()
        .where(where)
        .orderBy(asc(sbEvents.startsAt), asc(sbEvents.id))
        .limit(filter.limit)
        .offset(filter.offset);
      const [total] = await db
        .select({ total: count() })
        .from(sbEvents)
        .innerJoin(sbTournaments, eq(sbTournaments.id, sbEvents.tournamentId))
        .leftJoin(home, eq(home.id, sbEvents.homeId))
        .leftJoin(away, eq(away.id, sbEvents.awayId))
        .where(where);
      return { rows, total: total?.total ?? 0 };
    },

    async event(id: string) {
      const [row] = await eventsQuery().where(eq(sbEvents.id, id));
      return row;
    },

    /** Shown (not deactivated) markets per event. */
    async marketCounts(eventIds: string[]): Promise<Map<string, number>> {
      if (eventIds.length === 0) return new Map();
      const rows = await db
        .select({ eventId: sbMarkets.eventId, count: count() })
        .from(sbMarkets)
        .where(and(inArray(sbMarkets.eventId, eventIds), ne(sbMarkets.status, 'deactivated')))
        .groupBy(sbMarkets.eventId);
      return new Map(rows.map((row) => [row.eventId, row.count]));
    },

    async tournamentExists(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: sbTournaments.id })
        .from(sbTournaments)
        .where(eq(sbTournaments.id, id));
      return rows.length > 0;
    },
  };
}

export type SportsbookRepo = ReturnType<typeof createSportsbookRepo>;
export type TEventListRow = Awaited<ReturnType<SportsbookRepo['events']>>['rows'][number];
