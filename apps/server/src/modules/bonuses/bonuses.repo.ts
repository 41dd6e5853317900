import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bonusGrants, bonusOffers, bonusSettings } from '../../db/schema';

export type TOfferRow = typeof bonusOffers.$inferSelect;
export type TGrantRow = typeof bonusGrants.$inferSelect;
export type TSettingsRow = typeof bonusSettings.$inferSelect;
export type TNewGrant = typeof bonusGrants.$inferInsert;

const OPEN = ['pending', 'active'] as const;

export function createBonusesRepo(db: DbOrTx) {
  return {
    listOffers() {
      return db.select().from(bonusOffers).orderBy(asc(bonusOffers.kind), asc(bonusOffers.step));
    },
    async findOffer(id: string): Promise<TOfferRow | undefined> {
      const [row] = await db.select().from(bonusOffers).where(eq(bonusOffers.id, id));
      return row;
    },
    enabledOffers(kind: TOfferRow['kind']) {
      return db
        .select()
        .from(bonusOffers)
        .where(and(eq(bonusOffers.kind, kind), eq(bonusOffers.enabled, true)))
        .orderBy(asc(bonusOffers.step), asc(bonusOffers.createdAt));
    },
    async insertOffer(values: typeof bonusOffers.$inferInsert): Promise<TOfferRow> {
      const [row] = await db.insert(bonusOffers).values(values).returning();
      if (!row) throw new Error('offer not inserted');
      return row;
    },
    async updateOffer(
      id: string,
      values: Partial<typeof bonusOffers.$inferInsert>,
    ): Promise<TOfferRow | undefined> {
      const [row] = await db
        .update(bonusOffers)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(bonusOffers.id, id))
        .returning();
      return row;
    },

    /** Inserts the grant unless its (player, source, reference) has one; undefined then. */
    async insertGrant(values: TNewGrant): Promise<TGrantRow | undefined> {
      const [row] = await db.insert(bonusGrants).values(values).onConflictDoNothing().returning();
      return row;
    },
    async findGrant(id: string): Promise<TGrantRow | undefined> {
      const [row] = await db.select().from(bonusGrants).where(eq(bonusGrants.id, id));
      return row;
    },
    async findGrantForUpdate(id: string): Promise<TGrantRow | undefined> {
      const [row] = await db.select().from(bonusGrants).where(eq(bonusGrants.id, id)).for('update');
      return row;
    },
    grantsOf(userId: string) {
      return db
        .select()
        .from(bonusGrants)
        .where(eq(bonusGrants.userId, userId))
        .orderBy(desc(bonusGrants.createdAt));
    },
    /** Grants with welcome or everyday offers the player received, for the steps claimed. */
    claimedOffers(userId: string) {
      return db
        .select({ offerId: bonusGrants.offerId, createdAt: bonusGrants.createdAt })
        .from(bonusGrants)
        .where(and(eq(bonusGrants.userId, userId), eq(bonusGrants.source, 'deposit')));
    },

    /**
     * Moves a grant from one of `from` to `patch.status`: the compare-and-set of every grant
     * transition. Undefined when it was in none of them (someone else moved it first).
     */
    async transition(
      id: string,
      from: readonly TGrantRow['status'][],
      patch: Partial<TNewGrant> & { status: TGrantRow['status'] },
    ): Promise<TGrantRow | undefined> {
      const [row] = await db
        .update(bonusGrants)
        .set(patch)
        .where(and(eq(bonusGrants.id, id), inArray(bonusGrants.status, [...from])))
        .returning();
      return row;
    },

    /** The player's active grants, soonest-expiring first: the order stakes spend them in. */
    activeOf(userId: string) {
      return db
        .select()
        .from(bonusGrants)
        .where(and(eq(bonusGrants.userId, userId), eq(bonusGrants.status, 'active')))
        .orderBy(asc(bonusGrants.expiresAt), asc(bonusGrants.createdAt));
    },

    grantsByIds(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select().from(bonusGrants).where(inArray(bonusGrants.id, ids));
    },

    /**
     * Adds wagering progress to an active grant (a negative amount takes it back, never below
     * zero); undefined when the grant is no longer active.
     */
    async addWager(id: string, amount: bigint): Promise<TGrantRow | undefined> {
      const [row] = await db
        .update(bonusGrants)
        .set({ wagerCurrent: sql`greatest(${bonusGrants.wagerCurrent} + ${amount}, 0)` })
        .where(and(eq(bonusGrants.id, id), eq(bonusGrants.status, 'active')))
        .returning();
      return row;
    },

    /** Open grants past their deadline, oldest first. */
    dueForExpiry(now: Date, limit: number) {
      return db
        .select({ id: bonusGrants.id, userId: bonusGrants.userId })
        .from(bonusGrants)
        .where(and(inArray(bonusGrants.status, [...OPEN]), lte(bonusGrants.expiresAt, now)))
        .orderBy(asc(bonusGrants.expiresAt))
        .limit(limit);
    },

    async settings(userId: string): Promise<TSettingsRow | undefined> {
      const [row] = await db.select().from(bonusSettings).where(eq(bonusSettings.userId, userId));
      return row;
    },
    async saveSettings(
      userId: string,
      patch: Partial<Omit<TSettingsRow, 'userId' | 'updatedAt'>>,
    ): Promise<TSettingsRow> {
      const [row] = await db
        .insert(bonusSettings)
        .values({ userId, ...patch })
        .onConflictDoUpdate({
          target: bonusSettings.userId,
          set: { ...patch, updatedAt: sql`now()` },
        })
        .returning();
      if (!row) throw new Error('settings not saved');
      return row;
    },
  };
}
