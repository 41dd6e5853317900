import type { TBotPayProvider } from '@aurum/contracts/wallet';
import type { z } from 'zod';
import type { TPayoutStatus } from '../crypto/chain';
import type { TProviderRequest, TProviderTransport } from './http-transport';

/** An invoice the provider reports paid, as its webhook says (nothing here is trusted yet). */
export interface TPaidInvoice {
  providerInvoiceId: string;
  /** What we attached when creating it: our invoice id. */
  payload: string | null;
  /** The provider's currency code. */
  asset: string;
  /** Decimal text as the provider wrote it. */
  amount: string;
}

/** What a signed webhook says: an invoice paid, or an update we do not act on. */
export type TWebhookUpdate = { kind: 'paid'; invoice: TPaidInvoice } | { kind: 'ignored' };

/**
 * The provider answered that it will not do what was asked (bad amount, unknown user, no
 * funds...): nothing happened on its side. Any other error leaves the outcome unknown.
 */
export class ProviderRefusedError extends Error {
  constructor(readonly reason: string) {
    super(`provider refused: ${reason}`);
    this.name = 'ProviderRefusedError';
  }
}

/** The provider's webhook body could not be read although its signature is right. */
export class WebhookBodyError extends Error {
  constructor(reason: string) {
    super(`webhook body: ${reason}`);
    this.name = 'WebhookBodyError';
  }
}

/**
 * One chat-bot payment provider's API (Crypto Pay, xRocket Pay): invoices the player pays in
 * Telegram, a webhook when one is paid, transfers to a Telegram user. Every call goes over HTTP
 * and must never be made inside a database transaction.
 */
export interface BotPayProvider {
  name: TBotPayProvider;
  /** The header its webhook signature comes in (lower case). */
  signatureHeader: string;
  /** The provider's code of a Telegram wallet currency (USDT, TONCOIN, USDC); undefined: not taken. */
  assetOf(walletCurrency: string): string | undefined;
  /** Throws ProviderRefusedError on a definite refusal; any other error: outcome unknown. */
  createInvoice(input: {
    /** Ours; sent as the invoice's payload and returned in its webhook. */
    id: string;
    asset: string;
    /** Decimal text. */
    amount: string;
    description: string;
    expiresInSeconds: number;
  }): Promise<{ providerInvoiceId: string; url: string }>;
  /**
   * The invoice as the provider has it now, when it is paid; null when it is not (yet). Lets
   * an invoice whose webhook never came be credited before it would expire.
   */
  paidInvoice(providerInvoiceId: string): Promise<TPaidInvoice | null>;
  /** Whether `signature` (the header's value) signs `rawBody` as the provider signs webhooks. */
  verifyWebhook(rawBody: string, signature: unknown): boolean;
  /** Reads a webhook body whose signature was already checked; throws WebhookBodyError. */
  readWebhook(rawBody: string): TWebhookUpdate;
  /**
   * Sends `amount` to a Telegram user once per `spendId` (the provider's idempotency key).
   * Throws ProviderRefusedError on a definite refusal; any other error: outcome unknown.
   */
  transfer(input: {
    spendId: string;
    telegramUserId: string;
    asset: string;
    amount: string;
    comment: string;
  }): Promise<{ transferId: string }>;
  /** What the provider knows of the transfer with this spend id, for reconciliation. */
  transferStatus(spendId: string): Promise<TPayoutStatus>;
}

/** Integer minor units as the providers take amounts: `10.5`, never `10.500000`. */
export function decimalText(minor: bigint, precision: number): string {
  const digits = minor.toString().padStart(precision + 1, '0');
  const whole = digits.slice(0, digits.length - precision);
  const fraction = digits.slice(digits.length - precision).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** A provider's answer envelope read: success with its result, or failure with its reason. */
export type TEnvelope = { ok: true; result: unknown } | { ok: false; reason: string | undefined };

/**
 * One call to a provider's API, its answer sorted the same way for every provider: a 5xx, no
 * answer or an unreadable one leave the outcome unknown (an Error); a 4xx naming why is a
 * definite refusal (ProviderRefusedError), unless it is throttling (429) or a reason the
 * provider gives without proving nothing happened (`unknownOutcome`).
 */
export async function callProvider<TSchema extends z.ZodType>(
  transport: TProviderTransport,
  request: TProviderRequest,
  options: {
    name: string;
    envelope: (body: unknown) => TEnvelope | undefined;
    schema: TSchema;
    unknownOutcome?: RegExp;
  },
): Promise<z.output<TSchema>> {
  const where = `${options.name} ${request.path}`;
  const answer = await transport(request);
  const envelope = answer.status >= 500 ? undefined : options.envelope(answer.body);
  if (!envelope) throw new Error(`${where}: HTTP ${answer.status}, no readable answer`);
  if (!envelope.ok) {
    const reason = envelope.reason ?? `HTTP_${answer.status}`;
    const refused =
      answer.status >= 400 &&
      answer.status < 500 &&
      answer.status !== 429 &&
      !options.unknownOutcome?.test(reason);
    throw refused ? new ProviderRefusedError(reason) : new Error(`${where}: ${reason}`);
  }
  const result = options.schema.safeParse(envelope.result);
  if (!result.success) throw new Error(`${where}: unreadable result`);
  return result.data;
}
