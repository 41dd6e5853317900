import { z } from 'zod';
import { defineEndpoint } from './http';
import { ZDecimalAmount, ZMoney } from './money';

/**
 * Responsible gaming: the player's own limits on deposits, stakes and net losses per day
 * (the current UTC day), week (the 7 UTC days up to today) and month (the 30 UTC days up to
 * today); a time-out or a self-exclusion that ends betting and depositing at once; reality-check
 * reminders and a session time limit. Lowering a limit applies at once; raising or removing it
 * waits 24 hours and then the player's confirmation. Amounts in the account currency.
 */

/** Error details (translated as `ResponsibleGaming.errors.{detail}`). */
export const RgErrorDetail = {
  /** 403 with `until` (null: permanent) on a bet, deposit, launch, bonus or spin while blocked. */
  blocked: 'rg_blocked',
  /**
   * 403 on a deposit past a deposit limit, with `period`, `limit` and `remaining` (decimal
   * strings of `currency`, the account currency); the stake limits' refusals carry the same.
   */
  depositLimit: 'rg_deposit_limit',
  /** 403 with `period`, `limit` and `remaining` on a stake past a wager limit. */
  wagerLimit: 'rg_wager_limit',
  /** 403 with `period`, `limit` and `remaining` on a stake past a loss limit. */
  lossLimit: 'rg_loss_limit',
  /** 403 with `minutes` on a launch or bet after the session's time limit. */
  sessionLimit: 'rg_session_limit',
  /** 409 on confirming a raise before its cooling-off ended (with `after`), or with none pending. */
  notConfirmable: 'rg_not_confirmable',
  /** 409 on a time-out or self-exclusion while one already runs longer. */
  alreadyBlocked: 'rg_already_blocked',
} as const;

export const RG_LIMIT_KINDS = ['deposit', 'wager', 'loss'] as const;
export const ZRgLimitKind = z.enum(RG_LIMIT_KINDS);
export type TRgLimitKind = z.infer<typeof ZRgLimitKind>;

export const RG_PERIODS = ['day', 'week', 'month'] as const;
export const ZRgPeriod = z.enum(RG_PERIODS);
export type TRgPeriod = z.infer<typeof ZRgPeriod>;

/** Hours a raise or removal of a limit waits before it may be confirmed. */
export const RG_COOLING_OFF_HOURS = 24;
export const RG_TIME_OUT_HOURS = { min: 24, max: 1008 } as const;
export const RG_SELF_EXCLUSION_MIN_MONTHS = 6;
export const RG_REALITY_CHECK_MINUTES = { min: 15, max: 120 } as const;
export const RG_SESSION_LIMIT_MINUTES = { min: 15, max: 1440 } as const;

export const ZRgLimit = z.object({
  kind: ZRgLimitKind,
  period: ZRgPeriod,
  amount: ZMoney,
  /** Counted in the period so far (net loss may be negative after wins). */
  used: ZMoney,
  /** What is left in the period (never below zero). */
  remaining: ZMoney,
  /** A raise (`amount`) or a removal (`amount` null) waiting until `after`, then confirmed. */
  pending: z
    .object({ amount: ZMoney.nullable(), after: z.iso.datetime(), confirmable: z.boolean() })
    .nullable(),
});
export type TRgLimit = z.infer<typeof ZRgLimit>;

export const ZRgBlock = z.object({
  kind: z.enum(['time_out', 'self_exclusion']),
  /** Null: a permanent self-exclusion. */
  until: z.iso.datetime().nullable(),
});
export type TRgBlock = z.infer<typeof ZRgBlock>;

export const ZRgState = z.object({
  limits: z.array(ZRgLimit),
  block: ZRgBlock.nullable(),
  /** Minutes between reminders, 0 off. */
  realityCheckMinutes: z.number().int(),
  sessionLimitMinutes: z.number().int().nullable(),
  /** The current sign-in session's start, and today's (UTC) net loss (negative: won). */
  session: z.object({ startedAt: z.iso.datetime(), todayNetLoss: ZMoney }),
});
export type TRgState = z.infer<typeof ZRgState>;

export const ZRgLimitBody = z
  .object({
    kind: ZRgLimitKind,
    period: ZRgPeriod,
    /** Null removes the limit (after the cooling-off). */
    amount: ZDecimalAmount.nullable(),
  })
  .strict();
export type TRgLimitBody = z.infer<typeof ZRgLimitBody>;

export const ZRgLimitRef = z.object({ kind: ZRgLimitKind, period: ZRgPeriod }).strict();
export type TRgLimitRef = z.infer<typeof ZRgLimitRef>;

export const ZRgTimeOutBody = z
  .object({ hours: z.number().int().min(RG_TIME_OUT_HOURS.min).max(RG_TIME_OUT_HOURS.max) })
  .strict();

export const ZRgSelfExclusionBody = z.union([
  z.object({ months: z.number().int().min(RG_SELF_EXCLUSION_MIN_MONTHS).max(120) }).strict(),
  z.object({ permanent: z.literal(true) }).strict(),
]);
export type TRgSelfExclusionBody = z.infer<typeof ZRgSelfExclusionBody>;

export const ZRgRealityCheckBody = z
  .object({
    minutes: z
      .number()
      .int()
      .refine(
        (m) => m === 0 || (m >= RG_REALITY_CHECK_MINUTES.min && m <= RG_REALITY_CHECK_MINUTES.max),
        { message: 'Validation.invalid_minutes' },
      ),
  })
  .strict();

export const ZRgSessionLimitBody = z
  .object({
    minutes: z
      .number()
      .int()
      .min(RG_SESSION_LIMIT_MINUTES.min)
      .max(RG_SESSION_LIMIT_MINUTES.max)
      .nullable(),
  })
  .strict();

const tags = ['responsible-gaming'] as const;
const base = '/api/v1/responsible-gaming';

export const rgEndpoints = {
  state: defineEndpoint({
    method: 'GET',
    path: base,
    response: ZRgState,
    summary: "The player's limits with usage, block, reality-check and session settings",
    tags,
  }),
  setLimit: defineEndpoint({
    method: 'PUT',
    path: `${base}/limits`,
    body: ZRgLimitBody,
    response: ZRgState,
    summary: 'Sets a limit: a new or lower one at once, a raise or removal after 24 hours',
    tags,
  }),
  confirmLimit: defineEndpoint({
    method: 'POST',
    path: `${base}/limits/confirm`,
    body: ZRgLimitRef,
    response: ZRgState,
    summary: 'Applies a pending raise or removal once its cooling-off ended (409 before)',
    tags,
  }),
  cancelLimit: defineEndpoint({
    method: 'POST',
    path: `${base}/limits/cancel`,
    body: ZRgLimitRef,
    response: ZRgState,
    summary: 'Drops a pending raise or removal; the limit stays as it is',
    tags,
  }),
  timeOut: defineEndpoint({
    method: 'POST',
    path: `${base}/time-out`,
    body: ZRgTimeOutBody,
    response: ZRgState,
    summary: 'A break from betting and depositing for 24 hours to 6 weeks, at once',
    tags,
  }),
  selfExclusion: defineEndpoint({
    method: 'POST',
    path: `${base}/self-exclusion`,
    body: ZRgSelfExclusionBody,
    response: ZRgState,
    summary: 'Self-exclusion for 6 months or more, or permanently; the player cannot undo it',
    tags,
  }),
  realityCheck: defineEndpoint({
    method: 'PUT',
    path: `${base}/reality-check`,
    body: ZRgRealityCheckBody,
    response: ZRgState,
    summary: 'Reality-check reminder interval in minutes (0 off, 15 to 120)',
    tags,
  }),
  sessionLimit: defineEndpoint({
    method: 'PUT',
    path: `${base}/session-limit`,
    body: ZRgSessionLimitBody,
    response: ZRgState,
    summary: 'Session time limit in minutes (null none)',
    tags,
  }),
};

export const ZAdminRgState = ZRgState.omit({ session: true });
export type TAdminRgState = z.infer<typeof ZAdminRgState>;

export const adminRgEndpoints = {
  player: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users/:id/responsible-gaming',
    params: z.object({ id: z.uuid() }),
    response: ZAdminRgState,
    summary: "A player's limits with usage, pending changes and blocks (operators)",
    tags: ['admin'],
  }),
};
