import { and, asc, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import {
  tournamentEntries,
  tournamentPayouts,
  tournamentPrizes,
  tournaments,
  tournamentScoreEvents,
  tournamentStandings,
} from '../../db/schema';

export type TTournamentRow = typeof tournaments.$inferSelect;
export type TNewTournament = typeof tournaments.$inferInsert;
export type TPrizeRow = typeof tournamentPrizes.$inferSelect;
export type TStandingRow = typeof tournamentStandings.$inferSelect;
export type TScoreEventRow = typeof tournamentScoreEvents.$inferSelect;
export type TPayoutRow = typeof tournamentPayouts.$inferSelect;

/** Statuses a tournament scores in (a scheduled one whose start passed runs before the job says so). */
export const SCORING = ['scheduled', 'running'] as const;

export function createTournamentsRepo(db: DbOrTx) {
  return {
    async all(): Promise<TTournamentRow[]> {
      return db.select().from(tournaments).orderBy(desc(tournaments.startsAt));
    },

    /** Tournaments that may still score (or take points back): scheduled or running. */
    async scoring(): Promise<TTournamentRow[]> {
      return db
        .select()
        .from(tournaments)
        .where(inArray(tournaments.status, [...SCORING]));
    },

    async find(id: string): Promise<TTournamentRow | undefined> {
      const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id));
      return row;
    },

    async findForUpdate(id: string): Promise<TTournamentRow | undefined> {
      const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
      return row;
    },

    /**
     * Of `ids`, those still scoring (at `at`, when given), share-locked until the bet's
     * transaction ends (the closing move waits for it, so it never misses a score that
     * commits), each with the player's standing in it if any: one query for all.
     */
    async lockScoring(
      ids: string[],
      userId: string,
      at: Date | null,
    ): Promise<Map<string, TStandingRow | undefined>> {
      if (ids.length === 0) return new Map();
      const rows = await queryRows<{
        id: string;
        score: string | null;
        reached_by: string | null;
        counted_day: string | null;
        counted_today: number | null;
      }>(
        db,
        sql`SELECT t.id, s.score::text, s.reached_by::text, s.counted_day::text, s.counted_today
            FROM ${tournaments} t
            LEFT JOIN ${tournamentStandings} s ON s.tournament_id = t.id AND s.user_id = ${userId}
            WHERE t.id IN (${sql.join(
              ids.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})
              AND t.status IN ('scheduled', 'running')
              ${at ? sql`AND t.ends_at > ${at.toISOString()}::timestamptz` : sql``}
            FOR SHARE OF t`,
      );
      return new Map(
        rows.map((row) => [
          row.id,
          row.score === null
            ? undefined
            : {
                tournamentId: row.id,
                userId,
                score: BigInt(row.score),
                reachedBy: BigInt(row.reached_by ?? '0'),
                countedDay: row.counted_day ?? '',
                countedToday: row.counted_today ?? 0,
              },
        ]),
      );
    },

    async insert(values: TNewTournament): Promise<TTournamentRow> {
      const [row] = await db.insert(tournaments).values(values).returning();
      if (!row) throw new Error('tournament not inserted');
      return row;
    },

    async update(id: string, values: Partial<TNewTournament>): Promise<TTournamentRow | undefined> {
      const [row] = await db
        .update(tournaments)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(tournaments.id, id))
        .returning();
      return row;
    },

    /** Compare-and-set of the status; undefined when the row was not in one of `from`. */
    async transition(
      id: string,
      from: readonly string[],
      to: string,
      extra: Partial<TNewTournament> = {},
    ): Promise<TTournamentRow | undefined> {
      const [row] = await db
        .update(tournaments)
        .set({ ...extra, status: to, updatedAt: new Date() })
        .where(and(eq(tournaments.id, id), inArray(tournaments.status, [...from])))
        .returning();
      return row;
    },

    /** Scheduled tournaments whose start passed become running. */
    async startDue(now: Date): Promise<number> {
      const rows = await db
        .update(tournaments)
        .set({ status: 'running', updatedAt: now })
        .where(
          and(
            eq(tournaments.status, 'scheduled'),
            lte(tournaments.startsAt, now),
            gt(tournaments.endsAt, now),
          ),
        )
        .returning({ id: tournaments.id });
      return rows.length;
    },

    /** running | scheduled -> closing once ended (the end re-read under the row's lock). */
    async closeEnded(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(tournaments)
        .set({ status: 'closing', updatedAt: now })
        .where(
          and(
            eq(tournaments.id, id),
            inArray(tournaments.status, [...SCORING]),
            lte(tournaments.endsAt, now),
          ),
        )
        .returning({ id: tournaments.id });
      return rows.length > 0;
    },

    async setPayoutGrant(id: string, place: number, grantId: string): Promise<void> {
      await db
        .update(tournamentPayouts)
        .set({ grantId })
        .where(and(eq(tournamentPayouts.tournamentId, id), eq(tournamentPayouts.place, place)));
    },

    async endedIds(now: Date): Promise<string[]> {
      const rows = await db
        .select({ id: tournaments.id })
        .from(tournaments)
        .where(and(inArray(tournaments.status, [...SCORING]), lte(tournaments.endsAt, now)));
      return rows.map((row) => row.id);
    },

    async closingIds(): Promise<string[]> {
      const rows = await db
        .select({ id: tournaments.id })
        .from(tournaments)
        .where(eq(tournaments.status, 'closing'));
      return rows.map((row) => row.id);
    },

    async prizes(ids: string[]): Promise<TPrizeRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(tournamentPrizes)
        .where(inArray(tournamentPrizes.tournamentId, ids))
        .orderBy(asc(tournamentPrizes.place));
    },

    async replacePrizes(id: string, prizes: Omit<TPrizeRow, 'tournamentId'>[]): Promise<void> {
      await db.delete(tournamentPrizes).where(eq(tournamentPrizes.tournamentId, id));
      if (prizes.length > 0)
        await db.insert(tournamentPrizes).values(prizes.map((p) => ({ ...p, tournamentId: id })));
    },

    async join(id: string, userId: string): Promise<void> {
      await db.insert(tournamentEntries).values({ tournamentId: id, userId }).onConflictDoNothing();
    },

    /** Of `ids`, the tournaments the player joined. */
    async joined(ids: string[], userId: string): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: tournamentEntries.tournamentId })
        .from(tournamentEntries)
        .where(
          and(eq(tournamentEntries.userId, userId), inArray(tournamentEntries.tournamentId, ids)),
        );
      return new Set(rows.map((row) => row.id));
    },

    async participants(id: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(tournamentStandings)
        .where(eq(tournamentStandings.tournamentId, id));
      return row?.count ?? 0;
    },

    async standing(id: string, userId: string): Promise<TStandingRow | undefined> {
      const [row] = await db
        .select()
        .from(tournamentStandings)
        .where(
          and(eq(tournamentStandings.tournamentId, id), eq(tournamentStandings.userId, userId)),
        );
      return row;
    },

    async saveStandings(rows: TStandingRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(tournamentStandings)
        .values(rows)
        .onConflictDoUpdate({
          target: [tournamentStandings.tournamentId, tournamentStandings.userId],
          set: {
            score: sql`excluded.score`,
            reachedBy: sql`excluded.reached_by`,
            countedDay: sql`excluded.counted_day`,
            countedToday: sql`excluded.counted_today`,
          },
        });
    },

    /** Score events, once per (tournament, source, kind): those already there are left out. */
    async insertEvents(
      values: (typeof tournamentScoreEvents.$inferInsert)[],
    ): Promise<TScoreEventRow[]> {
      if (values.length === 0) return [];
      return db.insert(tournamentScoreEvents).values(values).onConflictDoNothing().returning();
    },

    /** The player's score events from this source not reversed yet. */
    async unreversed(userId: string, sourceRef: string): Promise<TScoreEventRow[]> {
      return db
        .select()
        .from(tournamentScoreEvents)
        .where(
          and(
            eq(tournamentScoreEvents.userId, userId),
            eq(tournamentScoreEvents.sourceRef, sourceRef),
            eq(tournamentScoreEvents.kind, 'score'),
            sql`NOT EXISTS (SELECT 1 FROM ${tournamentScoreEvents} r WHERE r.reverses = ${tournamentScoreEvents.id})`,
          ),
        );
    },

    /** A player's score events still standing (score events not reversed), oldest first. */
    async standingEvents(id: string, userId: string): Promise<TScoreEventRow[]> {
      return db
        .select()
        .from(tournamentScoreEvents)
        .where(
          and(
            eq(tournamentScoreEvents.tournamentId, id),
            eq(tournamentScoreEvents.userId, userId),
            eq(tournamentScoreEvents.kind, 'score'),
            sql`NOT EXISTS (SELECT 1 FROM ${tournamentScoreEvents} r WHERE r.reverses = ${tournamentScoreEvents.id})`,
          ),
        )
        .orderBy(asc(tournamentScoreEvents.id));
    },

    /** The ranking's first `limit` rows with a positive score: highest first, ties to the first. */
    async top(id: string, limit: number): Promise<TStandingRow[]> {
      return db
        .select()
        .from(tournamentStandings)
        .where(and(eq(tournamentStandings.tournamentId, id), gt(tournamentStandings.score, 0n)))
        .orderBy(desc(tournamentStandings.score), asc(tournamentStandings.reachedBy))
        .limit(limit);
    },

    /** The place of a standing (1-based) among positive scores. */
    async placeOf(row: TStandingRow): Promise<number> {
      const [ahead] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(tournamentStandings)
        .where(
          and(
            eq(tournamentStandings.tournamentId, row.tournamentId),
            gt(tournamentStandings.score, 0n),
            or(
              gt(tournamentStandings.score, row.score),
              and(
                eq(tournamentStandings.score, row.score),
                sql`${tournamentStandings.reachedBy} < ${row.reachedBy}`,
              ),
            ),
          ),
        );
      return (ahead?.count ?? 0) + 1;
    },

    async insertPayout(values: typeof tournamentPayouts.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(tournamentPayouts)
        .values(values)
        .onConflictDoNothing()
        .returning({ place: tournamentPayouts.place });
      return rows.length > 0;
    },

    async payouts(id: string): Promise<TPayoutRow[]> {
      return db
        .select()
        .from(tournamentPayouts)
        .where(eq(tournamentPayouts.tournamentId, id))
        .orderBy(asc(tournamentPayouts.place));
    },
  };
}

export type TournamentsRepo = ReturnType<typeof createTournamentsRepo>;
