import { z } from 'zod';
import { ZBanReason, ZEmail, ZOk } from './auth';
import { ZGameId } from './catalogue';
import { defineEndpoint, ZPageMeta } from './http';
import { ZDecimalAmount } from './money';

export const OPERATOR_ROLES = ['admin', 'payments', 'support'] as const;
export const ZOperatorRole = z.enum(OPERATOR_ROLES);
export type TOperatorRole = z.infer<typeof ZOperatorRole>;

export const ZOperator = z.object({
  id: z.string(),
  email: z.string(),
  role: ZOperatorRole,
  /** A TOTP second factor is enabled: sign-in asks for its code. */
  totpEnabled: z.boolean(),
  /** No second factor yet where one is required: only enrolment is allowed until there is. */
  totpEnrolmentRequired: z.boolean(),
});
export type TOperator = z.infer<typeof ZOperator>;

export const ZTotpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: 'Validation.invalid_code' });

export const ZOperatorLoginBody = z.object({
  email: ZEmail,
  password: z.string().min(1).max(128),
  /** The authenticator's current code, once a second factor is enabled. */
  code: ZTotpCode.optional(),
});

/** `detail` values of operator sign-in and its second factor. */
export const OperatorAuthDetail = {
  /** Password right; the account has a second factor: send `code` too. */
  secondFactorRequired: 'second_factor_required',
  invalidSecondFactor: 'invalid_second_factor',
  /** Where a second factor is required, nothing but enrolment until one is enabled. */
  enrolmentRequired: 'second_factor_enrolment_required',
  alreadyEnabled: 'second_factor_already_enabled',
  /** Confirm before enrolment started (or after it was restarted elsewhere). */
  enrolmentNotStarted: 'second_factor_enrolment_not_started',
} as const;

export const ZTotpEnrolment = z.object({
  /** Base32, for typing into an authenticator app. */
  secret: z.string(),
  /** `otpauth://totp/...`, for a QR code. */
  otpauthUri: z.string(),
});

export const ZTotpConfirmBody = z.object({ code: ZTotpCode });

export const ZCreateOperatorBody = z.object({
  email: ZEmail,
  password: z.string().min(12).max(128),
  role: ZOperatorRole,
});

export const ZAdminUser = z.object({
  id: z.string(),
  globalId: z.string(),
  email: z.string().nullable(),
  telegramId: z.string().nullable(),
  isVip: z.boolean(),
  vipManagerTelegram: z.string().nullable(),
  ban: z
    .object({ reason: ZBanReason, description: z.string(), bannedAt: z.iso.datetime() })
    .nullable(),
  createdAt: z.iso.datetime(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZPageQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export const ZAdminUsersQuery = ZPageQuery.extend({
  search: z.string().trim().max(254).optional(),
});

export const ZIdParams = z.object({ id: z.uuid() });

export const ZBanBody = z.object({
  reason: ZBanReason,
  description: z.string().trim().min(1).max(1000),
});

export const ZUpdateAdminUserBody = z
  .object({
    isVip: z.boolean(),
    vipManagerTelegram: z
      .string()
      .regex(/^[A-Za-z0-9_]{5,32}$/)
      .nullable(),
  })
  .partial()
  .strict()
  // An empty patch sets nothing: refused like any other invalid body.
  .refine((body) => Object.keys(body).length > 0, { message: 'Validation.required' });

export const ZAuditEntry = z.object({
  id: z.string(),
  operator: z.object({ id: z.string(), email: z.string() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.iso.datetime(),
});

export const ZAdjustmentBody = z.object({
  direction: z.enum(['credit', 'debit']),
  /** In the account currency. */
  amount: ZDecimalAmount,
  reason: z.string().trim().min(3).max(500),
  /** The operator's client key: the same key never moves money twice. */
  idempotencyKey: z.uuid(),
});

export const ZAdjustmentResult = z.object({
  transferId: z.string(),
  created: z.boolean(),
});

export const ZRate = z.object({
  code: z.string(),
  rate: z.string(),
  source: z.string(),
});

export const ZRateBody = z.object({
  rate: z
    .string()
    .trim()
    .regex(/^\d{1,20}(\.\d{1,18})?$/)
    .refine((value) => /[1-9]/.test(value), { message: 'must be positive' }),
  /** Allows a rate beyond half or double the current one; needs a reason for the audit log. */
  force: z.boolean().optional(),
  reason: z.string().trim().min(3).max(500).optional(),
});

export const ZCodeParams = z.object({ code: z.string().regex(/^[A-Z0-9_]{2,16}$/) });

const tags = ['admin'];

export const adminEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/api/admin/auth/login',
    body: ZOperatorLoginBody,
    response: ZOperator,
    summary: 'Operator sign-in',
    tags,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/admin/auth/logout',
    response: ZOk,
    summary: 'Operator sign-out',
    tags,
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/api/admin/me',
    response: ZOperator,
    summary: 'The signed-in operator',
    tags,
  }),
  totpEnrol: defineEndpoint({
    method: 'POST',
    path: '/api/admin/auth/totp',
    response: ZTotpEnrolment,
    summary: 'Start enrolling a TOTP second factor: a new secret, confirmed by its first code',
    tags,
  }),
  totpConfirm: defineEndpoint({
    method: 'POST',
    path: '/api/admin/auth/totp/confirm',
    body: ZTotpConfirmBody,
    response: ZOperator,
    summary: "Enable the second factor with the authenticator's first code",
    tags,
  }),
  totpReset: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/operators/:id/totp',
    params: ZIdParams,
    response: ZOperator,
    summary: "Remove an operator's second factor (lost device): they enrol again (admin)",
    tags,
  }),
  createOperator: defineEndpoint({
    method: 'POST',
    path: '/api/admin/operators',
    body: ZCreateOperatorBody,
    response: ZOperator,
    summary: 'Create an operator account (admin)',
    tags,
  }),
  users: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users',
    query: ZAdminUsersQuery,
    response: z.object({ items: z.array(ZAdminUser), meta: ZPageMeta }),
    summary: 'Find players',
    tags,
  }),
  user: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users/:id',
    params: ZIdParams,
    response: ZAdminUser,
    summary: 'One player',
    tags,
  }),
  updateUser: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/users/:id',
    params: ZIdParams,
    body: ZUpdateAdminUserBody,
    response: ZAdminUser,
    summary: 'Set VIP status and VIP manager (admin)',
    tags,
  }),
  ban: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:id/ban',
    params: ZIdParams,
    body: ZBanBody,
    response: ZAdminUser,
    summary: 'Ban a player; their sessions end at once (admin, support)',
    tags,
  }),
  unban: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/users/:id/ban',
    params: ZIdParams,
    response: ZAdminUser,
    summary: 'Lift a ban (admin, support)',
    tags,
  }),
  adjust: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:id/adjustments',
    params: ZIdParams,
    body: ZAdjustmentBody,
    response: ZAdjustmentResult,
    summary: "Credit or debit a player's main balance (admin, payments)",
    tags,
  }),
  rates: defineEndpoint({
    method: 'GET',
    path: '/api/admin/rates',
    response: z.object({ items: z.array(ZRate) }),
    summary: 'Exchange rates to the account currency',
    tags,
  }),
  setRate: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/rates/:code',
    params: ZCodeParams,
    body: ZRateBody,
    response: ZRate,
    summary: 'Set an exchange rate (admin, payments)',
    tags,
  }),
  audit: defineEndpoint({
    method: 'GET',
    path: '/api/admin/audit',
    query: ZPageQuery,
    response: z.object({ items: z.array(ZAuditEntry), meta: ZPageMeta }),
    summary: 'Operator actions, newest first (admin)',
    tags,
  }),
};

/** A withdrawal as the back office sees it. */
export const ZAdminWithdrawal = z.object({
  id: z.string(),
  userId: z.string(),
  status: z.string(),
  currency: z.string(),
  network: z.string().nullable(),
  amount: z.string(),
  fee: z.string(),
  accountAmount: z.string(),
  address: z.string().nullable(),
  memo: z.string().nullable(),
  externalId: z.string().nullable(),
  /** `processing` with an unknown outcome: what the provider call said, for the operator. */
  payoutError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TAdminWithdrawal = z.infer<typeof ZAdminWithdrawal>;

export const ZAdminWithdrawalsQuery = ZPageQuery.extend({
  status: z
    .enum(['pending', 'wait_for_confirmation', 'processing', 'completed', 'declined', 'cancelled'])
    .optional(),
});

/**
 * An operator's finding on a payout held in `processing`: it went out (with the chain's
 * transaction hash), or it failed and the money returns to the player.
 */
export const ZResolveWithdrawalBody = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('sent'), externalId: z.string().trim().min(8).max(200) }),
  z.object({ outcome: z.literal('failed'), reason: z.string().trim().min(3).max(500) }),
]);
export type TResolveWithdrawalBody = z.infer<typeof ZResolveWithdrawalBody>;

export const ZDeclineWithdrawalBody = z.object({
  reason: z.string().trim().min(3).max(500),
});

export const adminWithdrawalEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/withdrawals',
    query: ZAdminWithdrawalsQuery,
    response: z.object({ items: z.array(ZAdminWithdrawal), meta: ZPageMeta }),
    summary: 'Withdrawals, newest first; wait_for_confirmation awaits approval (admin, payments)',
    tags,
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/api/admin/withdrawals/:id/approve',
    params: ZIdParams,
    response: ZAdminWithdrawal,
    summary: 'Approve a large withdrawal: it is sent (admin, payments)',
    tags,
  }),
  decline: defineEndpoint({
    method: 'POST',
    path: '/api/admin/withdrawals/:id/decline',
    params: ZIdParams,
    body: ZDeclineWithdrawalBody,
    response: ZAdminWithdrawal,
    summary: 'Decline a withdrawal awaiting approval: the money returns (admin, payments)',
    tags,
  }),
  resolve: defineEndpoint({
    method: 'POST',
    path: '/api/admin/withdrawals/:id/resolve',
    params: ZIdParams,
    body: ZResolveWithdrawalBody,
    response: ZAdminWithdrawal,
    summary:
      'Settle a payout held in processing (unknown outcome): sent with its hash, or failed and refunded (admin, payments)',
    tags,
  }),
};

/** A fiat order (deposit or withdrawal) as the back office sees it. */
export const ZAdminOrder = z.object({
  id: z.string(),
  userId: z.string(),
  side: z.enum(['buy', 'sell']),
  status: z.string(),
  methodId: z.string(),
  currency: z.string(),
  /** The order's amount now: what is (or was) credited or paid out. */
  amount: z.string(),
  /** What the player ordered; differs from `amount` once an operator credited another amount. */
  orderedAmount: z.string(),
  fee: z.string(),
  payerName: z.string().nullable(),
  hasProof: z.boolean(),
  details: z.record(z.string(), z.string()),
  dispute: z
    .object({
      acceptOption: z.string(),
      /** The amount the player says was paid (CHANGE_INVOICE): a claim, never credited as is. */
      claimedAmount: z.string().nullable(),
      comment: z.string(),
      problem: z.string(),
    })
    .nullable(),
  expiresAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type TAdminOrder = z.infer<typeof ZAdminOrder>;

export const ZAdminOrdersQuery = ZPageQuery.extend({
  side: z.enum(['buy', 'sell']).optional(),
  status: z.string().max(32).optional(),
});

export const ZResolveDisputeBody = z.object({
  /**
   * credit: the player paid; refund: the payment goes back to the payer's bank, nothing is
   * credited; decline: there was no payment.
   */
  outcome: z.enum(['credit', 'refund', 'decline']),
  /**
   * credit only: the amount to credit, as the operator found it paid (within the method's
   * deposit limits); without it the ordered amount. The player's claimed amount never is.
   */
  amount: ZDecimalAmount.optional(),
});

export const adminOrderEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders',
    query: ZAdminOrdersQuery,
    response: z.object({ items: z.array(ZAdminOrder), meta: ZPageMeta }),
    summary: 'Fiat orders, newest first (admin, payments)',
    tags,
  }),
  proof: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders/:id/proof',
    params: ZIdParams,
    response: z.unknown(),
    summary: "A deposit order's payment proof image (admin, payments)",
    tags,
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/confirm',
    params: ZIdParams,
    response: ZAdminOrder,
    summary: 'Confirm a deposit order: the player is credited, once (admin, payments)',
    tags,
  }),
  decline: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/decline',
    params: ZIdParams,
    body: ZDeclineWithdrawalBody,
    response: ZAdminOrder,
    summary: 'Decline a deposit order (admin, payments)',
    tags,
  }),
  resolveDispute: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/resolve',
    params: ZIdParams,
    body: ZResolveDisputeBody,
    response: ZAdminOrder,
    summary: 'Resolve a disputed deposit order (admin, payments)',
    tags,
  }),
  sellPaid: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/paid',
    params: ZIdParams,
    response: ZAdminOrder,
    summary: 'Mark a fiat withdrawal paid out (admin, payments)',
    tags,
  }),
  sellFailed: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/failed',
    params: ZIdParams,
    body: ZDeclineWithdrawalBody,
    response: ZAdminOrder,
    summary: 'Mark a fiat withdrawal failed: the money returns (admin, payments)',
    tags,
  }),
};

/** Support opens a game in a player's app (the `interface_actions` channel). */
export const adminGameEndpoints = {
  openGame: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:id/interface-actions',
    params: ZIdParams,
    body: z.object({ gameId: ZGameId }),
    response: z.object({ delivered: z.boolean() }),
    summary: "Open a game in the player's app, wherever it is signed in",
    tags: ['admin'],
  }),
};

/**
 * A chat-bot provider's webhook the platform recorded and did not credit: an invoice it never
 * issued (`unknown_invoice`), an amount or currency that differs from the invoice (`mismatch`),
 * or a payment after the invoice expired (`late`). An operator settles each with the provider.
 */
export const ZAdminBotPayEvent = z.object({
  id: z.string(),
  provider: z.string(),
  providerInvoiceId: z.string(),
  invoiceId: z.string().nullable(),
  outcome: z.enum(['unknown_invoice', 'mismatch', 'late']),
  /** The webhook's body as received. */
  body: z.string(),
  createdAt: z.iso.datetime(),
});
export type TAdminBotPayEvent = z.infer<typeof ZAdminBotPayEvent>;

export const adminBotPayEndpoints = {
  events: defineEndpoint({
    method: 'GET',
    path: '/api/admin/bot-pay/events',
    query: ZPageQuery,
    response: z.object({ items: z.array(ZAdminBotPayEvent), meta: ZPageMeta }),
    summary: 'Chat-bot payments recorded and not credited, newest first (admin, payments)',
    tags,
  }),
};
