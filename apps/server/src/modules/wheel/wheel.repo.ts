import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { wheelPrizes, wheelSpins, wheelTables } from '../../db/schema';

export type TWheelPrizeRow = typeof wheelPrizes.$inferSelect;
export type TWheelSpinRow = typeof wheelSpins.$inferSelect;
export type TNewWheelPrize = Omit<typeof wheelPrizes.$inferInsert, 'tableVersion'>;

export interface TWheelTableRow {
  version: number;
  createdAt: Date;
  prizes: TWheelPrizeRow[];
}

export function createWheelRepo(db: DbOrTx) {
  return {
    /** The highest version with its segments in wheel order; undefined before the first. */
    async current(): Promise<TWheelTableRow | undefined> {
      const [table] = await db
        .select()
        .from(wheelTables)
        .orderBy(desc(wheelTables.version))
        .limit(1);
      if (!table) return undefined;
      const prizes = await db
        .select()
        .from(wheelPrizes)
        .where(eq(wheelPrizes.tableVersion, table.version))
        .orderBy(asc(wheelPrizes.position));
      return { version: table.version, createdAt: table.createdAt, prizes };
    },

    /**
     * Adds the next version. Publishers queue on a transaction lock of their own, so two
     * publishing at once get consecutive versions instead of a key conflict.
     */
    async insert(createdBy: string | null, prizes: TNewWheelPrize[]): Promise<number> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('wheel:tables', 0))`);
      const [last] = await db
        .select({ version: wheelTables.version })
        .from(wheelTables)
        .orderBy(desc(wheelTables.version))
        .limit(1);
      const version = (last?.version ?? 0) + 1;
      await db.insert(wheelTables).values({ version, createdBy });
      await db
        .insert(wheelPrizes)
        .values(prizes.map((prize) => ({ ...prize, tableVersion: version })));
      return version;
    },

    /** The player's spin on this UTC day (`YYYY-MM-DD`), if any. */
    async spinOn(userId: string, spinDay: string): Promise<TWheelSpinRow | undefined> {
      const [row] = await db
        .select()
        .from(wheelSpins)
        .where(and(eq(wheelSpins.userId, userId), eq(wheelSpins.spinDay, spinDay)));
      return row;
    },

    /** Records a spin; undefined when the player already has one that day (the unique key). */
    async insertSpin(values: typeof wheelSpins.$inferInsert): Promise<TWheelSpinRow | undefined> {
      const [row] = await db
        .insert(wheelSpins)
        .values(values)
        .onConflictDoNothing({ target: [wheelSpins.userId, wheelSpins.spinDay] })
        .returning();
      return row;
    },

    async setGrant(spinId: string, grantId: string): Promise<void> {
      await db.update(wheelSpins).set({ grantId }).where(eq(wheelSpins.id, spinId));
    },
  };
}
