import { and, countDistinct, desc, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { gameRounds, gameSessions, gameTransactions } from '../../db/schema';

export type TGameSessionRow = typeof gameSessions.$inferSelect;
export type TGameRoundRow = typeof gameRounds.$inferSelect;
export type TGameTransactionRow = typeof gameTransactions.$inferSelect;
export type TNewGameTransaction = typeof gameTransactions.$inferInsert;

export function createGamesRepo(db: DbOrTx) {
  async function roundForUpdate(
    studio: string,
    roundId: string,
  ): Promise<TGameRoundRow | undefined> {
    const [row] = await db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.studio, studio), eq(gameRounds.roundId, roundId)))
      .for('update');
    return row;
  }

  return {
    async insertSession(values: typeof gameSessions.$inferInsert): Promise<TGameSessionRow> {
      const [row] = await db.insert(gameSessions).values(values).returning();
      if (!row) throw new Error('game session not stored');
      return row;
    },

    async sessionByToken(token: string): Promise<TGameSessionRow | undefined> {
      const [row] = await db.select().from(gameSessions).where(eq(gameSessions.token, token));
      return row;
    },

    /** The games a player launched, latest first, one entry per game. */
    async lastGameIds(
      userId: string,
      page: { limit: number; offset: number },
    ): Promise<{ ids: number[]; total: number }> {
      const lastAt = max(gameSessions.createdAt);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ gameId: gameSessions.gameId, lastAt })
          .from(gameSessions)
          .where(eq(gameSessions.userId, userId))
          .groupBy(gameSessions.gameId)
          .orderBy(desc(lastAt), desc(gameSessions.gameId))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: countDistinct(gameSessions.gameId) })
          .from(gameSessions)
          .where(eq(gameSessions.userId, userId)),
      ]);
      return { ids: rows.map((row) => row.gameId), total: counted?.total ?? 0 };
    },

    /** Claims a studio's transaction id; undefined when it is taken (see `transaction`). */
    async claimTransaction(values: TNewGameTransaction): Promise<TGameTransactionRow | undefined> {
      const [row] = await db
        .insert(gameTransactions)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /** Locks the row: a concurrent duplicate waits for the first to finish. */
    async transaction(studio: string, transactionId: string) {
      const [row] = await db
        .select()
        .from(gameTransactions)
        .where(
          and(
            eq(gameTransactions.studio, studio),
            eq(gameTransactions.transactionId, transactionId),
          ),
        )
        .for('update');
      return row;
    },

    /** The round's bets that still stand and spent grant money: what each grant staked. */
    async grantStakes(studio: string, roundId: string): Promise<Map<string, bigint>> {
      const rows = await db
        .select({ bonusDetail: gameTransactions.bonusDetail })
        .from(gameTransactions)
        .where(
          and(
            eq(gameTransactions.studio, studio),
            eq(gameTransactions.roundId, roundId),
            eq(gameTransactions.kind, 'bet'),
            eq(gameTransactions.status, 'done'),
            isNotNull(gameTransactions.bonusDetail),
          ),
        );
      const staked = new Map<string, bigint>();
      for (const part of rows.flatMap((row) => row.bonusDetail?.grants ?? []))
        staked.set(part.grantId, (staked.get(part.grantId) ?? 0n) + BigInt(part.amount));
      return staked;
    },

    async updateTransaction(id: bigint, patch: Partial<TNewGameTransaction>): Promise<void> {
      await db.update(gameTransactions).set(patch).where(eq(gameTransactions.id, id));
    },

    /** The round's row, created open when it is new, locked until the transaction ends. */
    async roundCreatedForUpdate(
      values: typeof gameRounds.$inferInsert,
    ): Promise<TGameRoundRow | undefined> {
      await db.insert(gameRounds).values(values).onConflictDoNothing();
      return roundForUpdate(values.studio, values.roundId);
    },

    roundForUpdate,

    async addToRound(
      id: string,
      delta: { betMain?: bigint; betBonus?: bigint; win?: bigint },
      close: boolean,
    ): Promise<TGameRoundRow> {
      const [row] = await db
        .update(gameRounds)
        .set({
          betMain: sql`${gameRounds.betMain} + ${delta.betMain ?? 0n}`,
          betBonus: sql`${gameRounds.betBonus} + ${delta.betBonus ?? 0n}`,
          win: sql`${gameRounds.win} + ${delta.win ?? 0n}`,
          ...(close ? { status: 'closed', closedAt: new Date() } : {}),
        })
        .where(eq(gameRounds.id, id))
        .returning();
      if (!row) throw new Error(`game round ${id} vanished`);
      return row;
    },
  };
}
