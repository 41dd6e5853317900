import { z } from 'zod';
import type { App } from '../../lib/http';
import { numberText, XROCKET_KEY_HEADER } from './xrocket.client';
import { sandboxPaths } from './sandbox-paths';
import { sandboxApiRoute, type TSandboxProtocol } from './sandbox-api';
import { SandboxRefusal, type SandboxProvider } from './sandbox-providers';
import type { TSandboxInvoiceRow } from './sandbox.repo';

const paths = sandboxPaths('xrocket');

/** An invoice as the xRocket Pay API describes it; its link leads to the sandbox payment page. */
export function xrocketInvoice(invoice: TSandboxInvoiceRow, status: string) {
  const expiredIn = invoice.expiresAt
    ? Math.round((invoice.expiresAt.getTime() - invoice.createdAt.getTime()) / 1000)
    : 0;
  return {
    id: Number(invoice.id),
    amount: Number(invoice.amount),
    minPayment: Number(invoice.amount),
    totalActivations: 1,
    activationsLeft: invoice.status === 'paid' ? 0 : 1,
    description: invoice.description ?? undefined,
    payload: invoice.payload ?? undefined,
    commentsEnabled: false,
    currency: invoice.asset,
    created: invoice.createdAt.toISOString(),
    ...(invoice.paidAt ? { paid: invoice.paidAt.toISOString() } : {}),
    status,
    expiredIn,
    link: paths.page(invoice.hash),
  };
}

/** The webhook xRocket posts when an invoice is paid. */
export const xrocketWebhookBody = (invoice: TSandboxInvoiceRow) => ({
  type: 'invoicePay',
  timestamp: new Date().toISOString(),
  data: {
    ...xrocketInvoice(invoice, 'paid'),
    payment: {
      userId: Number(invoice.paidBy ?? 0n),
      paymentNum: 1,
      paymentAmount: Number(invoice.amount),
      paymentAmountReceived: Number(invoice.amount),
      comment: '',
      paid: (invoice.paidAt ?? new Date()).toISOString(),
    },
  },
});

const ZAmount = z.number().positive().transform(numberText);

const ZCreateInvoice = z.object({
  amount: ZAmount,
  currency: z.string(),
  description: z.string().max(1000).optional(),
  payload: z.string().max(4000).optional(),
  callbackUrl: z.string().max(500).optional(),
  expiredIn: z.number().int().min(0).max(86_400).optional(),
  numPayments: z.literal(1).default(1),
});

const ZTransfer = z.object({
  tgUserId: z.number().int().max(Number.MAX_SAFE_INTEGER),
  currency: z.string(),
  amount: ZAmount,
  transferId: z.string(),
  description: z.string().max(1000).optional(),
});

const protocol: TSandboxProtocol = {
  keyHeader: XROCKET_KEY_HEADER,
  ok: (data) => ({ success: true, data }),
  refused: (refusal) => ({ success: false, message: refusal.code, detail: refusal.code }),
  unauthorized: 'Unauthorized',
  invalid: 'Validation failed',
};

/**
 * The sandbox xRocket Pay API under /api/sandbox/xrocket/api (outside production only):
 * `tg-invoices` and `app/transfer` in xRocket's protocol (`Rocket-Pay-Key`, `{success, data}`).
 */
export function xrocketSandboxRoutes(app: App, deps: { sandbox: SandboxProvider }) {
  const { sandbox } = deps;
  const api = { sandbox, protocol };

  sandboxApiRoute(app, api, {
    method: 'POST',
    url: `${paths.apiRoot}/tg-invoices`,
    summary: 'Sandbox xRocket Pay: create invoice',
    input: ZCreateInvoice,
    async handle(params) {
      const invoice = await sandbox.issue({
        asset: params.currency,
        amount: params.amount,
        description: params.description ?? null,
        payload: params.payload ?? null,
        expiresInSeconds: params.expiredIn ? params.expiredIn : null,
      });
      return xrocketInvoice(invoice, sandbox.statusOf(invoice));
    },
  });

  sandboxApiRoute(app, api, {
    method: 'GET',
    url: `${paths.apiRoot}/tg-invoices/:id`,
    summary: 'Sandbox xRocket Pay: one invoice',
    input: z.object({ id: z.string().regex(/^\d{1,18}$/) }),
    async handle({ id }) {
      const [invoice] = await sandbox.list([BigInt(id)]);
      if (!invoice) throw new SandboxRefusal('Invoice not found', 404);
      return xrocketInvoice(invoice, sandbox.statusOf(invoice));
    },
  });

  sandboxApiRoute(app, api, {
    method: 'POST',
    url: `${paths.apiRoot}/app/transfer`,
    summary: 'Sandbox xRocket Pay: transfer',
    input: ZTransfer,
    async handle(params) {
      const transfer = await sandbox.transfer({
        spendId: params.transferId,
        telegramUserId: BigInt(params.tgUserId),
        asset: params.currency,
        amount: params.amount,
      });
      return {
        id: Number(transfer.id),
        tgUserId: Number(transfer.telegramUserId),
        currency: transfer.asset,
        amount: Number(transfer.amount),
        description: params.description,
      };
    },
  });
}
