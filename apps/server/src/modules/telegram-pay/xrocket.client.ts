import { z } from 'zod';
import { parseJson, type TProviderTransport } from './http-transport';
import {
  callProvider,
  WebhookBodyError,
  type BotPayProvider,
  type TEnvelope,
  type TPaidInvoice,
  type TWebhookUpdate,
} from './provider';
import { webhookSignatureMatches } from './webhook-signature';

/** xRocket's currency codes for the Telegram wallet's currencies: its own names. */
export const XROCKET_ASSETS: Readonly<Record<string, string>> = {
  USDT: 'USDT',
  TONCOIN: 'TONCOIN',
  USDC: 'USDC',
};

export const XROCKET_KEY_HEADER = 'rocket-pay-key';
export const XROCKET_SIGNATURE_HEADER = 'rocket-pay-signature';

/** Every answer: `{success: true, data}` or `{success: false, message}`. */
const ZAnswer = z.object({
  success: z.boolean(),
  data: z.unknown().optional(),
  message: z.string().optional(),
});

function envelope(body: unknown): TEnvelope | undefined {
  const parsed = ZAnswer.safeParse(body);
  if (!parsed.success) return undefined;
  return parsed.data.success
    ? { ok: true, result: parsed.data.data }
    : { ok: false, reason: parsed.data.message };
}

export const ZXRocketInvoice = z.object({
  id: z.number().int(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  payload: z.string().optional().nullable(),
  link: z.string(),
});

const ZWebhook = z.object({
  type: z.string(),
  timestamp: z.string(),
  data: z.unknown(),
});

/**
 * An amount xRocket sent as a JSON number, as decimal text: it keeps 9 decimal places, so the
 * number is read to 9 places (10.5 -> `10.5`, never `10.499999999999`).
 */
export function numberText(value: number): string {
  return value.toFixed(9).replace(/0+$/, '').replace(/\.$/, '');
}

/**
 * The xRocket Pay API: JSON over HTTP with the app key in `Rocket-Pay-Key`; invoices are
 * `tg-invoices`, transfers to a Telegram user `app/transfer` (idempotent by `transferId`).
 * It offers no lookup of a transfer by our id, so an unknown transfer outcome waits for an
 * operator.
 */
export function createXRocketClient(deps: {
  token: string;
  transport: TProviderTransport;
}): BotPayProvider {
  const call = <TSchema extends z.ZodType>(
    path: string,
    body: Record<string, unknown> | undefined,
    schema: TSchema,
  ) =>
    callProvider(
      deps.transport,
      {
        method: body === undefined ? 'GET' : 'POST',
        path,
        headers: { [XROCKET_KEY_HEADER]: deps.token },
        body,
      },
      { name: 'xRocket', envelope, schema },
    );

  return {
    name: 'xrocket',
    signatureHeader: XROCKET_SIGNATURE_HEADER,
    assetOf: (walletCurrency) => XROCKET_ASSETS[walletCurrency],
    verifyWebhook: (rawBody, signature) => webhookSignatureMatches(deps.token, rawBody, signature),

    async createInvoice(input) {
      const invoice = await call(
        '/tg-invoices',
        {
          amount: Number(input.amount),
          currency: input.asset,
          description: input.description,
          payload: input.id,
          expiredIn: input.expiresInSeconds,
          numPayments: 1,
        },
        ZXRocketInvoice,
      );
      return { providerInvoiceId: String(invoice.id), url: invoice.link };
    },

    async paidInvoice(providerInvoiceId) {
      if (!/^\d{1,18}$/.test(providerInvoiceId)) return null;
      const invoice = await call(`/tg-invoices/${providerInvoiceId}`, undefined, ZXRocketInvoice);
      return invoice.status === 'paid' ? paidOf(invoice) : null;
    },

    readWebhook(rawBody): TWebhookUpdate {
      const update = ZWebhook.safeParse(parseJson(rawBody));
      if (!update.success) throw new WebhookBodyError('not an xRocket webhook');
      if (update.data.type !== 'invoicePay') return { kind: 'ignored' };
      const invoice = ZXRocketInvoice.safeParse(update.data.data);
      if (!invoice.success) throw new WebhookBodyError('invoicePay without an invoice');
      return { kind: 'paid', invoice: paidOf(invoice.data) };
    },

    async transfer(input) {
      const transfer = await call(
        '/app/transfer',
        {
          tgUserId: Number(input.telegramUserId),
          currency: input.asset,
          amount: Number(input.amount),
          transferId: input.spendId,
          description: input.comment,
        },
        z.object({ id: z.number().int() }),
      );
      return { transferId: String(transfer.id) };
    },

    transferStatus: () => Promise.resolve({ state: 'unknown' }),
  };
}

function paidOf(invoice: z.output<typeof ZXRocketInvoice>): TPaidInvoice {
  return {
    providerInvoiceId: String(invoice.id),
    payload: invoice.payload ?? null,
    asset: invoice.currency,
    amount: numberText(invoice.amount),
  };
}
