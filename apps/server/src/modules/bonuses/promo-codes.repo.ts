import { and, asc, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bonusGrants, bonusOffers, promoCodes, promoRedemptions } from '../../db/schema';
import type { TGrantRow, TOfferRow } from './bonuses.repo';

export type TPromoCodeRow = typeof promoCodes.$inferSelect;
export type TNewPromoCode = typeof promoCodes.$inferInsert;
export interface TPromoCodeWithOffer {
  code: TPromoCodeRow;
  offer: TOfferRow;
}

const OPEN = ['pending', 'active'] as const;

export function createPromoCodesRepo(db: DbOrTx) {
  const withOffer = () =>
    db
      .select({ code: promoCodes, offer: bonusOffers })
      .from(promoCodes)
      .innerJoin(bonusOffers, eq(bonusOffers.id, promoCodes.offerId));

  return {
    list: () => withOffer().orderBy(asc(promoCodes.code)),
    async findByCode(code: string): Promise<TPromoCodeWithOffer | undefined> {
      const [row] = await withOffer().where(eq(promoCodes.code, code));
      return row;
    },
    async findById(id: string): Promise<TPromoCodeWithOffer | undefined> {
      const [row] = await withOffer().where(eq(promoCodes.id, id));
      return row;
    },
    /** The offer a code may grant: an existing one of kind `promo`. */
    async findPromoOffer(id: string): Promise<TOfferRow | undefined> {
      const [row] = await db
        .select()
        .from(bonusOffers)
        .where(and(eq(bonusOffers.id, id), eq(bonusOffers.kind, 'promo')));
      return row;
    },
    /** Serialises the operators' writes of one spelling, so a duplicate check stays true. */
    async lockSpelling(code: string): Promise<void> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`promo:${code}`}, 0))`);
    },
    async findByIdForUpdate(id: string): Promise<TPromoCodeRow | undefined> {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
      return row;
    },
    /** Undefined when another code is spelled the same. */
    async insert(values: TNewPromoCode): Promise<TPromoCodeRow | undefined> {
      const [row] = await db.insert(promoCodes).values(values).onConflictDoNothing().returning();
      return row;
    },
    async update(id: string, values: Partial<TNewPromoCode>): Promise<TPromoCodeRow | undefined> {
      const [row] = await db
        .update(promoCodes)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(promoCodes.id, id))
        .returning();
      return row;
    },

    /**
     * Counts one use unless the total limit is reached: the compare-and-set that keeps
     * concurrent redemptions within the limit. False when none was left.
     */
    async claimUse(id: string): Promise<boolean> {
      const rows = await db
        .update(promoCodes)
        .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
        .where(
          and(
            eq(promoCodes.id, id),
            or(isNull(promoCodes.totalLimit), lt(promoCodes.usedCount, promoCodes.totalLimit)),
          ),
        )
        .returning({ id: promoCodes.id });
      return rows.length > 0;
    },

    async usesBy(codeId: string, userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(promoRedemptions)
        .where(and(eq(promoRedemptions.codeId, codeId), eq(promoRedemptions.userId, userId)));
      return row?.n ?? 0;
    },
    insertRedemption: (values: typeof promoRedemptions.$inferInsert) =>
      db.insert(promoRedemptions).values(values),

    /** The player's promo grants still pending or active, oldest first. */
    openGrantsOf(userId: string): Promise<TGrantRow[]> {
      return db
        .select()
        .from(bonusGrants)
        .where(
          and(
            eq(bonusGrants.userId, userId),
            eq(bonusGrants.source, 'promo'),
            inArray(bonusGrants.status, [...OPEN]),
          ),
        )
        .orderBy(asc(bonusGrants.createdAt));
    },
  };
}
