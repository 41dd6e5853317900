import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema';

export type TSessionRow = typeof sessions.$inferSelect;

export function createSessionsRepo(db: DbOrTx) {
  return {
    async insert(values: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(values);
    },
    async findById(id: string): Promise<TSessionRow | undefined> {
      const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
      return row;
    },
    async touch(id: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    },
    async revoke(id: string, reason: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now, revokeReason: reason })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },
    async revokeOthersOfOperator(
      operatorId: string,
      keepId: string | undefined,
      reason: string,
      now: Date,
    ): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now, revokeReason: reason })
        .where(
          and(
            eq(sessions.operatorId, operatorId),
            isNull(sessions.revokedAt),
            ...(keepId ? [ne(sessions.id, keepId)] : []),
          ),
        );
    },
    async revokeAllOfUser(userId: string, reason: string, now: Date): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now, revokeReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}
