import { z } from 'zod';
import { ZIdParams } from './admin';
import { ZBonusConditions, ZUserBonus } from './bonuses';
import { defineEndpoint } from './http';

/**
 * Why a promo code is refused (translated as `Bonuses.errors.{detail}`); the same details answer
 * a redemption, the sign-up form's promo field and the operator's edits.
 */
export const PromoCodeErrorDetail = {
  notFound: 'promo_code_not_found',
  notStarted: 'promo_code_not_started',
  expired: 'promo_code_expired',
  disabled: 'promo_code_disabled',
  /** Its total use limit is reached. */
  exhausted: 'promo_code_exhausted',
  /** This player used it as many times as it allows one player. */
  alreadyUsed: 'promo_code_already_used',
  /** The player already holds a promo bonus that is pending or active. */
  bonusActive: 'promo_code_bonus_active',
  /** Operators: another code is spelled the same. */
  taken: 'promo_code_taken',
  /** Operators: the code must grant an existing offer of kind `promo`. */
  offerInvalid: 'promo_code_offer_invalid',
  /** Operators: a total limit below the uses already made. */
  limitBelowUses: 'promo_code_limit_below_uses',
} as const;
export type TPromoCodeErrorDetail =
  (typeof PromoCodeErrorDetail)[keyof typeof PromoCodeErrorDetail];

/** The refusals a player can meet redeeming a code (each a 4xx answer of its own). */
export const PROMO_REFUSALS = [
  PromoCodeErrorDetail.notFound,
  PromoCodeErrorDetail.notStarted,
  PromoCodeErrorDetail.expired,
  PromoCodeErrorDetail.disabled,
  PromoCodeErrorDetail.exhausted,
  PromoCodeErrorDetail.alreadyUsed,
  PromoCodeErrorDetail.bonusActive,
] as const;

export const PROMO_CODE_STATES = [
  'available',
  'not_started',
  'expired',
  'exhausted',
  'disabled',
] as const;
export const ZPromoCodeState = z.enum(PROMO_CODE_STATES);
export type TPromoCodeState = z.infer<typeof ZPromoCodeState>;

/** A code as players type it: letters, digits, `_` and `-`; compared in upper case. */
export const ZPromoCodeText = z
  .string()
  .trim()
  .min(1, { message: 'Validation.required' })
  .max(32, { message: 'Validation.promo_code_invalid' })
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'Validation.promo_code_invalid' })
  .transform((code) => code.toUpperCase());

export const ZPromoCodeParams = z.object({
  code: z
    .string()
    .max(32)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** What anyone may learn of a code before using it. */
export const ZPromoCodeInfo = z.object({
  code: z.string(),
  title: z.string(),
  conditions: ZBonusConditions,
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  state: ZPromoCodeState,
});
export type TPromoCodeInfo = z.infer<typeof ZPromoCodeInfo>;

export const ZRedeemPromoBody = z.object({ code: ZPromoCodeText }).strict();
export type TRedeemPromoBody = z.infer<typeof ZRedeemPromoBody>;

const tags = ['bonuses'] as const;

export const promoCodeEndpoints = {
  info: defineEndpoint({
    method: 'GET',
    path: '/api/v2/promo-codes/:code',
    params: ZPromoCodeParams,
    response: ZPromoCodeInfo,
    summary: "A promo code's bonus terms, window and whether it can be used now",
    tags,
  }),
  redeem: defineEndpoint({
    method: 'POST',
    path: '/api/v2/bonuses/promo',
    body: ZRedeemPromoBody,
    response: ZUserBonus,
    summary: 'Use a promo code: its bonus, active now or waiting for the next deposit',
    tags,
  }),
};

const ZLimit = z.number().int().min(1).max(1_000_000_000);

/** A code as an operator writes it; `endsAt` must come after `startsAt`. */
export const ZPromoCodeBody = z
  .object({
    code: ZPromoCodeText,
    offerId: z.uuid(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime().nullable().default(null),
    totalLimit: ZLimit.nullable().default(null),
    perPlayerLimit: ZLimit.default(1),
    enabled: z.boolean().default(true),
  })
  .strict()
  .refine((body) => body.endsAt === null || Date.parse(body.endsAt) > Date.parse(body.startsAt), {
    path: ['endsAt'],
    message: 'Validation.ends_before_start',
  });
export type TPromoCodeBody = z.infer<typeof ZPromoCodeBody>;

export const ZAdminPromoCode = z.object({
  id: z.uuid(),
  code: z.string(),
  offerId: z.uuid(),
  offerTitle: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  totalLimit: z.number().int().nullable(),
  perPlayerLimit: z.number().int(),
  usedCount: z.number().int(),
  enabled: z.boolean(),
  state: ZPromoCodeState,
  updatedAt: z.iso.datetime(),
});
export type TAdminPromoCode = z.infer<typeof ZAdminPromoCode>;

const adminTags = ['admin'] as const;

export const adminPromoCodeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/promo-codes',
    response: z.object({ items: z.array(ZAdminPromoCode) }),
    summary: 'Every promo code with its uses (admin)',
    tags: adminTags,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin/promo-codes',
    body: ZPromoCodeBody,
    response: ZAdminPromoCode,
    summary: 'Create a promo code granting a promo offer (admin)',
    tags: adminTags,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/promo-codes/:id',
    params: ZIdParams,
    body: ZPromoCodeBody,
    response: ZAdminPromoCode,
    summary: 'Change a promo code; bonuses already granted keep their terms (admin)',
    tags: adminTags,
  }),
};
