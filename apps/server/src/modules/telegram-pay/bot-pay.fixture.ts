import { ZBotInvoice, type TBotPayProvider } from '@aurum/contracts/wallet';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows, type Database } from '../../db/client';
import { cookieFrom, mainMoney, playerCalls } from '../../test/players';
import type { TestApp } from '../../test/test-app';
import { DEMO_BOTS, telegramBotToken } from '../auth/telegram-bots';
import { signInitData } from '../auth/telegram-init-data';
import { signWebhook } from './webhook-signature';

const SIGNATURE_HEADERS: Record<TBotPayProvider, string> = {
  cryptobot: 'crypto-pay-api-signature',
  xrocket: 'rocket-pay-signature',
};

let telegramIds = 5_550_100;

/**
 * The calls a Telegram player, the sandbox chat-bot providers and a provider's webhook make,
 * on one test app (demo data seeded: its bots sign players in).
 */
export function botPay(t: TestApp, database: () => Database) {
  const call = playerCalls(t.app);
  const token = (provider: TBotPayProvider) => {
    const connection = t.config.telegramPay[provider];
    if (!connection) throw new Error(`${provider} not configured`);
    return connection.token;
  };

  return {
    call,
    balance: (cookie: string) => mainMoney(t.app, cookie),

    /** A new player signed in through the demo bot, with a Telegram id of their own. */
    async telegramPlayer() {
      telegramIds += 1;
      const bot = DEMO_BOTS[0];
      const botToken = telegramBotToken({
        botId: bot.id,
        configured: t.config.telegram.botTokens,
        production: false,
        secret: t.config.secrets.SESSION_SECRET,
      });
      if (!botToken) throw new Error('demo bot has no token');
      const payload = signInitData(
        {
          auth_date: String(Math.floor(Date.now() / 1000)),
          query_id: `AAH-${telegramIds}`,
          user: JSON.stringify({ id: telegramIds, first_name: 'Ivan', language_code: 'en' }),
        },
        botToken,
      );
      const res = await call('POST', '/api/v1/auth/telegram', undefined, {
        botId: bot.id,
        payload,
        promo: '',
      });
      expect(res.statusCode, res.body).toBe(200);
      return { cookie: cookieFrom(res, 'aurum_session'), telegramId: telegramIds };
    },

    deposit: (cookie: string | undefined, body: object) =>
      call('POST', '/api/v1/wallet/addresses', cookie, body),

    /** An invoice opened for the player; fails the test unless it was. */
    async invoice(cookie: string, provider: TBotPayProvider, currency: string, amount: string) {
      const res = await call('POST', '/api/v1/wallet/addresses', cookie, {
        provider,
        currency,
        amount,
      });
      expect(res.statusCode, res.body).toBe(200);
      return ZBotInvoice.parse(res.json());
    },

    /** The player pays in the sandbox provider; it posts the signed webhook to us. */
    async pay(provider: TBotPayProvider, redirectUrl: string, body: { deliver?: boolean } = {}) {
      const hash = redirectUrl.split('/').pop() ?? '';
      const res = await call('POST', `/api/sandbox/${provider}/pay/${hash}`, undefined, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{
        status: string;
        webhook: { status: number; outcome: string | null } | null;
      }>();
    },

    /** The invoice sweep, run as if `laterSeconds` had passed. */
    async sweep(laterSeconds: number) {
      const res = await call('POST', '/api/sandbox/bot-pay/sweep', undefined, { laterSeconds });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ credited: number; expired: number; failed: number }>();
    },

    /** A webhook as the provider would send it: `body` signed with its token unless `signature`. */
    webhook(provider: TBotPayProvider, body: object | string, signature?: string) {
      const raw = typeof body === 'string' ? body : JSON.stringify(body);
      return t.app.inject({
        method: 'POST',
        url: `/api/provider/${provider}/webhook`,
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADERS[provider]]: signature ?? signWebhook(token(provider), raw),
        },
        payload: raw,
      });
    },

    /** Our record of an invoice, as the database holds it. */
    async stored(id: string) {
      const [row] = await queryRows<{
        status: string;
        provider_invoice_id: string | null;
        payment_transaction_id: string | null;
      }>(
        database().db,
        sql`SELECT status, provider_invoice_id, payment_transaction_id FROM bot_invoices WHERE id = ${id}`,
      );
      if (!row) throw new Error(`no invoice ${id}`);
      return row;
    },

    /** The webhooks recorded without credit for a provider invoice, by outcome. */
    async events(provider: TBotPayProvider, providerInvoiceId: string) {
      const rows = await queryRows<{ outcome: string }>(
        database().db,
        sql`SELECT outcome FROM bot_pay_events WHERE provider = ${provider} AND provider_invoice_id = ${providerInvoiceId} ORDER BY id`,
      );
      return rows.map((row) => row.outcome);
    },

    /** Deposits credited for a player's invoices, as ledger transfers (one per credit). */
    async depositTransfers(paymentTransactionId: string) {
      const rows = await queryRows<{ count: string }>(
        database().db,
        sql`SELECT count(*)::text AS count FROM ledger_transfers WHERE idempotency_key = ${`deposit:${paymentTransactionId}`}`,
      );
      return Number(rows[0]?.count ?? 0);
    },
  };
}
