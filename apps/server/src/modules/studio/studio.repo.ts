import { and, count, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { studioRounds, studioSeeds, studioSessions } from '../../db/schema';

export type TStudioSessionRow = typeof studioSessions.$inferSelect;
export type TStudioSeedRow = typeof studioSeeds.$inferSelect;
export type TStudioRoundRow = typeof studioRounds.$inferSelect;
export type TNewStudioRound = typeof studioRounds.$inferInsert;

export { isUniqueViolation } from '../../lib/unique-violation';

export function createStudioRepo(db: DbOrTx) {
  return {
    async insertSession(values: typeof studioSessions.$inferInsert): Promise<void> {
      await db.insert(studioSessions).values(values);
    },

    async session(id: string, lock = false): Promise<TStudioSessionRow | undefined> {
      const query = db.select().from(studioSessions).where(eq(studioSessions.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async setDemoBalance(id: string, balance: bigint): Promise<void> {
      await db
        .update(studioSessions)
        .set({ demoBalance: balance })
        .where(eq(studioSessions.id, id));
    },

    async activeSeed(playerRef: string, lock = false): Promise<TStudioSeedRow | undefined> {
      const query = db
        .select()
        .from(studioSeeds)
        .where(and(eq(studioSeeds.playerRef, playerRef), eq(studioSeeds.active, true)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Undefined when another request committed the player's first pair at the same moment. */
    async insertSeed(values: typeof studioSeeds.$inferInsert): Promise<TStudioSeedRow | undefined> {
      const [row] = await db.insert(studioSeeds).values(values).onConflictDoNothing().returning();
      return row;
    },

    async updateSeed(id: bigint, patch: Partial<typeof studioSeeds.$inferInsert>): Promise<void> {
      await db.update(studioSeeds).set(patch).where(eq(studioSeeds.id, id));
    },

    async seedHash(id: bigint): Promise<string | undefined> {
      const [row] = await db
        .select({ hash: studioSeeds.serverSeedHash })
        .from(studioSeeds)
        .where(eq(studioSeeds.id, id));
      return row?.hash;
    },

    async revealedSeeds(playerRef: string, limit: number): Promise<TStudioSeedRow[]> {
      return db
        .select()
        .from(studioSeeds)
        .where(and(eq(studioSeeds.playerRef, playerRef), isNotNull(studioSeeds.revealedAt)))
        .orderBy(desc(studioSeeds.revealedAt))
        .limit(limit);
    },

    async insertRound(values: TNewStudioRound): Promise<void> {
      await db.insert(studioRounds).values(values);
    },

    async round(id: string, lock = false): Promise<TStudioRoundRow | undefined> {
      const query = db.select().from(studioRounds).where(eq(studioRounds.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async updateRound(id: string, patch: Partial<TNewStudioRound>): Promise<TStudioRoundRow> {
      const [row] = await db
        .update(studioRounds)
        .set(patch)
        .where(eq(studioRounds.id, id))
        .returning();
      if (!row) throw new Error(`studio round ${id} vanished`);
      return row;
    },

    /**
     * Marks a later stake as on its way to the wallet: only while the round is open, has taken
     * exactly `steps` actions and no other stake is pending (compare-and-set). False otherwise.
     */
    async markPendingStake(
      id: string,
      steps: number,
      pending: NonNullable<TStudioRoundRow['pendingStake']>,
    ): Promise<boolean> {
      const rows = await db
        .update(studioRounds)
        .set({ pendingStake: pending })
        .where(
          and(
            eq(studioRounds.id, id),
            eq(studioRounds.status, 'open'),
            isNull(studioRounds.pendingStake),
            sql`jsonb_array_length(${studioRounds.actions}) = ${steps}`,
          ),
        )
        .returning({ id: studioRounds.id });
      return rows.length === 1;
    },

    /** Forgets the pending stake `transactionId` (compare-and-set); false if it is not pending. */
    async clearPendingStake(id: string, transactionId: string): Promise<boolean> {
      const rows = await db
        .update(studioRounds)
        .set({ pendingStake: null })
        .where(
          and(
            eq(studioRounds.id, id),
            sql`${studioRounds.pendingStake} ->> 'transactionId' = ${transactionId}`,
          ),
        )
        .returning({ id: studioRounds.id });
      return rows.length === 1;
    },

    /** Open rounds whose later stake has waited on the wallet since before `before`. */
    async stalePendingStakes(before: Date, limit: number): Promise<TStudioRoundRow[]> {
      return db
        .select()
        .from(studioRounds)
        .where(
          and(
            isNotNull(studioRounds.pendingStake),
            sql`(${studioRounds.pendingStake} ->> 'at')::timestamptz < ${before.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(studioRounds.createdAt)
        .limit(limit);
    },

    /** The session's round that is not finished yet, if any. */
    async unfinishedRound(sessionId: string): Promise<TStudioRoundRow | undefined> {
      const [row] = await db
        .select()
        .from(studioRounds)
        .where(
          and(
            eq(studioRounds.sessionId, sessionId),
            inArray(studioRounds.status, ['placing', 'open', 'settling']),
          ),
        );
      return row;
    },

    async playerHasUnfinished(playerRef: string): Promise<boolean> {
      const [row] = await db
        .select({ id: studioRounds.id })
        .from(studioRounds)
        .where(
          and(
            eq(studioRounds.playerRef, playerRef),
            inArray(studioRounds.status, ['placing', 'open', 'settling']),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Rounds stuck between the studio and the wallet for longer than `before`. */
    async stuckRounds(before: Date, limit: number): Promise<TStudioRoundRow[]> {
      return db
        .select()
        .from(studioRounds)
        .where(
          and(
            inArray(studioRounds.status, ['placing', 'settling']),
            lt(studioRounds.createdAt, before),
          ),
        )
        .orderBy(studioRounds.createdAt)
        .limit(limit);
    },

    /** A player's decided rounds with their seeds and game titles, newest first. */
    async playerRounds(playerRef: string, page: { limit: number; offset: number }) {
      const where = and(
        eq(studioRounds.playerRef, playerRef),
        inArray(studioRounds.status, ['open', 'settling', 'closed']),
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            round: studioRounds,
            gameTitle: studioSessions.gameTitle,
            currency: studioSessions.currency,
            precision: studioSessions.precision,
            serverSeedHash: studioSeeds.serverSeedHash,
            serverSeed: sql<
              string | null
            >`CASE WHEN ${studioSeeds.revealedAt} IS NULL THEN NULL ELSE ${studioSeeds.serverSeed} END`,
          })
          .from(studioRounds)
          .innerJoin(studioSessions, eq(studioSessions.id, studioRounds.sessionId))
          .innerJoin(studioSeeds, eq(studioSeeds.id, studioRounds.seedId))
          .where(where)
          .orderBy(desc(studioRounds.createdAt), desc(studioRounds.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(studioRounds).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}
