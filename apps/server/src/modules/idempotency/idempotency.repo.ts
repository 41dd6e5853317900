import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

export type TIdempotencyRow = typeof idempotencyKeys.$inferSelect;

export interface TIdempotencyId {
  userId: string;
  route: string;
  key: string;
}

const byId = ({ userId, route, key }: TIdempotencyId) =>
  and(
    eq(idempotencyKeys.userId, userId),
    eq(idempotencyKeys.route, route),
    eq(idempotencyKeys.key, key),
  );

export function createIdempotencyRepo(db: DbOrTx) {
  return {
    /**
     * Claims the key: inserts it as running, or takes over a row older than `maxAgeSeconds`
     * (as if purged). Answers the claimed row, or undefined when someone holds the key; the
     * primary key makes two concurrent claims of one key end with exactly one winner.
     */
    async claim(
      id: TIdempotencyId & { fingerprint: string },
      maxAgeSeconds: number,
    ): Promise<TIdempotencyRow | undefined> {
      const [row] = await db
        .insert(idempotencyKeys)
        .values(id)
        .onConflictDoUpdate({
          target: [idempotencyKeys.userId, idempotencyKeys.route, idempotencyKeys.key],
          set: {
            fingerprint: id.fingerprint,
            statusCode: null,
            response: null,
            createdAt: sql`now()`,
            completedAt: null,
          },
          setWhere: sql`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${maxAgeSeconds})`,
        })
        .returning();
      return row;
    },
    async find(id: TIdempotencyId): Promise<TIdempotencyRow | undefined> {
      const [row] = await db.select().from(idempotencyKeys).where(byId(id));
      return row;
    },
    /** Keeps the first answer of a running claim. */
    async complete(id: TIdempotencyId, statusCode: number, response: unknown): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ statusCode, response, completedAt: sql`now()` })
        .where(and(byId(id), isNull(idempotencyKeys.statusCode)));
    },
    /** Forgets keys older than `maxAgeSeconds`; answers how many. */
    async purge(maxAgeSeconds: number): Promise<number> {
      const rows = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${maxAgeSeconds})`))
        .returning({ key: idempotencyKeys.key });
      return rows.length;
    },
  };
}
