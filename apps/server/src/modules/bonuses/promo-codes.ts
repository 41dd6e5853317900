import { randomUUID } from 'node:crypto';
import {
  PromoCodeErrorDetail,
  type TAdminPromoCode,
  type TPromoCodeBody,
  type TPromoCodeInfo,
  type TPromoCodeState,
} from '@aurum/contracts/promo-codes';
import type { TUserBonus } from '@aurum/contracts/bonuses';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Stakes } from '../wallet/stakes.service';
import type { TGrantRow } from './bonuses.repo';
import type { Grants } from './grants';
import { createPromoCodesRepo, type TPromoCodeWithOffer } from './promo-codes.repo';
import { conditionsOf, readTerms, type TBonusTerms } from './terms';

/** Why a code in each state is refused. */
const REFUSAL: Record<Exclude<TPromoCodeState, 'available'>, string> = {
  disabled: PromoCodeErrorDetail.disabled,
  not_started: PromoCodeErrorDetail.notStarted,
  expired: PromoCodeErrorDetail.expired,
  exhausted: PromoCodeErrorDetail.exhausted,
};

/** Codes are compared in upper case, as the table stores them. */
export const normalisePromoCode = (code: string) => code.trim().toUpperCase();

/** Whether a code can be used at `now`; a disabled offer disables its codes. */
export function promoCodeState({ code, offer }: TPromoCodeWithOffer, now: Date): TPromoCodeState {
  if (!code.enabled || !offer.enabled) return 'disabled';
  if (now < code.startsAt) return 'not_started';
  if (code.endsAt && now >= code.endsAt) return 'expired';
  if (code.totalLimit !== null && code.usedCount >= code.totalLimit) return 'exhausted';
  return 'available';
}

/**
 * What a redemption grants: a fixed amount is bonus money at once; a deposit match waits
 * (pending) for the player's next deposit; free spins alone hold no money yet.
 */
function grantOf(terms: TBonusTerms): { amount: bigint; status: 'pending' | 'active' } {
  if (terms.fixedAmount !== null) return { amount: terms.fixedAmount, status: 'active' };
  if (terms.matchBp > 0) return { amount: 0n, status: 'pending' };
  return { amount: 0n, status: 'active' };
}

/**
 * Promo codes: a player types one and gets its offer's bonus. A redemption runs under the
 * player's money lock (so their per-player and one-open-promo-bonus checks hold), counts its use
 * by a compare-and-set against the total limit (so concurrent players never pass it), and writes
 * the redemption and its grant in the same transaction: a refusal changes nothing.
 */
export function createPromoCodes(deps: {
  db: Db;
  grants: Grants;
  stakes: Stakes;
  precision: number;
  /** The grant as the player's bonus list shows it. */
  present: (userId: string, grantId: string) => Promise<TUserBonus>;
}) {
  async function usable(tx: Db | Tx, text: string, now: Date): Promise<TPromoCodeWithOffer> {
    const found = await createPromoCodesRepo(tx).findByCode(normalisePromoCode(text));
    if (!found) throw AppError.notFound(PromoCodeErrorDetail.notFound);
    const state = promoCodeState(found, now);
    if (state !== 'available') throw AppError.conflict(REFUSAL[state]);
    return found;
  }

  /** Redeems inside the caller's transaction; throws the refusal, the transaction then void. */
  async function redeemIn(tx: Tx, userId: string, text: string, now: Date): Promise<TGrantRow> {
    const { code, offer } = await usable(tx, text, now);
    const repo = createPromoCodesRepo(tx);
    await deps.stakes.lock(tx, userId);
    if ((await repo.openGrantsOf(userId)).length > 0)
      throw AppError.conflict(PromoCodeErrorDetail.bonusActive);
    if ((await repo.usesBy(code.id, userId)) >= code.perPlayerLimit)
      throw AppError.conflict(PromoCodeErrorDetail.alreadyUsed);
    if (!(await repo.claimUse(code.id))) throw AppError.conflict(PromoCodeErrorDetail.exhausted);
    const terms = readTerms(offer.terms);
    const redemptionId = randomUUID();
    const grant = await deps.grants.create(
      tx,
      {
        userId,
        offerId: offer.id,
        source: 'promo',
        sourceRef: redemptionId,
        title: offer.title,
        terms,
        ...grantOf(terms),
      },
      now,
    );
    if (!grant) throw new Error('a fresh promo grant collided');
    await repo.insertRedemption({ id: redemptionId, codeId: code.id, userId, grantId: grant.id });
    return grant;
  }

  /** A refusal as the sign-up form shows it on its promo field: 400, same detail. */
  const asSignUpRefusal = (error: unknown) =>
    error instanceof AppError && error.status < 500
      ? new AppError(error.detail, 400, error.params)
      : error;

  function presentAdmin(found: TPromoCodeWithOffer, now: Date): TAdminPromoCode {
    const { code, offer } = found;
    return {
      id: code.id,
      code: code.code,
      offerId: offer.id,
      offerTitle: offer.title,
      startsAt: code.startsAt.toISOString(),
      endsAt: code.endsAt?.toISOString() ?? null,
      totalLimit: code.totalLimit,
      perPlayerLimit: code.perPlayerLimit,
      usedCount: code.usedCount,
      enabled: code.enabled,
      state: promoCodeState(found, now),
      updatedAt: code.updatedAt.toISOString(),
    };
  }

  /** Creates (no `id`) or replaces a code, validated against its offer and its uses. */
  async function save(body: TPromoCodeBody, id?: string): Promise<TAdminPromoCode> {
    const saved = await deps.db.transaction(async (tx) => {
      const repo = createPromoCodesRepo(tx);
      await repo.lockSpelling(body.code);
      const offer = await repo.findPromoOffer(body.offerId);
      if (!offer) throw new AppError(PromoCodeErrorDetail.offerInvalid, 400);
      const sameSpelling = await repo.findByCode(body.code);
      if (sameSpelling && sameSpelling.code.id !== id)
        throw AppError.conflict(PromoCodeErrorDetail.taken);
      const values = {
        code: body.code,
        offerId: body.offerId,
        startsAt: new Date(body.startsAt),
        endsAt: body.endsAt === null ? null : new Date(body.endsAt),
        totalLimit: body.totalLimit,
        perPlayerLimit: body.perPlayerLimit,
        enabled: body.enabled,
      };
      if (!id) return repo.insert(values);
      const current = await repo.findByIdForUpdate(id);
      if (!current) throw AppError.notFound(PromoCodeErrorDetail.notFound);
      if (body.totalLimit !== null && body.totalLimit < current.usedCount)
        throw new AppError(PromoCodeErrorDetail.limitBelowUses, 400, {
          usedCount: current.usedCount,
        });
      return repo.update(id, values);
    });
    if (!saved) throw AppError.conflict(PromoCodeErrorDetail.taken);
    const found = await createPromoCodesRepo(deps.db).findById(saved.id);
    if (!found) throw new Error(`promo code ${saved.id} vanished`);
    return presentAdmin(found, new Date());
  }

  return {
    /** What anyone may see of a code before using it. */
    async info(text: string, now = new Date()): Promise<TPromoCodeInfo> {
      const found = await createPromoCodesRepo(deps.db).findByCode(normalisePromoCode(text));
      if (!found) throw AppError.notFound(PromoCodeErrorDetail.notFound);
      const { code, offer } = found;
      return {
        code: code.code,
        title: offer.title,
        conditions: conditionsOf(offer.id, 'promo', null, readTerms(offer.terms), deps.precision),
        startsAt: code.startsAt.toISOString(),
        endsAt: code.endsAt?.toISOString() ?? null,
        state: promoCodeState(found, now),
      };
    },

    /** A player uses a code: its grant, or its refusal (a 4xx) with nothing changed. */
    async redeem(userId: string, text: string, now = new Date()): Promise<TUserBonus> {
      const grant = await deps.db.transaction((tx) => redeemIn(tx, userId, text, now));
      return deps.present(userId, grant.id);
    },

    /** Sign-up: refuses (400) a code that cannot be used now, before the account exists. */
    async checkAtSignUp(text: string, now = new Date()): Promise<void> {
      await usable(deps.db, text, now).catch((error: unknown) => {
        throw asSignUpRefusal(error);
      });
    },

    /** Sign-up: redeems for the new account in the transaction that creates it. */
    async redeemAtSignUp(tx: Tx, userId: string, text: string, now = new Date()): Promise<void> {
      await redeemIn(tx, userId, text, now).catch((error: unknown) => {
        throw asSignUpRefusal(error);
      });
    },

    async list(now = new Date()): Promise<TAdminPromoCode[]> {
      return (await createPromoCodesRepo(deps.db).list()).map((row) => presentAdmin(row, now));
    },
    async find(id: string): Promise<TAdminPromoCode | undefined> {
      const found = await createPromoCodesRepo(deps.db).findById(id);
      return found && presentAdmin(found, new Date());
    },
    create: (body: TPromoCodeBody) => save(body),
    update: (id: string, body: TPromoCodeBody) => save(body, id),
  };
}

export type PromoCodes = ReturnType<typeof createPromoCodes>;
