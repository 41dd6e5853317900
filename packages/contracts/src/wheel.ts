import { z } from 'zod';
import { defineEndpoint } from './http';
import { ZDecimalAmount, ZMoney } from './money';

/**
 * The daily prize wheel ("turbine of luck"): one free spin per player per UTC day on a versioned,
 * weighted prize table the operator sets. The server draws the prize; the client only animates
 * to the segment it was told.
 */

/** Error details of the wheel calls (translated as `Wheel.errors.{detail}`). */
export const WheelErrorDetail = {
  /**
   * 409 on a spin already made this UTC day (with `nextSpinAt`); 404 on the prizes (and the
   * operator's table) and 409 on a spin while no prize table is set: the UI shows the wheel as
   * not available.
   */
  notAvailable: 'turbine_of_luck_not_available',
  /**
   * 400 on an operator's table that cannot be drawn from or pays a bad prize, with `field` (the
   * row's path, e.g. `prizes.3.amount`) and `reason` (one of `WheelTableProblem`).
   */
  tableInvalid: 'wheel_table_invalid',
} as const;

/** The `reason` of a refused table (`wheel_table_invalid`), naming what is wrong in `field`. */
export const WheelTableProblem = {
  /** `prizes`: every weight is zero, so nothing could be drawn. */
  noPositiveWeight: 'no_positive_weight',
  /** A `none` row with an amount. */
  amountMustBeZero: 'amount_must_be_zero',
  /** A `main`, `bonus` or `promo` row without an amount (the UI shows 0 as "no prize"). */
  amountMustBePositive: 'amount_must_be_positive',
  /** More decimals than the account currency (USD) has. */
  amountPrecision: 'amount_precision',
  /** A `promo` row without its code. */
  promoCodeRequired: 'promo_code_required',
  /** A code on a row that is not `promo`. */
  promoCodeNotAllowed: 'promo_code_not_allowed',
  /** A `bonus` row without its offer. */
  bonusOfferRequired: 'bonus_offer_required',
  /** An offer on a row that is not `bonus`. */
  bonusOfferNotAllowed: 'bonus_offer_not_allowed',
  /** A `bonus` row whose offer does not exist or is disabled. */
  bonusOfferNotFound: 'bonus_offer_not_found',
} as const;
export type TWheelTableProblem = (typeof WheelTableProblem)[keyof typeof WheelTableProblem];

/** The spec's segment count: the table holds at most this many prizes. */
export const WHEEL_SEGMENTS = 15;

/**
 * Where a prize goes: `main` to the withdrawable balance, `bonus` as a bonus grant (wagered
 * first), `promo` a promo code handed to the player, `none` nothing (prize 0).
 */
export const WHEEL_PRIZE_KINDS = ['none', 'main', 'bonus', 'promo'] as const;
export const ZWheelPrizeKind = z.enum(WHEEL_PRIZE_KINDS);
export type TWheelPrizeKind = z.infer<typeof ZWheelPrizeKind>;

export const ZWheelUser = z.object({
  isAvailable: z.boolean(),
  /** The start of the next UTC day when today's spin is used; null when available. */
  nextSpinAt: z.iso.datetime().nullable(),
});
export type TWheelUser = z.infer<typeof ZWheelUser>;

/** A segment as players see it: the amount in USD (0 for no prize), and its kind. */
export const ZWheelPrize = z.object({
  amount: ZMoney,
  kind: ZWheelPrizeKind,
});
export type TWheelPrize = z.infer<typeof ZWheelPrize>;

export const ZWheelPrizes = z.object({
  /** The table's version: a spin answers with the version it was drawn from. */
  version: z.number().int().positive(),
  items: z.array(ZWheelPrize).max(WHEEL_SEGMENTS),
});
export type TWheelPrizes = z.infer<typeof ZWheelPrizes>;

export const ZWheelSpinResult = z.object({
  /** Index into `items` of the table `version`: the segment the animation ends on. */
  prizeIndex: z.number().int().min(0),
  version: z.number().int().positive(),
  amount: ZMoney,
  /** The promo code won (kind `promo`), else null. */
  promo: z.string().nullable(),
  /** `main` credited to the balance, `bonus` a grant on /bonuses, `promo` a code, `none`. */
  balanceType: ZWheelPrizeKind,
  /** The grant made for a `bonus` prize. */
  bonusId: z.uuid().nullable(),
  nextSpinAt: z.iso.datetime(),
});
export type TWheelSpinResult = z.infer<typeof ZWheelSpinResult>;

const tags = ['wheel'] as const;

export const wheelEndpoints = {
  user: defineEndpoint({
    method: 'GET',
    path: '/api/v2/turbine_of_luck/user',
    response: ZWheelUser,
    summary: "Whether the player's daily spin is available, and when the next one is",
    tags,
  }),
  prizes: defineEndpoint({
    method: 'GET',
    path: '/api/v2/turbine_of_luck/prizes',
    response: ZWheelPrizes,
    summary:
      "The current prize table's segments (public: the visitor teaser shows them too); 404 turbine_of_luck_not_available without a table",
    tags,
  }),
  spin: defineEndpoint({
    method: 'POST',
    path: '/api/v2/turbine_of_luck',
    response: ZWheelSpinResult,
    summary: 'Spin the wheel: one per player per UTC day; the server draws the prize',
    tags,
  }),
};

/**
 * One row of the operator's table: amounts in USD, decimal strings; weights relative (a row of
 * weight 0 shows on the wheel but is never drawn). `none` rows have amount 0, every other kind a
 * positive one; `promo` rows carry a code and `bonus` rows an enabled offer, no other row either.
 * A `bonus` grant takes the offer's terms with the row's amount as its fixed amount.
 */
export const ZWheelTableRow = z
  .object({
    kind: ZWheelPrizeKind,
    amount: ZDecimalAmount.default('0'),
    weight: z.number().int().min(0).max(1_000_000_000),
    /** `promo`: the code handed out (a promo code set up under /api/admin/promo-codes). */
    promoCode: z.string().trim().min(1).max(40).nullable().default(null),
    /** `bonus`: the offer whose terms (wager, deadline, max bet, contributions) the grant takes. */
    bonusOfferId: z.uuid().nullable().default(null),
  })
  .strict();
export type TWheelTableRow = z.infer<typeof ZWheelTableRow>;

export const ZWheelTableBody = z
  .object({ prizes: z.array(ZWheelTableRow).min(1).max(WHEEL_SEGMENTS) })
  .strict();
export type TWheelTableBody = z.infer<typeof ZWheelTableBody>;

export const ZAdminWheelTable = z.object({
  version: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  prizes: z.array(
    z.object({
      kind: ZWheelPrizeKind,
      amount: ZMoney,
      weight: z.number().int(),
      promoCode: z.string().nullable(),
      bonusOfferId: z.uuid().nullable(),
    }),
  ),
  /** Expected cost of one spin in USD (main and bonus prizes at face value). */
  expectedCost: ZMoney,
});
export type TAdminWheelTable = z.infer<typeof ZAdminWheelTable>;

const adminTags = ['admin'] as const;

export const adminWheelEndpoints = {
  table: defineEndpoint({
    method: 'GET',
    path: '/api/admin/wheel',
    response: ZAdminWheelTable,
    summary:
      'The current wheel prize table with weights (admin); 404 turbine_of_luck_not_available without one',
    tags: adminTags,
  }),
  saveTable: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/wheel',
    body: ZWheelTableBody,
    response: ZAdminWheelTable,
    summary: 'Publish a new version of the wheel prize table; spins made keep theirs (admin)',
    tags: adminTags,
  }),
};
