import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  sbBetLegs,
  sbBets,
  sbCompetitors,
  sbEvents,
  sbMarketCancels,
  sbMarkets,
  sbOutcomes,
  sbSports,
} from '../../db/schema';

const home = alias(sbCompetitors, 'home');
const away = alias(sbCompetitors, 'away');

export type TBetRow = typeof sbBets.$inferSelect;
export type TBetLegRow = typeof sbBetLegs.$inferSelect;
export type TNewBet = typeof sbBets.$inferInsert;

/** Statuses a player sees under "open"; the rest are settled. */
export const UNSETTLED = ['pending', 'open'] as const;

/** A leg's selection as the book stands now: event, market, outcome (null when gone). */
export interface TSelectionState {
  eventId: string;
  eventStatus: string;
  betDelaySeconds: number;
  marketId: string;
  marketEventId: string;
  marketStatus: string;
  outcomeId: string;
  odds: number;
  active: boolean;
  result: number | null;
  voidFactor: string | null;
  deadHeatFactor: string | null;
}

export function createBetsRepo(db: DbOrTx) {
  return {
    async insert(bet: TNewBet, legs: Omit<TBetLegRow, 'betId'>[]): Promise<TBetRow> {
      const [row] = await db.insert(sbBets).values(bet).returning();
      if (!row) throw new Error('bet not inserted');
      await db.insert(sbBetLegs).values(legs.map((leg) => ({ ...leg, betId: row.id })));
      return row;
    },

    async findByKey(userId: string, key: string): Promise<TBetRow | undefined> {
      const [row] = await db
        .select()
        .from(sbBets)
        .where(and(eq(sbBets.userId, userId), eq(sbBets.idempotencyKey, key)));
      return row;
    },

    /** Pending (live) bets whose delay has passed, the longest waiting first. */
    async pendingDue(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: sbBets.id })
        .from(sbBets)
        .where(and(eq(sbBets.status, 'pending'), lte(sbBets.acceptAt, now)))
        .orderBy(asc(sbBets.acceptAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async find(id: string): Promise<TBetRow | undefined> {
      const [row] = await db.select().from(sbBets).where(eq(sbBets.id, id));
      return row;
    },

    /** Each bet's player. */
    async owners(ids: string[]): Promise<{ id: string; userId: string }[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: sbBets.id, userId: sbBets.userId })
        .from(sbBets)
        .where(inArray(sbBets.id, ids));
    },

    /** Bets locked for transitions, in id order (their players' money locks held first). */
    async lockMany(ids: string[]): Promise<TBetRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(sbBets)
        .where(inArray(sbBets.id, ids))
        .orderBy(sbBets.id)
        .for('update');
    },

    /** The bet locked for a transition: its status is read after the lock. */
    async lock(id: string): Promise<TBetRow | undefined> {
      const [row] = await db.select().from(sbBets).where(eq(sbBets.id, id)).for('update');
      return row;
    },

    /** Compare-and-set: moves the bet only from `status` at `version`; undefined when it moved. */
    async transition(
      bet: Pick<TBetRow, 'id' | 'status' | 'version'>,
      set: Partial<TNewBet>,
    ): Promise<TBetRow | undefined> {
      const [row] = await db
        .update(sbBets)
        .set({ ...set, version: bet.version + 1 })
        .where(
          and(
            eq(sbBets.id, bet.id),
            eq(sbBets.status, bet.status),
            eq(sbBets.version, bet.version),
          ),
        )
        .returning();
      return row;
    },

    /**
     * Compare-and-set of many bets in one statement: each moves only from its `status` at its
     * `version` to its `set`; the rows that moved (the others were moved by someone else).
     */
    async transitionMany(
      moves: {
        bet: Pick<TBetRow, 'id' | 'status' | 'version'>;
        set: Pick<TBetRow, 'status' | 'payout' | 'settledAt'> & { winAnnouncedAt?: Date };
      }[],
    ): Promise<TBetRow[]> {
      if (moves.length === 0) return [];
      const each = (value: (move: (typeof moves)[number]) => SQL) =>
        sql`CASE ${sbBets.id} ${sql.join(
          moves.map((move) => sql`WHEN ${move.bet.id}::uuid THEN ${value(move)}`),
          sql` `,
        )} END`;
      const from = moves.map(
        (move) => sql`(${move.bet.id}::uuid, ${move.bet.status}, ${move.bet.version}::int)`,
      );
      return db
        .update(sbBets)
        .set({
          status: each((move) => sql`${move.set.status}`),
          payout: each((move) => sql`${move.set.payout}::bigint`),
          settledAt: each((move) => sql`${move.set.settledAt}::timestamptz`),
          winAnnouncedAt: each((move) =>
            move.set.winAnnouncedAt
              ? sql`${move.set.winAnnouncedAt}::timestamptz`
              : sql`${sbBets.winAnnouncedAt}`,
          ),
          version: sql`${sbBets.version} + 1`,
        })
        .where(
          sql`(${sbBets.id}, ${sbBets.status}, ${sbBets.version}) IN (${sql.join(from, sql`, `)})`,
        )
        .returning();
    },

    async legsOf(betIds: string[]): Promise<TBetLegRow[]> {
      if (betIds.length === 0) return [];
      return db
        .select()
        .from(sbBetLegs)
        .where(inArray(sbBetLegs.betId, betIds))
        .orderBy(sbBetLegs.betId, sbBetLegs.position);
    },

    /** Stores legs' decisions, all in one statement. */
    async setLegs(
      legs: Pick<TBetLegRow, 'betId' | 'position' | 'result' | 'voidFactor' | 'deadHeatFactor'>[],
    ): Promise<void> {
      if (legs.length === 0) return;
      const rows = legs.map(
        (leg) =>
          sql`(${leg.betId}::uuid, ${leg.position}::int, ${leg.result}, ${leg.voidFactor}::text, ${leg.deadHeatFactor}::text)`,
      );
      await db.execute(sql`UPDATE ${sbBetLegs} SET result = v.result,
          void_factor = v.void_factor, dead_heat_factor = v.dead_heat_factor
        FROM (VALUES ${sql.join(rows, sql`, `)})
          AS v (bet_id, position, result, void_factor, dead_heat_factor)
        WHERE ${sbBetLegs.betId} = v.bet_id AND ${sbBetLegs.position} = v.position`);
    },

    /**
     * The selections' current state. `lock` takes them FOR SHARE: an odds change, bet stop or
     * settlement of them waits for this transaction, or this read waits for it and sees it.
     */
    async selections(marketIds: string[], lock: boolean): Promise<TSelectionState[]> {
      if (marketIds.length === 0) return [];
      const query = db
        .select({
          eventId: sbEvents.id,
          eventStatus: sbEvents.status,
          betDelaySeconds: sbEvents.betDelaySeconds,
          marketId: sbMarkets.id,
          marketEventId: sbMarkets.eventId,
          marketStatus: sbMarkets.status,
          outcomeId: sbOutcomes.outcomeId,
          odds: sbOutcomes.odds,
          active: sbOutcomes.active,
          result: sbOutcomes.result,
          voidFactor: sbOutcomes.voidFactor,
          deadHeatFactor: sbOutcomes.deadHeatFactor,
        })
        .from(sbOutcomes)
        .innerJoin(sbMarkets, eq(sbMarkets.id, sbOutcomes.marketId))
        .innerJoin(sbEvents, eq(sbEvents.id, sbMarkets.eventId))
        .where(inArray(sbOutcomes.marketId, marketIds))
        .orderBy(sbEvents.id, sbMarkets.id, sbOutcomes.outcomeId);
      return lock ? query.for('share') : query;
    },

    /** Active bet-cancel windows of these markets. */
    async cancels(marketIds: string[]) {
      if (marketIds.length === 0) return [];
      return db
        .select()
        .from(sbMarketCancels)
        .where(
          and(
            inArray(sbMarketCancels.marketId, marketIds),
            sql`${sbMarketCancels.rolledBackAt} IS NULL`,
          ),
        );
    },

    /** What the player's unsettled bets with a leg on `eventId` would pay together. */
    async eventExposure(userId: string, eventId: string): Promise<bigint> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${sbBets.potentialPayout}), 0)` })
        .from(sbBets)
        .where(
          and(
            eq(sbBets.userId, userId),
            inArray(sbBets.status, [...UNSETTLED]),
            sql`EXISTS (SELECT 1 FROM ${sbBetLegs} WHERE ${sbBetLegs.betId} = ${sbBets.id} AND ${sbBetLegs.eventId} = ${eventId})`,
          ),
        );
      return BigInt(row?.total ?? 0);
    },

    async page(userId: string, statuses: readonly string[], limit: number, offset: number) {
      const where = and(eq(sbBets.userId, userId), inArray(sbBets.status, [...statuses]));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(sbBets)
          .where(where)
          .orderBy(desc(sbBets.placedAt), desc(sbBets.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(sbBets).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /**
     * Names of the legs' events (with their competitors), markets, outcomes and sports, for
     * presenting bets: a row per outcome of each market.
     */
    async legNames(marketIds: string[]) {
      if (marketIds.length === 0) return [];
      return db
        .select({
          eventId: sbEvents.id,
          eventName: sbEvents.name,
          startsAt: sbEvents.startsAt,
          home: home.name,
          away: away.name,
          sportId: sbSports.id,
          sportKey: sbSports.key,
          marketId: sbMarkets.id,
          type: sbMarkets.type,
          specifiers: sbMarkets.specifiers,
          outcomeId: sbOutcomes.outcomeId,
          outcomeName: sbOutcomes.name,
        })
        .from(sbOutcomes)
        .innerJoin(sbMarkets, eq(sbMarkets.id, sbOutcomes.marketId))
        .innerJoin(sbEvents, eq(sbEvents.id, sbMarkets.eventId))
        .innerJoin(sbSports, eq(sbSports.id, sbEvents.sportId))
        .leftJoin(home, eq(home.id, sbEvents.homeId))
        .leftJoin(away, eq(away.id, sbEvents.awayId))
        .where(inArray(sbOutcomes.marketId, marketIds));
    },

    /** Bets' first legs' events and sports, and how many legs each has (the last-bets ticker). */
    async headlines(betIds: string[]) {
      if (betIds.length === 0) return [];
      return db
        .select({
          betId: sbBetLegs.betId,
          eventId: sbEvents.id,
          eventName: sbEvents.name,
          sportId: sbSports.id,
          sportKey: sbSports.key,
          sportName: sbSports.name,
          legs: sql<number>`(SELECT count(*) FROM ${sbBetLegs} AS all_legs WHERE all_legs.bet_id = ${sbBetLegs.betId})::int`,
        })
        .from(sbBetLegs)
        .innerJoin(sbEvents, eq(sbEvents.id, sbBetLegs.eventId))
        .innerJoin(sbSports, eq(sbSports.id, sbEvents.sportId))
        .where(and(inArray(sbBetLegs.betId, betIds), eq(sbBetLegs.position, 0)));
    },
  };
}

export type BetsRepo = ReturnType<typeof createBetsRepo>;
