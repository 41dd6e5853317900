import { and, asc, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { freeSpinAwards, freeSpinRounds } from '../../db/schema';

export type TAwardRow = typeof freeSpinAwards.$inferSelect;
export type TNewAward = typeof freeSpinAwards.$inferInsert;
export type TFreeRoundRow = typeof freeSpinRounds.$inferSelect;
export type TAwardStatus = 'active' | 'finished' | 'expired' | 'forfeited';

export function createFreeSpinsRepo(db: DbOrTx) {
  return {
    /** Inserts the award unless its grant has one; undefined then. */
    async insert(values: TNewAward): Promise<TAwardRow | undefined> {
      const [row] = await db
        .insert(freeSpinAwards)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return row;
    },
    async find(id: string): Promise<TAwardRow | undefined> {
      const [row] = await db.select().from(freeSpinAwards).where(eq(freeSpinAwards.id, id));
      return row;
    },
    ofUser(userId: string) {
      return db
        .select()
        .from(freeSpinAwards)
        .where(eq(freeSpinAwards.userId, userId))
        .orderBy(desc(freeSpinAwards.createdAt));
    },
    /** The player's active awards for one game, soonest-expiring first. */
    activeFor(userId: string, gameId: number, now: Date) {
      return db
        .select()
        .from(freeSpinAwards)
        .where(
          and(
            eq(freeSpinAwards.userId, userId),
            eq(freeSpinAwards.gameId, gameId),
            eq(freeSpinAwards.status, 'active'),
            gt(freeSpinAwards.expiresAt, now),
          ),
        )
        .orderBy(asc(freeSpinAwards.expiresAt), asc(freeSpinAwards.createdAt));
    },
    activeOf(userId: string) {
      return db
        .select()
        .from(freeSpinAwards)
        .where(and(eq(freeSpinAwards.userId, userId), eq(freeSpinAwards.status, 'active')));
    },
    activeOfGrant(grantId: string) {
      return db
        .select()
        .from(freeSpinAwards)
        .where(and(eq(freeSpinAwards.grantId, grantId), eq(freeSpinAwards.status, 'active')));
    },

    /**
     * Takes one spin: the compare-and-set that keeps `remaining` from going below zero however
     * many spins arrive at once. Undefined when none is left, or the award is not active.
     */
    async takeSpin(id: string, userId: string, now: Date): Promise<TAwardRow | undefined> {
      const [row] = await db
        .update(freeSpinAwards)
        .set({ remaining: sql`${freeSpinAwards.remaining} - 1` })
        .where(
          and(
            eq(freeSpinAwards.id, id),
            eq(freeSpinAwards.userId, userId),
            eq(freeSpinAwards.status, 'active'),
            gt(freeSpinAwards.remaining, 0),
            gt(freeSpinAwards.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },
    /** Gives a rolled-back spin back to an active award. */
    async returnSpin(id: string): Promise<TAwardRow | undefined> {
      const [row] = await db
        .update(freeSpinAwards)
        .set({ remaining: sql`${freeSpinAwards.remaining} + 1` })
        .where(and(eq(freeSpinAwards.id, id), eq(freeSpinAwards.status, 'active')))
        .returning();
      return row;
    },
    async addWinnings(id: string, amount: bigint): Promise<TAwardRow | undefined> {
      const [row] = await db
        .update(freeSpinAwards)
        .set({ winnings: sql`${freeSpinAwards.winnings} + ${amount}` })
        .where(and(eq(freeSpinAwards.id, id), eq(freeSpinAwards.status, 'active')))
        .returning();
      return row;
    },
    /** The compare-and-set of every ending: active -> `patch.status`; undefined when not active. */
    async end(
      id: string,
      patch: Partial<TNewAward> & { status: Exclude<TAwardStatus, 'active'> },
    ): Promise<TAwardRow | undefined> {
      const [row] = await db
        .update(freeSpinAwards)
        .set({ ...patch, endedAt: patch.endedAt ?? new Date() })
        .where(and(eq(freeSpinAwards.id, id), eq(freeSpinAwards.status, 'active')))
        .returning();
      return row;
    },
    dueForExpiry(now: Date, limit: number) {
      return db
        .select({ id: freeSpinAwards.id, userId: freeSpinAwards.userId })
        .from(freeSpinAwards)
        .where(and(eq(freeSpinAwards.status, 'active'), lte(freeSpinAwards.expiresAt, now)))
        .orderBy(asc(freeSpinAwards.expiresAt))
        .limit(limit);
    },

    async insertRound(values: typeof freeSpinRounds.$inferInsert): Promise<TFreeRoundRow> {
      const [row] = await db.insert(freeSpinRounds).values(values).returning();
      if (!row) throw new Error('free spin round not inserted');
      return row;
    },
    async round(studio: string, roundId: string): Promise<TFreeRoundRow | undefined> {
      const [row] = await db
        .select()
        .from(freeSpinRounds)
        .where(and(eq(freeSpinRounds.studio, studio), eq(freeSpinRounds.roundId, roundId)));
      return row;
    },
    async updateRound(id: bigint, patch: Partial<typeof freeSpinRounds.$inferInsert>) {
      await db.update(freeSpinRounds).set(patch).where(eq(freeSpinRounds.id, id));
    },
    async playing(awardId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(freeSpinRounds)
        .where(and(eq(freeSpinRounds.awardId, awardId), eq(freeSpinRounds.status, 'playing')));
      return row?.value ?? 0;
    },
  };
}
