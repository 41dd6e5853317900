import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { TBotPayProvider } from '@aurum/contracts/wallet';
import type { Db } from '../../db/client';
import { createSandboxRepo, type TSandboxInvoiceRow } from './sandbox.repo';
import { signWebhook } from './webhook-signature';

/** The sandbox provider says no, as the real one would: an error name and an HTTP status. */
export class SandboxRefusal extends Error {
  constructor(
    readonly code: string,
    readonly status = 400,
  ) {
    super(code);
    this.name = 'SandboxRefusal';
  }
}

/** `010.50` -> `10.5`: decimal text as one canonical string; undefined when not an amount. */
export function canonicalAmount(text: string): string | undefined {
  const match = /^(\d{1,12})(?:\.(\d{1,9}))?$/.exec(text.trim());
  if (!match) return undefined;
  const whole = (match[1] ?? '0').replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  const canonical = fraction ? `${whole}.${fraction}` : whole;
  return /[1-9]/.test(canonical) ? canonical : undefined;
}

/** The sandbox's answer to the merchant's webhook: its status and body. */
export interface TDelivery {
  status: number;
  body: unknown;
}

/**
 * What both sandbox providers do, whatever their protocol: issue invoices (in their books in
 * the database), let a player pay one (which sends the signed webhook to the merchant, again
 * on every call, as a provider retries), and make transfers once per idempotency key.
 */
export function createSandboxProvider(deps: {
  db: Db;
  provider: TBotPayProvider;
  /** The merchant's API token: it authorizes calls and keys the webhook signatures. */
  token: string;
  assets: readonly string[];
  /** The webhook the protocol sends for a paid invoice. */
  webhookBody: (invoice: TSandboxInvoiceRow) => unknown;
  /** Sends a signed webhook to the merchant's webhook URL. */
  deliver: (rawBody: string, signature: string) => Promise<TDelivery>;
}) {
  const repo = createSandboxRepo(deps.db);
  const expired = (invoice: TSandboxInvoiceRow, now: Date) =>
    invoice.status === 'active' && invoice.expiresAt !== null && invoice.expiresAt <= now;

  return {
    authorized(header: unknown): boolean {
      if (typeof header !== 'string') return false;
      const given = Buffer.from(header);
      const expected = Buffer.from(deps.token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    /** `active`, `paid` or `expired`, as the protocols report an invoice. */
    statusOf: (invoice: TSandboxInvoiceRow, now = new Date()) =>
      expired(invoice, now) ? 'expired' : invoice.status,

    async issue(input: {
      asset: string;
      amount: string;
      description: string | null;
      payload: string | null;
      expiresInSeconds: number | null;
    }): Promise<TSandboxInvoiceRow> {
      if (!deps.assets.includes(input.asset)) throw new SandboxRefusal('ASSET_INVALID');
      const amount = canonicalAmount(input.amount);
      if (!amount) throw new SandboxRefusal('AMOUNT_INVALID');
      return repo.insertInvoice({
        provider: deps.provider,
        hash: randomBytes(12).toString('base64url'),
        asset: input.asset,
        amount,
        description: input.description,
        payload: input.payload,
        status: 'active',
        expiresAt:
          input.expiresInSeconds === null
            ? null
            : new Date(Date.now() + input.expiresInSeconds * 1000),
      });
    },

    find: (hash: string) => repo.findByHash(deps.provider, hash),
    list: (ids: bigint[]) => repo.listByIds(deps.provider, ids),

    /** A player pays the invoice: paid once, its webhook sent on every call unless lost. */
    async pay(hash: string, paidBy: bigint, options: { deliver: boolean }) {
      const invoice = await repo.findByHash(deps.provider, hash);
      if (!invoice) throw new SandboxRefusal('INVOICE_NOT_FOUND', 404);
      if (expired(invoice, new Date())) throw new SandboxRefusal('INVOICE_EXPIRED');
      const paid =
        (await repo.markPaid(invoice.id, paidBy)) ?? (await repo.findByHash(deps.provider, hash));
      if (!paid) throw new Error('sandbox invoice vanished');
      if (!options.deliver) return { invoice: paid, webhook: null };
      const rawBody = JSON.stringify(deps.webhookBody(paid));
      return {
        invoice: paid,
        webhook: await deps.deliver(rawBody, signWebhook(deps.token, rawBody)),
      };
    },

    /**
     * Sends to a Telegram user once per spend id; the same id with other details is refused
     * (the merchant reused a key), and answers nothing about the first transfer.
     */
    async transfer(input: {
      spendId: string;
      telegramUserId: bigint;
      asset: string;
      amount: string;
    }) {
      if (!deps.assets.includes(input.asset)) throw new SandboxRefusal('ASSET_INVALID');
      const amount = canonicalAmount(input.amount);
      if (!amount) throw new SandboxRefusal('AMOUNT_INVALID');
      if (input.telegramUserId <= 0n) throw new SandboxRefusal('USER_NOT_FOUND');
      if (!/^[\w-]{1,64}$/.test(input.spendId)) throw new SandboxRefusal('SPEND_ID_INVALID');
      const row = await repo.recordTransfer({ provider: deps.provider, ...input, amount });
      if (
        row.telegramUserId !== input.telegramUserId ||
        row.asset !== input.asset ||
        row.amount !== amount
      )
        throw new SandboxRefusal('SPEND_ID_ALREADY_USED');
      return row;
    },

    findTransfer: (spendId: string) => repo.findTransfer(deps.provider, spendId),
  };
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
