import { z } from 'zod';
import { defineEndpoint } from './http';
import { ZDecimalAmount } from './money';
import { ZTransaction } from './wallet';

/** Sandbox controls exist outside production only. */
export const ZSandboxDepositBody = z.object({
  globalId: z.uuid(),
  currency: z.string().regex(/^[A-Z0-9_]{2,16}$/),
  amount: ZDecimalAmount,
  method: z.enum(['crypto', 'fiat']).default('crypto'),
});

export const sandboxEndpoints = {
  deposit: defineEndpoint({
    method: 'POST',
    path: '/api/sandbox/deposits',
    body: ZSandboxDepositBody,
    response: ZTransaction,
    summary: 'Sandbox: a payment provider reports a completed deposit for a player',
    tags: ['sandbox'],
  }),
};

export const sandboxSportsbookEndpoints = {
  finish: defineEndpoint({
    method: 'POST',
    path: '/api/sandbox/sportsbook/events/:id/finish',
    params: z.object({ id: z.string().min(1).max(64) }),
    response: z.object({ eventId: z.string() }),
    summary:
      'Sandbox feed: play the rest of a fixture at once, settle its markets and close it; 404 event_not_found when it is unknown or over',
    tags: ['sandbox'],
  }),
  reprice: defineEndpoint({
    method: 'POST',
    path: '/api/sandbox/sportsbook/events/:id/reprice',
    params: z.object({ id: z.string().min(1).max(64) }),
    body: z.object({
      /**
       * How far the home side's strength moves (the sandbox's rating units): a positive shift
       * shortens the home side's odds and lengthens the away side's, a negative one the reverse.
       */
      shift: z
        .number()
        .min(-2)
        .max(2)
        .refine((shift) => shift !== 0, 'shift must not be 0'),
    }),
    response: z.object({ eventId: z.string() }),
    summary:
      "Sandbox feed: move a fixture's prices at once by shifting its home side's strength (sends an odds change); 404 event_not_found when it is unknown or over",
    tags: ['sandbox'],
  }),
};

export const ZSandboxChainTransferBody = z.object({
  address: z.string().min(10).max(120),
  /** A crypto method code, e.g. USDTTRC20. */
  currency: z.string().regex(/^[A-Z0-9_]{2,16}$/),
  amount: ZDecimalAmount,
  memo: z.string().max(64).optional(),
});

export const ZSandboxBlocksBody = z.object({ count: z.number().int().min(1).max(100).default(1) });

export const sandboxChainEndpoints = {
  transfer: defineEndpoint({
    method: 'POST',
    path: '/api/sandbox/crypto/transfer',
    body: ZSandboxChainTransferBody,
    response: ZTransaction,
    summary: 'Sandbox chain: an incoming transfer to a deposit address',
    tags: ['sandbox'],
  }),
  blocks: defineEndpoint({
    method: 'POST',
    path: '/api/sandbox/crypto/blocks',
    body: ZSandboxBlocksBody,
    response: z.object({ confirmed: z.number().int() }),
    summary: 'Sandbox chain: mine blocks, confirming pending deposits',
    tags: ['sandbox'],
  }),
};

export const ZSandboxProcessWithdrawalsBody = z.object({
  /** Also send withdrawals whose cancel window is still open (as if it had passed). */
  skipCancelWindow: z.boolean().default(false),
});

export const sandboxWithdrawalEndpoints = {
  process: defineEndpoint({
    method: 'POST',
    path: '/api/sandbox/crypto/withdrawals/process',
    body: ZSandboxProcessWithdrawalsBody,
    response: z.object({
      sent: z.number().int(),
      awaitingApproval: z.number().int(),
      /** Sent with an unknown outcome: left in processing for reconciliation. */
      held: z.number().int(),
      /** Refused by the provider: declined and refunded. */
      declined: z.number().int(),
      /** Withdrawals whose processing failed: logged and tried again on the next pass. */
      failed: z.number().int(),
    }),
    summary: 'Sandbox chain: run the withdrawal processor now',
    tags: ['sandbox'],
  }),
  reconcile: defineEndpoint({
    method: 'POST',
    path: '/api/sandbox/crypto/withdrawals/reconcile',
    response: z.object({
      completed: z.number().int(),
      declined: z.number().int(),
      held: z.number().int(),
      failed: z.number().int(),
    }),
    summary: 'Sandbox chain: reconcile payouts left processing with the chain now',
    tags: ['sandbox'],
  }),
};

export const SANDBOX_FIAT_ACTIONS = ['confirm', 'decline', 'timeout', 'external-invoice'] as const;

export const sandboxFiatEndpoints = {
  act: defineEndpoint({
    method: 'POST',
    path: '/api/sandbox/fiat/orders/:id/:action',
    params: z.object({ id: z.uuid(), action: z.enum(SANDBOX_FIAT_ACTIONS) }),
    response: ZTransaction,
    summary:
      'Sandbox bank: confirm, decline or time out a deposit order, or turn it into an external invoice',
    tags: ['sandbox'],
  }),
};

export const ZSandboxBotPayBody = z.object({
  /** The Telegram user the sandbox says paid; any one will do. */
  telegramUserId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).default(777_000),
  /** False: the payment is made but its webhook is lost on the way (never delivered). */
  deliver: z.boolean().default(true),
});

/** The invoice now paid, and how our webhook answered the provider's delivery. */
export const ZSandboxBotPayAnswer = z.object({
  status: z.string(),
  /** Null when the webhook was not delivered. */
  webhook: z.object({ status: z.number().int(), outcome: z.string().nullable() }).nullable(),
});

export const ZSandboxBotSweepBody = z.object({
  /** Run as if this many seconds had passed (invoices past their time expire, or are credited). */
  laterSeconds: z.number().int().min(0).max(10_000_000).default(0),
});

const ZSandboxInvoiceHash = z.object({ hash: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/**
 * The sandbox chat-bot providers: a player pays an invoice (the hash ends its payment page's
 * URL, the `redirectUrl`), and the provider posts the signed paid webhook to the platform;
 * paying again re-sends it, as a provider retries.
 */
export const sandboxBotPayEndpoints = {
  cryptobot: defineEndpoint({
    method: 'POST',
    path: '/api/sandbox/cryptobot/pay/:hash',
    params: ZSandboxInvoiceHash,
    body: ZSandboxBotPayBody,
    response: ZSandboxBotPayAnswer,
    summary: 'Sandbox Crypto Pay: a player pays an invoice; its webhook is delivered',
    tags: ['sandbox'],
  }),
  xrocket: defineEndpoint({
    method: 'POST',
    path: '/api/sandbox/xrocket/pay/:hash',
    params: ZSandboxInvoiceHash,
    body: ZSandboxBotPayBody,
    response: ZSandboxBotPayAnswer,
    summary: 'Sandbox xRocket Pay: a player pays an invoice; its webhook is delivered',
    tags: ['sandbox'],
  }),
  sweep: defineEndpoint({
    method: 'POST',
    path: '/api/sandbox/bot-pay/sweep',
    body: ZSandboxBotSweepBody,
    response: z.object({
      credited: z.number().int(),
      expired: z.number().int(),
      failed: z.number().int(),
    }),
    summary: 'Sandbox: run the chat-bot invoice sweep now (expiry, lost webhooks looked up)',
    tags: ['sandbox'],
  }),
};
