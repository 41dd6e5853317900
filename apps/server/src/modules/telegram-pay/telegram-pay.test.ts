import { adminBotPayEndpoints } from '@aurum/contracts/admin';
import { ZTransaction } from '@aurum/contracts/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { operatorCookie, signUp } from '../../test/players';
import { createTestApp, type TestApp } from '../../test/test-app';
import { botPay } from './bot-pay.fixture';
import { signWebhook } from './webhook-signature';

const ZAdminBotPayEventsPage = adminBotPayEndpoints.events.response;

describe('chat-bot deposits: Crypto Pay and xRocket through their sandboxes', () => {
  let t: TestApp;
  let database: Database | undefined;
  let b: ReturnType<typeof botPay>;
  beforeAll(async () => {
    t = await createTestApp(
      { SEED_DEMO_DATA: 'true', BOT_PAY_SWEEP_SECONDS: '0' },
      { onDatabase: (opened) => (database = opened) },
    );
    b = botPay(t, () => {
      if (!database) throw new Error('no database');
      return database;
    });
  });
  afterAll(() => t.close());

  /** A Crypto Pay `invoice_paid` update for one of our invoices, as the provider signs it. */
  const cryptoPayUpdate = (invoice: {
    providerInvoiceId: string;
    id: string;
    asset?: string;
    amount: string;
  }) => ({
    update_id: 1,
    update_type: 'invoice_paid',
    request_date: new Date().toISOString(),
    payload: {
      invoice_id: Number(invoice.providerInvoiceId),
      status: 'paid',
      asset: invoice.asset ?? 'USDT',
      amount: invoice.amount,
      payload: invoice.id,
      bot_invoice_url: 'https://t.me/CryptoBot?start=x',
    },
  });

  it('offers both chat-bot providers on the methods whose currency the Telegram wallet map names', async () => {
    const methods = (await b.call('GET', '/api/v1/wallet/currencies/bonus')).json<{
      items: { code: string; additionalProviders: string[] }[];
    }>().items;
    const providersOf = (code: string) =>
      methods.find((method) => method.code === code)?.additionalProviders;
    expect(providersOf('USDTTRC20')).toEqual(['cryptobot', 'xrocket']);
    // The sandbox TON chain is on too: TON Connect carries the Toncoin-network methods.
    expect(providersOf('USDTTON')).toEqual(['cryptobot', 'xrocket', 'tonconnect']);
    expect(providersOf('TON')).toEqual(['cryptobot', 'xrocket', 'tonconnect']);
    expect(providersOf('USDC')).toEqual(['cryptobot', 'xrocket']);
    expect(providersOf('BTC')).toEqual([]);
    expect(providersOf('TRX')).toEqual([]);
  });

  it('opens an invoice only for a known provider and method, from the minimum up', async () => {
    const { cookie } = await b.telegramPlayer();
    const refused = async (body: object) => {
      const res = await b.deposit(cookie, body);
      return { status: res.statusCode, body: res.json<object>() };
    };
    expect(await refused({ provider: 'cryptobot', currency: 'USDTTRC20', amount: '0.99' })).toEqual(
      {
        status: 422,
        body: { detail: 'wallet_deposit_too_small', minAmount: '1.000000', currency: 'USDT' },
      },
    );
    expect(await refused({ provider: 'cryptobot', currency: 'DOGE', amount: '10' })).toEqual({
      status: 400,
      body: { detail: 'error_currency_not_supported', currency: 'DOGE' },
    });
    expect(await refused({ provider: 'xrocket', currency: 'BTC', amount: '1' })).toEqual({
      status: 400,
      body: { detail: 'error_currency_not_supported', currency: 'BTC', provider: 'xrocket' },
    });
    expect(await refused({ provider: 'paypal', currency: 'USDTTRC20', amount: '10' })).toEqual({
      status: 400,
      body: { detail: 'error_currency_not_supported', provider: 'paypal' },
    });
    expect(await refused({ provider: 'cryptobot', currency: 'USDTTRC20' })).toMatchObject({
      status: 400,
      body: { detail: 'validation_error', fields: [{ path: 'amount' }] },
    });
    expect(
      await refused({ provider: 'cryptobot', currency: 'USDTTRC20', amount: '1.0000001' }),
    ).toMatchObject({ status: 400, body: { detail: 'Validation.invalid_amount' } });
    const visitor = await b.deposit(undefined, {
      provider: 'cryptobot',
      currency: 'USDTTRC20',
      amount: '10',
    });
    expect(visitor.statusCode).toBe(401);

    const invoice = await b.invoice(cookie, 'cryptobot', 'USDTTRC20', '1');
    expect(invoice).toMatchObject({
      provider: 'cryptobot',
      amount: '1.000000',
      currency: 'USDTTRC20',
    });
    expect(invoice.redirectUrl).toMatch(/^\/api\/sandbox\/cryptobot\/invoice\/[\w-]+$/);
    const stored = await b.stored(invoice.id);
    expect(stored.status).toBe('created');
    expect(stored.provider_invoice_id).toMatch(/^\d+$/);
    // The address call without a provider still answers an address.
    const address = await b.deposit(cookie, { currency: 'USDTTRC20' });
    expect(address.json<{ address: string }>().address).toMatch(/^T/);
  });

  it('credits a Crypto Pay deposit once when the sandbox delivers its webhook, again and again', async () => {
    const { cookie } = await b.telegramPlayer();
    const invoice = await b.invoice(cookie, 'cryptobot', 'USDTTRC20', '10');
    const paid = await b.pay('cryptobot', invoice.redirectUrl);
    expect(paid).toEqual({ status: 'paid', webhook: { status: 200, outcome: 'credited' } });
    // 10 USDT at rate 1: $10.00 of main money (its 5% network bonus sits on a grant).
    expect(await b.balance(cookie)).toBe(1000);
    const replay = await b.pay('cryptobot', invoice.redirectUrl);
    expect(replay.webhook).toEqual({ status: 200, outcome: 'duplicate' });
    expect(await b.balance(cookie)).toBe(1000);

    const stored = await b.stored(invoice.id);
    expect(stored.status).toBe('paid');
    expect(await b.depositTransfers(stored.payment_transaction_id ?? '')).toBe(1);
    const history = (await b.call('GET', '/api/v2/wallet/txns', cookie)).json<{
      items: unknown[];
    }>().items;
    expect(history.map((item) => ZTransaction.parse(item))).toMatchObject([
      {
        type: 'deposit',
        status: 'completed',
        externalId: `cryptobot:${stored.provider_invoice_id}`,
        originalAmount: { primaryValue: '10.000000', currency: { code: 'USDT' } },
      },
    ]);
  });

  it('credits an xRocket deposit in TONCOIN for the TON method', async () => {
    const { cookie } = await b.telegramPlayer();
    const invoice = await b.invoice(cookie, 'xrocket', 'TON', '2');
    expect(invoice.redirectUrl).toMatch(/^\/api\/sandbox\/xrocket\/invoice\//);
    const page = await b.call('GET', invoice.redirectUrl);
    expect(page.body).toContain('2 TONCOIN');
    expect((await b.pay('xrocket', invoice.redirectUrl)).webhook?.outcome).toBe('credited');
    // 2 TON at $5.40.
    expect(await b.balance(cookie)).toBe(1080);
    expect((await b.pay('xrocket', invoice.redirectUrl)).webhook?.outcome).toBe('duplicate');
    expect(await b.balance(cookie)).toBe(1080);
  });

  it('refuses a webhook whose signature is wrong or covers other bytes, crediting nothing', async () => {
    const { cookie } = await b.telegramPlayer();
    const invoice = await b.invoice(cookie, 'cryptobot', 'USDTTRC20', '10');
    const { provider_invoice_id: providerInvoiceId } = await b.stored(invoice.id);
    const update = cryptoPayUpdate({
      providerInvoiceId: providerInvoiceId ?? '',
      id: invoice.id,
      amount: '10',
    });
    const raw = JSON.stringify(update);

    const unsigned = await b.webhook('cryptobot', raw, '');
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toEqual({ detail: 'invalid_signature' });
    const forged = await b.webhook('cryptobot', raw, 'ab'.repeat(32));
    expect(forged.statusCode).toBe(401);
    // Signed by the provider, then re-serialised with other whitespace: other bytes.
    const token = t.config.telegramPay.cryptobot?.token ?? '';
    const reformatted = await b.webhook(
      'cryptobot',
      JSON.stringify(update, null, 2),
      signWebhook(token, raw),
    );
    expect(reformatted.statusCode).toBe(401);
    // The xRocket route does not take Crypto Pay's signature either.
    expect((await b.webhook('xrocket', raw, signWebhook(token, raw))).statusCode).toBe(401);
    expect(await b.balance(cookie)).toBe(0);
    expect((await b.stored(invoice.id)).status).toBe('created');

    // The same update properly signed is credited.
    const signed = await b.webhook('cryptobot', raw);
    expect(signed.json()).toEqual({ ok: true, outcome: 'credited' });
    expect(await b.balance(cookie)).toBe(1000);
  });

  it('records a payment whose amount or currency differs from the invoice, and credits none', async () => {
    const { cookie } = await b.telegramPlayer();
    const invoice = await b.invoice(cookie, 'cryptobot', 'USDTTRC20', '10');
    const { provider_invoice_id: providerInvoiceId } = await b.stored(invoice.id);
    const ids = { providerInvoiceId: providerInvoiceId ?? '', id: invoice.id };
    for (const body of [
      cryptoPayUpdate({ ...ids, amount: '100' }),
      cryptoPayUpdate({ ...ids, amount: '9.99' }),
      cryptoPayUpdate({ ...ids, amount: '10', asset: 'TON' }),
      cryptoPayUpdate({ ...ids, amount: '10.0000001' }),
    ]) {
      const res = await b.webhook('cryptobot', body);
      expect(res.json()).toEqual({ ok: true, outcome: 'mismatch' });
    }
    expect(await b.balance(cookie)).toBe(0);
    expect(await b.events('cryptobot', ids.providerInvoiceId)).toEqual(['mismatch']);
    expect((await b.stored(invoice.id)).status).toBe('created');
    // The right payment still goes through, once.
    expect((await b.pay('cryptobot', invoice.redirectUrl)).webhook?.outcome).toBe('credited');
    expect(await b.balance(cookie)).toBe(1000);
  });

  it('records a paid webhook for an invoice it does not know, and one paid after expiry', async () => {
    const unknown = await b.webhook(
      'cryptobot',
      cryptoPayUpdate({
        providerInvoiceId: '987654321',
        id: '4b0d7f3e-1111-4222-8333-944445555666',
        amount: '10',
      }),
    );
    expect(unknown.json()).toEqual({ ok: true, outcome: 'unknown_invoice' });
    expect(await b.events('cryptobot', '987654321')).toEqual(['unknown_invoice']);
    // A repeat of it is recorded once.
    await b.webhook(
      'cryptobot',
      cryptoPayUpdate({ providerInvoiceId: '987654321', id: 'x', amount: '1' }),
    );
    expect(await b.events('cryptobot', '987654321')).toEqual(['unknown_invoice']);

    const { cookie } = await b.telegramPlayer();
    const invoice = await b.invoice(cookie, 'xrocket', 'USDTTON', '5');
    // Past its time (and the grace) unpaid, the sweep asks xRocket, then expires it.
    expect((await b.sweep(60)).expired).toBe(0);
    expect((await b.stored(invoice.id)).status).toBe('created');
    expect((await b.sweep(3600 + 600)).expired).toBeGreaterThanOrEqual(1);
    expect((await b.stored(invoice.id)).status).toBe('expired');
    // A payment the provider still took afterwards is recorded for an operator, not credited.
    expect((await b.pay('xrocket', invoice.redirectUrl)).webhook?.outcome).toBe('late');
    const { provider_invoice_id: providerInvoiceId } = await b.stored(invoice.id);
    expect(await b.events('xrocket', providerInvoiceId ?? '')).toEqual(['late']);
    expect(await b.balance(cookie)).toBe(0);

    // Operators see both, newest first; a player does not.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/bot-pay/events?limit=100',
      headers: { cookie: await operatorCookie(t.app) },
    });
    expect(listed.statusCode).toBe(200);
    const { items, meta } = ZAdminBotPayEventsPage.parse(listed.json());
    expect(meta.total).toBe(items.length);
    const mine = items.filter((event) =>
      ['987654321', providerInvoiceId].includes(event.providerInvoiceId),
    );
    expect(mine.map((event) => [event.provider, event.outcome, event.invoiceId])).toEqual([
      ['xrocket', 'late', invoice.id],
      ['cryptobot', 'unknown_invoice', null],
    ]);
    expect(JSON.parse(mine[1]?.body ?? '{}')).toMatchObject({ update_type: 'invoice_paid' });
    const asPlayer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/bot-pay/events',
      headers: { cookie },
    });
    expect(asPlayer.statusCode).toBe(401);
  });

  it('credits a payment whose webhook was lost when the sweep looks the invoice up', async () => {
    const { cookie } = await b.telegramPlayer();
    const invoice = await b.invoice(cookie, 'cryptobot', 'TON', '1');
    expect(await b.pay('cryptobot', invoice.redirectUrl, { deliver: false })).toEqual({
      status: 'paid',
      webhook: null,
    });
    expect(await b.balance(cookie)).toBe(0);
    expect((await b.sweep(3600 + 600)).credited).toBe(1);
    expect((await b.stored(invoice.id)).status).toBe('paid');
    expect(await b.balance(cookie)).toBe(540);
    // The webhook arriving after all changes nothing.
    expect((await b.pay('cryptobot', invoice.redirectUrl)).webhook?.outcome).toBe('duplicate');
    expect(await b.balance(cookie)).toBe(540);
  });

  it('links the Telegram wallet to the player’s own deposit address through the exchange service', async () => {
    const { cookie } = await b.telegramPlayer();
    const currencies = await b.call('GET', '/api/v1/wallet/exchange/currencies', cookie);
    expect(
      currencies.json<{ items: { currency: string }[] }>().items.map((c) => c.currency),
    ).toEqual(['USDT', 'TONCOIN', 'USDC']);
    const link = await b.call(
      'GET',
      '/api/v1/wallet/exchange/withdrawal-link?currency=USDTTRC20',
      cookie,
    );
    const { address } = (await b.deposit(cookie, { currency: 'USDTTRC20' })).json<{
      address: string;
    }>();
    const body = link.json<{ telegramAppLink: string; address: string }>();
    expect(body).toMatchObject({ address, currency: 'USDT', network: 'TRX' });
    const start = new URL(body.telegramAppLink).searchParams.get('startattach') ?? '';
    expect(JSON.parse(Buffer.from(start, 'base64url').toString())).toEqual({
      currency: 'USDT',
      network: 'TRX',
      address,
    });
    const btc = await b.call('GET', '/api/v1/wallet/exchange/withdrawal-link?currency=BTC', cookie);
    expect(btc.json()).toEqual({ detail: 'error_currency_not_supported', currency: 'BTC' });
    const visitor = await b.call('GET', '/api/v1/wallet/exchange/currencies');
    expect(visitor.statusCode).toBe(401);
  });

  it('answers a webhook with a body it cannot read (yet rightly signed) with a 400', async () => {
    const res = await b.webhook('cryptobot', { update_type: 'invoice_paid' });
    expect(res.statusCode).toBe(400);
    const other = await b.webhook('xrocket', { type: 'somethingElse', timestamp: 'now', data: {} });
    expect(other.json()).toEqual({ ok: true, outcome: 'ignored' });
  });

  it('opens invoices for a player without a Telegram link too: only withdrawals need it', async () => {
    const player = await signUp(t.app);
    const invoice = await b.invoice(player.cookie, 'cryptobot', 'USDC', '20');
    expect(invoice.currency).toBe('USDC');
  });
});
