import { count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export type TUserRow = typeof users.$inferSelect;
export type TNewUser = typeof users.$inferInsert;

export function createUsersRepo(db: DbOrTx) {
  return {
    async findById(id: string): Promise<TUserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async findByIds(ids: string[]): Promise<TUserRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(users).where(inArray(users.id, ids));
    },
    /** Locks the row until the caller's transaction ends. */
    async findByIdForUpdate(id: string): Promise<TUserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },
    async findByGlobalId(globalId: string): Promise<TUserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.globalId, globalId));
      return row;
    },
    async findByEmail(email: string): Promise<TUserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },
    async findByTelegramId(telegramId: bigint): Promise<TUserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.telegramId, telegramId));
      return row;
    },
    /** Inserts unless the e-mail or Telegram id is taken; undefined then. */
    async insert(values: TNewUser): Promise<TUserRow | undefined> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row;
    },
    async update(id: string, patch: Partial<TNewUser>): Promise<TUserRow> {
      const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
      if (!row) throw new Error(`user ${id} vanished during update`);
      return row;
    },
    async idsByPrimaryCurrency(codes: string[]): Promise<string[]> {
      if (codes.length === 0) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.primaryCurrency, codes));
      return rows.map((row) => row.id);
    },
    /** In SQL, so concurrent deposits never lose a count. */
    /** Counts one more completed deposit; answers the player's deposit count with it. */
    async incrementDeposits(id: string, amount: bigint): Promise<number> {
      const [row] = await db
        .update(users)
        .set({
          depositCount: sql`${users.depositCount} + 1`,
          depositSumMinor: sql`${users.depositSumMinor} + ${amount}`,
        })
        .where(eq(users.id, id))
        .returning({ depositCount: users.depositCount });
      if (!row) throw new Error(`user ${id} vanished`);
      return row.depositCount;
    },
    async search(options: { search: string | undefined; offset: number; limit: number }) {
      const term = options.search ? `%${options.search.replace(/[%_\\]/g, '\\$&')}%` : undefined;
      const where = term
        ? or(
            ilike(users.email, term),
            sql`${users.globalId}::text = ${options.search}`,
            sql`${users.id}::text = ${options.search}`,
            sql`${users.telegramId}::text = ${options.search}`,
          )
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt))
          .offset(options.offset)
          .limit(options.limit),
        db.select({ value: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}
