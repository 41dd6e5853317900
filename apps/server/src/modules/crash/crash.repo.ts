import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { crashBets, crashChains, crashRounds } from '../../db/schema';

export type TCrashChainRow = typeof crashChains.$inferSelect;
export type TCrashRoundRow = typeof crashRounds.$inferSelect;
export type TCrashBetRow = typeof crashBets.$inferSelect;
export type TNewCrashBet = typeof crashBets.$inferInsert;

/** Crash's tables: chains, rounds and bets. Status moves are compare-and-sets. */
export function createCrashRepo(db: DbOrTx) {
  return {
    async chain(id: bigint): Promise<TCrashChainRow | undefined> {
      const [row] = await db.select().from(crashChains).where(eq(crashChains.id, id));
      return row;
    },

    async latestChain(variant: string): Promise<TCrashChainRow | undefined> {
      const [row] = await db
        .select()
        .from(crashChains)
        .where(eq(crashChains.variant, variant))
        .orderBy(desc(crashChains.id))
        .limit(1);
      return row;
    },

    /** The chain, or the one another node stored with the same terminal hash first. */
    async insertChain(values: typeof crashChains.$inferInsert): Promise<TCrashChainRow> {
      await db.insert(crashChains).values(values).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(crashChains)
        .where(eq(crashChains.terminalHash, values.terminalHash));
      if (!row) throw new Error('crash chain not stored');
      return row;
    },

    /** The variant's newest round (the live one when there is one). */
    async latestRound(variant: string, lock?: 'share'): Promise<TCrashRoundRow | undefined> {
      const query = db
        .select()
        .from(crashRounds)
        .where(eq(crashRounds.variant, variant))
        .orderBy(desc(crashRounds.createdAt), desc(crashRounds.index))
        .limit(1);
      const [row] = lock ? await query.for(lock) : await query;
      return row;
    },

    async round(id: string, lock?: 'share'): Promise<TCrashRoundRow | undefined> {
      const query = db.select().from(crashRounds).where(eq(crashRounds.id, id));
      const [row] = lock ? await query.for(lock) : await query;
      return row;
    },

    /** Undefined when another node created the round (or another live one) first. */
    async insertRound(
      values: typeof crashRounds.$inferInsert,
    ): Promise<TCrashRoundRow | undefined> {
      const [row] = await db.insert(crashRounds).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** betting → running: undefined when another node moved it first. */
    async start(id: string, startedAt: Date): Promise<TCrashRoundRow | undefined> {
      const [row] = await db
        .update(crashRounds)
        .set({ status: 'running', startedAt })
        .where(and(eq(crashRounds.id, id), eq(crashRounds.status, 'betting')))
        .returning();
      return row;
    },

    /** running → crashed: undefined when another node moved it first. */
    async crash(id: string, crashedAt: Date): Promise<TCrashRoundRow | undefined> {
      const [row] = await db
        .update(crashRounds)
        .set({ status: 'crashed', crashedAt })
        .where(and(eq(crashRounds.id, id), eq(crashRounds.status, 'running')))
        .returning();
      return row;
    },

    async history(variant: string, limit: number): Promise<TCrashRoundRow[]> {
      return db
        .select()
        .from(crashRounds)
        .where(and(eq(crashRounds.variant, variant), eq(crashRounds.status, 'crashed')))
        .orderBy(desc(crashRounds.createdAt), desc(crashRounds.index))
        .limit(limit);
    },

    async insertBet(values: TNewCrashBet): Promise<TCrashBetRow> {
      const [row] = await db.insert(crashBets).values(values).returning();
      if (!row) throw new Error('crash bet not stored');
      return row;
    },

    async bet(id: string): Promise<TCrashBetRow | undefined> {
      const [row] = await db.select().from(crashBets).where(eq(crashBets.id, id));
      return row;
    },

    async roundBets(roundId: string): Promise<TCrashBetRow[]> {
      return db
        .select()
        .from(crashBets)
        .where(
          and(
            eq(crashBets.roundId, roundId),
            inArray(crashBets.status, ['placed', 'settling', 'cashed', 'lost']),
          ),
        )
        .orderBy(desc(crashBets.amount), crashBets.createdAt);
    },

    async playerBet(roundId: string, playerRef: string): Promise<TCrashBetRow | undefined> {
      const [row] = await db
        .select()
        .from(crashBets)
        .where(and(eq(crashBets.roundId, roundId), eq(crashBets.playerRef, playerRef)));
      return row;
    },

    /** One status move; undefined when the bet was no longer in `from`. */
    async moveBet(
      id: string,
      from: TCrashBetRow['status'][],
      patch: Partial<TNewCrashBet>,
    ): Promise<TCrashBetRow | undefined> {
      const [row] = await db
        .update(crashBets)
        .set(patch)
        .where(and(eq(crashBets.id, id), inArray(crashBets.status, from)))
        .returning();
      return row;
    },

    /** placed → settling at `cashout`, for the player's bet in the round. */
    async cashOut(roundId: string, playerRef: string, cashout: number) {
      const [row] = await db
        .update(crashBets)
        .set({
          status: 'settling',
          cashout,
          payout: sql`${crashBets.amount} * ${cashout} / 100`,
        })
        .where(
          and(
            eq(crashBets.roundId, roundId),
            eq(crashBets.playerRef, playerRef),
            eq(crashBets.status, 'placed'),
          ),
        )
        .returning();
      return row;
    },

    /** Automatic cash-outs whose target `reached` has passed (all of them below the crash point). */
    async autoCashOuts(roundId: string, reached: number): Promise<TCrashBetRow[]> {
      return db
        .update(crashBets)
        .set({
          status: 'settling',
          cashout: sql`${crashBets.autoCashout}`,
          payout: sql`${crashBets.amount} * ${crashBets.autoCashout} / 100`,
        })
        .where(
          and(
            eq(crashBets.roundId, roundId),
            eq(crashBets.status, 'placed'),
            isNotNull(crashBets.autoCashout),
            sql`${crashBets.autoCashout} <= ${reached}`,
          ),
        )
        .returning();
    },

    /** At the crash: every bet still placed loses. */
    async loseRemaining(roundId: string): Promise<TCrashBetRow[]> {
      return db
        .update(crashBets)
        .set({ status: 'settling', payout: 0n })
        .where(and(eq(crashBets.roundId, roundId), eq(crashBets.status, 'placed')))
        .returning();
    },

    /** Real-money bets left between the studio and the wallet since before `before`. */
    async unfinished(before: Date, limit: number): Promise<TCrashBetRow[]> {
      return db
        .select()
        .from(crashBets)
        .where(
          and(
            inArray(crashBets.status, ['placing', 'settling']),
            eq(crashBets.demo, false),
            lt(crashBets.createdAt, before),
          ),
        )
        .orderBy(crashBets.createdAt)
        .limit(limit);
    },
  };
}
