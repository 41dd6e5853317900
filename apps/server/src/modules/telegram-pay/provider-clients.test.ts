import { createHash, createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayoutRefusedError } from '../crypto/chain';
import type { CurrenciesService } from '../wallet/currencies.service';
import { botPayouts } from './bot-payouts';
import { createCryptoPayClient } from './crypto-pay.client';
import {
  fetchTransport,
  type TProviderAnswer,
  type TProviderRequest,
  type TProviderTransport,
} from './http-transport';
import { decimalText, ProviderRefusedError, WebhookBodyError } from './provider';
import { createXRocketClient } from './xrocket.client';

const TOKEN = '12345:AAzQcZWQqQAbsfgPnOLr4FHC8Doa4L7KryC';

/** A transport answering `answer` and keeping what it was asked. */
function fakeTransport(answer: TProviderAnswer | (() => Promise<TProviderAnswer>)) {
  const requests: TProviderRequest[] = [];
  const transport: TProviderTransport = (request) => {
    requests.push(request);
    return typeof answer === 'function' ? answer() : Promise.resolve(answer);
  };
  return { requests, transport };
}

const refusal = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: unknown) => (error instanceof ProviderRefusedError ? error.reason : 'unknown'),
  );

describe('Crypto Pay client', () => {
  it('creates an invoice with our id as its payload and answers its mini-app link', async () => {
    const { requests, transport } = fakeTransport({
      status: 200,
      body: {
        ok: true,
        result: {
          invoice_id: 42,
          status: 'active',
          asset: 'USDT',
          amount: '10.5',
          bot_invoice_url: 'https://t.me/CryptoBot?start=IVabc',
          mini_app_invoice_url: 'https://t.me/CryptoBot/app?startapp=invoice-IVabc',
        },
      },
    });
    const client = createCryptoPayClient({ token: TOKEN, transport });
    const created = await client.createInvoice({
      id: 'our-id',
      asset: 'USDT',
      amount: '10.5',
      description: 'Deposit',
      expiresInSeconds: 3600,
    });
    expect(created).toEqual({
      providerInvoiceId: '42',
      url: 'https://t.me/CryptoBot/app?startapp=invoice-IVabc',
    });
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/createInvoice',
        headers: { 'crypto-pay-api-token': TOKEN },
        body: expect.objectContaining({
          asset: 'USDT',
          amount: '10.5',
          payload: 'our-id',
          expires_in: 3600,
        }) as unknown,
      },
    ]);
  });

  it('tells a refusal from an outcome it cannot know', async () => {
    const transfer = (answer: TProviderAnswer | (() => Promise<TProviderAnswer>)) =>
      createCryptoPayClient({ token: TOKEN, transport: fakeTransport(answer).transport }).transfer({
        spendId: 'w-1',
        telegramUserId: '5550001',
        asset: 'USDT',
        amount: '1',
        comment: 'Withdrawal',
      });
    const failed = (status: number, name: string) => ({
      status,
      body: { ok: false, error: { code: status, name } },
    });
    expect(await refusal(transfer(failed(400, 'INSUFFICIENT_FUNDS')))).toBe('INSUFFICIENT_FUNDS');
    expect(await refusal(transfer(failed(400, 'USER_NOT_FOUND')))).toBe('USER_NOT_FOUND');
    // The spend id was used: the transfer may have gone out before.
    expect(await refusal(transfer(failed(400, 'SPEND_ID_ALREADY_USED')))).toBe('unknown');
    expect(await refusal(transfer(failed(429, 'TOO_MANY_REQUESTS')))).toBe('unknown');
    expect(await refusal(transfer(failed(500, 'INTERNAL')))).toBe('unknown');
    expect(await refusal(transfer({ status: 502, body: undefined }))).toBe('unknown');
    expect(await refusal(transfer({ status: 200, body: { ok: true, result: {} } }))).toBe(
      'unknown',
    );
    expect(await refusal(transfer(() => Promise.reject(new Error('timeout'))))).toBe('unknown');
  });

  it('verifies webhook signatures over the raw body and reads paid invoices', () => {
    const client = createCryptoPayClient({
      token: TOKEN,
      transport: fakeTransport({ status: 200, body: {} }).transport,
    });
    const raw = JSON.stringify({
      update_id: 1,
      update_type: 'invoice_paid',
      request_date: '2025-01-01T00:00:00Z',
      payload: {
        invoice_id: 42,
        status: 'paid',
        asset: 'TON',
        amount: '2.5',
        payload: 'our-id',
        bot_invoice_url: 'x',
      },
    });
    const key = createHash('sha256').update(TOKEN).digest();
    const signature = createHmac('sha256', key).update(raw).digest('hex');
    expect(client.verifyWebhook(raw, signature)).toBe(true);
    expect(client.verifyWebhook(raw, signature.toUpperCase())).toBe(true);
    expect(client.verifyWebhook(`${raw} `, signature)).toBe(false);
    expect(client.verifyWebhook(raw, createHmac('sha256', TOKEN).update(raw).digest('hex'))).toBe(
      false,
    );
    expect(client.verifyWebhook(raw, undefined)).toBe(false);
    expect(client.readWebhook(raw)).toEqual({
      kind: 'paid',
      invoice: { providerInvoiceId: '42', payload: 'our-id', asset: 'TON', amount: '2.5' },
    });
    expect(
      client.readWebhook(JSON.stringify({ update_id: 2, update_type: 'other', payload: {} })),
    ).toEqual({ kind: 'ignored' });
    expect(() => client.readWebhook('not json')).toThrow(WebhookBodyError);
  });
});

describe('xRocket Pay client', () => {
  it('creates a one-payment invoice and reads its webhook amounts as decimal text', async () => {
    const { requests, transport } = fakeTransport({
      status: 201,
      body: {
        success: true,
        data: {
          id: 7,
          amount: 0.3,
          currency: 'TONCOIN',
          status: 'active',
          link: 'https://t.me/xrocket?start=inv_x',
        },
      },
    });
    const client = createXRocketClient({ token: 'key-123456789', transport });
    expect(
      await client.createInvoice({
        id: 'our-id',
        asset: 'TONCOIN',
        amount: '0.3',
        description: 'Deposit',
        expiresInSeconds: 600,
      }),
    ).toEqual({ providerInvoiceId: '7', url: 'https://t.me/xrocket?start=inv_x' });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/tg-invoices',
      headers: { 'rocket-pay-key': 'key-123456789' },
      body: { amount: 0.3, currency: 'TONCOIN', payload: 'our-id', expiredIn: 600, numPayments: 1 },
    });
    const webhook = client.readWebhook(
      JSON.stringify({
        type: 'invoicePay',
        timestamp: '2025-01-01T00:00:00Z',
        data: {
          id: 7,
          amount: 0.1 + 0.2,
          currency: 'TONCOIN',
          status: 'paid',
          payload: 'our-id',
          link: 'x',
        },
      }),
    );
    expect(webhook).toEqual({
      kind: 'paid',
      invoice: { providerInvoiceId: '7', payload: 'our-id', asset: 'TONCOIN', amount: '0.3' },
    });
    expect(
      await refusal(
        createXRocketClient({
          token: 'key-123456789',
          transport: fakeTransport({
            status: 400,
            body: { success: false, message: 'Invalid currency' },
          }).transport,
        }).transfer({ spendId: 'w', telegramUserId: '1', asset: 'X', amount: '1', comment: '' }),
      ),
    ).toBe('Invalid currency');
  });
});

describe('chat-bot payouts', () => {
  const currencies = {
    getNetwork: () => Promise.resolve({ code: 'USDTTRC20', currencyCode: 'USDT' }),
    get: () => Promise.resolve({ code: 'USDT', precision: 6 }),
  } as unknown as CurrenciesService;
  const payout = {
    id: 'w-1',
    code: 'USDTTRC20',
    network: 'TRX',
    address: '5550001',
    memo: null,
    amount: 9_800_000n,
  };

  it('sends the amount as decimal text keyed by the withdrawal id, and passes refusals on', async () => {
    const { requests, transport } = fakeTransport({
      status: 200,
      body: { ok: true, result: { transfer_id: 9, spend_id: 'w-1', status: 'completed' } },
    });
    const payouts = botPayouts(createCryptoPayClient({ token: TOKEN, transport }), { currencies });
    expect(await payouts.send(payout)).toEqual({ hash: '9' });
    expect(requests[0]?.body).toMatchObject({
      user_id: 5550001,
      asset: 'USDT',
      amount: '9.8',
      spend_id: 'w-1',
    });

    const refused = botPayouts(
      createCryptoPayClient({
        token: TOKEN,
        transport: fakeTransport({
          status: 400,
          body: { ok: false, error: { name: 'INSUFFICIENT_FUNDS' } },
        }).transport,
      }),
      { currencies },
    );
    await expect(refused.send(payout)).rejects.toBeInstanceOf(PayoutRefusedError);
  });

  it('writes minor units without trailing zeros', () => {
    expect(decimalText(9_800_000n, 6)).toBe('9.8');
    expect(decimalText(10_000_000n, 6)).toBe('10');
    expect(decimalText(1n, 9)).toBe('0.000000001');
    expect(decimalText(250n, 0)).toBe('250');
  });
});

describe('fetch transport', () => {
  let server: Server;
  let root: string;
  beforeAll(async () => {
    // Answers /slow never, anything else with the request it got.
    server = createServer((request, response) => {
      if (request.url === '/slow') return;
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({ url: request.url, key: request.headers['rocket-pay-key'], body }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    root = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('posts JSON to the API root and gives up on a provider that does not answer', async () => {
    const answer = await fetchTransport(root)({
      method: 'POST',
      path: '/tg-invoices',
      headers: { 'rocket-pay-key': 'k' },
      body: { amount: 1 },
    });
    expect(answer).toEqual({
      status: 200,
      body: { url: '/api/tg-invoices', key: 'k', body: '{"amount":1}' },
    });
    await expect(
      fetchTransport(
        `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        200,
      )({
        method: 'GET',
        path: '/slow',
        headers: {},
      }),
    ).rejects.toThrow();
  });
});
