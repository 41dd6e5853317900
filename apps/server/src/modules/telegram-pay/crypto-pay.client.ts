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

/** Crypto Pay's asset codes for the Telegram wallet's currencies (Toncoin is `TON` there). */
export const CRYPTO_PAY_ASSETS: Readonly<Record<string, string>> = {
  USDT: 'USDT',
  TONCOIN: 'TON',
  USDC: 'USDC',
};

export const CRYPTO_PAY_TOKEN_HEADER = 'crypto-pay-api-token';
export const CRYPTO_PAY_SIGNATURE_HEADER = 'crypto-pay-api-signature';

/** Every answer: `{ok: true, result}` or `{ok: false, error: {code, name}}`. */
const ZAnswer = z.object({
  ok: z.boolean(),
  result: z.unknown().optional(),
  error: z.object({ code: z.number().optional(), name: z.string() }).optional(),
});

function envelope(body: unknown): TEnvelope | undefined {
  const parsed = ZAnswer.safeParse(body);
  if (!parsed.success) return undefined;
  return parsed.data.ok
    ? { ok: true, result: parsed.data.result }
    : { ok: false, reason: parsed.data.error?.name };
}

export const ZCryptoPayInvoice = z.object({
  invoice_id: z.number().int(),
  status: z.string(),
  asset: z.string().optional(),
  amount: z.string(),
  payload: z.string().optional(),
  bot_invoice_url: z.string(),
  mini_app_invoice_url: z.string().optional(),
  web_app_invoice_url: z.string().optional(),
});

const ZTransfer = z.object({
  transfer_id: z.number().int(),
  spend_id: z.string().optional(),
  status: z.string(),
});

const ZUpdate = z.object({
  update_id: z.number(),
  update_type: z.string(),
  payload: z.unknown(),
});

/**
 * Errors that do not prove nothing happened: the spend id was used (the transfer may have gone
 * out before), or the service is throttling us.
 */
const NOT_A_REFUSAL = /SPEND_ID|TOO_MANY|FLOOD/i;

/**
 * The Crypto Pay API (@CryptoBot) over `transport`: every call is a POST of JSON to
 * `<api root>/<method>` with the app token in `Crypto-Pay-API-Token`.
 */
export function createCryptoPayClient(deps: {
  token: string;
  transport: TProviderTransport;
}): BotPayProvider {
  const call = <TSchema extends z.ZodType>(
    method: string,
    params: Record<string, unknown>,
    schema: TSchema,
  ) =>
    callProvider(
      deps.transport,
      {
        method: 'POST',
        path: `/${method}`,
        headers: { [CRYPTO_PAY_TOKEN_HEADER]: deps.token },
        body: params,
      },
      { name: 'Crypto Pay', envelope, schema, unknownOutcome: NOT_A_REFUSAL },
    );

  return {
    name: 'cryptobot',
    signatureHeader: CRYPTO_PAY_SIGNATURE_HEADER,
    assetOf: (walletCurrency) => CRYPTO_PAY_ASSETS[walletCurrency],
    verifyWebhook: (rawBody, signature) => webhookSignatureMatches(deps.token, rawBody, signature),

    async createInvoice(input) {
      const invoice = await call(
        'createInvoice',
        {
          currency_type: 'crypto',
          asset: input.asset,
          amount: input.amount,
          description: input.description,
          payload: input.id,
          expires_in: input.expiresInSeconds,
          allow_comments: false,
          allow_anonymous: false,
        },
        ZCryptoPayInvoice,
      );
      return {
        providerInvoiceId: String(invoice.invoice_id),
        url: invoice.mini_app_invoice_url ?? invoice.bot_invoice_url,
      };
    },

    async paidInvoice(providerInvoiceId) {
      const { items } = await call(
        'getInvoices',
        { invoice_ids: providerInvoiceId },
        z.object({ items: z.array(ZCryptoPayInvoice) }),
      );
      const invoice = items.find((item) => String(item.invoice_id) === providerInvoiceId);
      return invoice?.status === 'paid' ? paidOf(invoice) : null;
    },

    readWebhook(rawBody): TWebhookUpdate {
      const update = ZUpdate.safeParse(parseJson(rawBody));
      if (!update.success) throw new WebhookBodyError('not a Crypto Pay update');
      if (update.data.update_type !== 'invoice_paid') return { kind: 'ignored' };
      const invoice = ZCryptoPayInvoice.safeParse(update.data.payload);
      const paid = invoice.success ? paidOf(invoice.data) : null;
      if (!paid) throw new WebhookBodyError('invoice_paid without a crypto invoice');
      return { kind: 'paid', invoice: paid };
    },

    async transfer(input) {
      const transfer = await call(
        'transfer',
        {
          user_id: Number(input.telegramUserId),
          asset: input.asset,
          amount: input.amount,
          spend_id: input.spendId,
          comment: input.comment,
        },
        ZTransfer,
      );
      return { transferId: String(transfer.transfer_id) };
    },

    async transferStatus(spendId) {
      const { items } = await call(
        'getTransfers',
        { spend_id: spendId },
        z.object({ items: z.array(ZTransfer) }),
      );
      const done = items.find((item) => item.status === 'completed');
      return done ? { state: 'sent', hash: String(done.transfer_id) } : { state: 'unknown' };
    },
  };
}

/** A paid crypto invoice as the platform reads it; null for a fiat-priced one (no asset). */
function paidOf(invoice: z.output<typeof ZCryptoPayInvoice>): TPaidInvoice | null {
  if (!invoice.asset) return null;
  return {
    providerInvoiceId: String(invoice.invoice_id),
    payload: invoice.payload ?? null,
    asset: invoice.asset,
    amount: invoice.amount,
  };
}
