import { z } from 'zod';
import type { App } from '../../lib/http';
import { CRYPTO_PAY_TOKEN_HEADER } from './crypto-pay.client';
import { sandboxPaths } from './sandbox-paths';
import { sandboxApiRoute, type TSandboxProtocol } from './sandbox-api';
import type { SandboxProvider } from './sandbox-providers';
import type { TSandboxInvoiceRow } from './sandbox.repo';

const paths = sandboxPaths('cryptobot');

/** An invoice as the Crypto Pay API describes it; its links lead to the sandbox payment page. */
export function cryptoPayInvoice(invoice: TSandboxInvoiceRow, status: string) {
  const page = paths.page(invoice.hash);
  return {
    invoice_id: Number(invoice.id),
    hash: invoice.hash,
    currency_type: 'crypto',
    asset: invoice.asset,
    amount: invoice.amount,
    status,
    description: invoice.description ?? undefined,
    payload: invoice.payload ?? undefined,
    created_at: invoice.createdAt.toISOString(),
    ...(invoice.expiresAt ? { expiration_date: invoice.expiresAt.toISOString() } : {}),
    ...(invoice.paidAt
      ? {
          paid_at: invoice.paidAt.toISOString(),
          paid_asset: invoice.asset,
          paid_amount: invoice.amount,
        }
      : {}),
    allow_comments: false,
    allow_anonymous: false,
    pay_url: page,
    bot_invoice_url: page,
    mini_app_invoice_url: page,
    web_app_invoice_url: page,
  };
}

/** The update Crypto Pay posts when an invoice is paid. */
export const cryptoPayWebhookBody = (invoice: TSandboxInvoiceRow) => ({
  update_id: Number(invoice.id),
  update_type: 'invoice_paid',
  request_date: new Date().toISOString(),
  payload: cryptoPayInvoice(invoice, 'paid'),
});

const ZText = z.union([z.string(), z.number()]).transform(String);

const ZCreateInvoice = z.object({
  currency_type: z.literal('crypto').default('crypto'),
  asset: z.string(),
  amount: ZText,
  description: z.string().max(1024).optional(),
  payload: z.string().max(4096).optional(),
  expires_in: z.number().int().min(1).max(2_678_400).optional(),
});

const ZGetInvoices = z.object({
  invoice_ids: ZText.optional(),
});

const ZTransfer = z.object({
  user_id: z.union([z.number().int().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^\d{1,15}$/)]),
  asset: z.string(),
  amount: ZText,
  spend_id: z.string(),
  comment: z.string().max(1024).optional(),
});

const ZGetTransfers = z.object({ spend_id: z.string().optional() });

const protocol: TSandboxProtocol = {
  keyHeader: CRYPTO_PAY_TOKEN_HEADER,
  ok: (result) => ({ ok: true, result }),
  refused: (refusal) => ({
    ok: false,
    error: { code: refusal.status, name: refusal.code },
    detail: refusal.code,
  }),
  unauthorized: 'UNAUTHORIZED',
  invalid: 'PARAMS_INVALID',
};

/**
 * The sandbox Crypto Pay API under /api/sandbox/cryptobot/api (outside production only): the
 * methods the platform calls, speaking Crypto Pay's protocol (`Crypto-Pay-API-Token`, `{ok,
 * result}` / `{ok: false, error}`), over the sandbox provider's books.
 */
export function cryptoPaySandboxRoutes(app: App, deps: { sandbox: SandboxProvider }) {
  const { sandbox } = deps;
  const method = <TInput extends z.ZodType>(
    name: string,
    input: TInput,
    handle: (params: z.output<TInput>) => Promise<unknown>,
  ) =>
    sandboxApiRoute(
      app,
      { sandbox, protocol },
      {
        method: 'POST',
        url: `${paths.apiRoot}/${name}`,
        summary: `Sandbox Crypto Pay API: ${name}`,
        input,
        handle,
      },
    );

  method('getMe', z.object({}), () =>
    Promise.resolve({
      app_id: 1000,
      name: 'Aurum sandbox',
      payment_processing_bot_username: 'CryptoTestnetBot',
    }),
  );

  method('createInvoice', ZCreateInvoice, async (params) => {
    const invoice = await sandbox.issue({
      asset: params.asset,
      amount: params.amount,
      description: params.description ?? null,
      payload: params.payload ?? null,
      expiresInSeconds: params.expires_in ?? null,
    });
    return cryptoPayInvoice(invoice, sandbox.statusOf(invoice));
  });

  method('getInvoices', ZGetInvoices, async (params) => {
    const ids = (params.invoice_ids ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter((id) => /^\d{1,18}$/.test(id))
      .map(BigInt);
    const invoices = await sandbox.list(ids);
    return {
      items: invoices.map((invoice) => cryptoPayInvoice(invoice, sandbox.statusOf(invoice))),
    };
  });

  method('transfer', ZTransfer, async (params) => {
    const transfer = await sandbox.transfer({
      spendId: params.spend_id,
      telegramUserId: BigInt(params.user_id),
      asset: params.asset,
      amount: params.amount,
    });
    return cryptoPayTransfer(transfer);
  });

  method('getTransfers', ZGetTransfers, async (params) => {
    const found = params.spend_id ? await sandbox.findTransfer(params.spend_id) : undefined;
    return { items: found ? [cryptoPayTransfer(found)] : [] };
  });
}

function cryptoPayTransfer(transfer: {
  id: bigint;
  spendId: string;
  telegramUserId: bigint;
  asset: string;
  amount: string;
  createdAt: Date;
}) {
  return {
    transfer_id: Number(transfer.id),
    spend_id: transfer.spendId,
    user_id: Number(transfer.telegramUserId),
    asset: transfer.asset,
    amount: transfer.amount,
    status: 'completed',
    completed_at: transfer.createdAt.toISOString(),
  };
}
