import { randomUUID } from 'node:crypto';
import { ZBalance, ZTransaction } from '@aurum/contracts/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCookie, playerIdOf, signUp } from '../../test/players';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('wallet API', () => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    t = await createTestApp();
    operator = await operatorCookie(t.app);
  });
  afterAll(() => t.close());

  const get = (url: string, cookie: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });
  const deposit = (globalId: string, currency: string, amount: string, method = 'crypto') =>
    t.app.inject({
      method: 'POST',
      url: '/api/sandbox/deposits',
      payload: { globalId, currency, amount, method },
    });
  const userIdOf = (email: string) => playerIdOf(t.app, operator, email);

  it('credits a crypto deposit at the current rate and records the rate used', async () => {
    const player = await signUp(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/rates/USDT',
      headers: { cookie: operator },
      payload: { rate: '0.998' },
    });
    const res = await deposit(player.me.globalId, 'USDT', '25.5');
    expect(res.statusCode).toBe(200);
    expect(ZTransaction.parse(res.json())).toMatchObject({
      type: 'deposit',
      status: 'completed',
      originalAmount: { value: '25500000', primaryValue: '25.500000', currency: { code: 'USDT' } },
    });

    const balance = ZBalance.parse((await get('/api/v1/me/balance', player.cookie)).json());
    // 25.5 USDT at 0.998 = 25.449 USD, rounded down to cents.
    expect(balance.total).toMatchObject({
      value: '2544',
      primaryValue: '25.44',
      currency: { code: 'USD', displayFormat: '${amount}' },
    });
    expect(balance.fiat.value).toBe('0');

    const billing: unknown = (await get('/api/v1/me/billing', player.cookie)).json();
    expect(billing).toMatchObject({
      countDeposit: 1,
      sumDeposits: { value: '2544' },
      isShowModal: false,
    });
    const me: unknown = (await get('/api/v1/me', player.cookie)).json();
    expect(me).toMatchObject({ hasDeposits: true });
  });

  it('counts fiat deposits in the fiat part, never above the balance', async () => {
    const player = await signUp(t.app);
    await deposit(player.me.globalId, 'USD', '40', 'fiat');
    await deposit(player.me.globalId, 'USDT', '10');
    let balance = ZBalance.parse((await get('/api/v1/me/balance', player.cookie)).json());
    expect(balance.fiat.primaryValue).toBe('40.00');

    const id = await userIdOf(player.email);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/adjustments`,
      headers: { cookie: operator },
      payload: {
        direction: 'debit',
        amount: '45',
        reason: 'chargeback test',
        idempotencyKey: randomUUID(),
      },
    });
    balance = ZBalance.parse((await get('/api/v1/me/balance', player.cookie)).json());
    const total = Number(balance.total.value);
    expect(Number(balance.fiat.value)).toBe(total);
    expect(total).toBeLessThan(4000);
  });

  it('shows the balance in the chosen display currency', async () => {
    const player = await signUp(t.app);
    await deposit(player.me.globalId, 'USD', '100', 'fiat');
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/rates/EUR',
      headers: { cookie: operator },
      payload: { rate: '1.25' },
    });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { cookie: player.cookie },
      payload: { currency: { primary: 'EUR' } },
    });
    const balance = ZBalance.parse((await get('/api/v1/me/balance', player.cookie)).json());
    expect(balance.total).toMatchObject({
      primaryValue: '80.00',
      currency: { code: 'EUR', displayFormat: '€{amount}' },
    });
  });

  it('lists only the player’s own transactions, newest first, in pages', async () => {
    const player = await signUp(t.app);
    const other = await signUp(t.app);
    for (const amount of ['1', '2', '3']) await deposit(player.me.globalId, 'TON', amount);
    await deposit(other.me.globalId, 'TON', '9');
    const page = (
      await get('/api/v2/wallet/txns?is_pagination=true&offset=0&limit=2', player.cookie)
    ).json<{
      items: { originalAmount: { primaryValue: string } }[];
      meta: object;
    }>();
    expect(page.meta).toEqual({ offset: 0, limit: 2, total: 3 });
    expect(page.items.map((item) => item.originalAmount.primaryValue)).toEqual([
      '3.000000000',
      '2.000000000',
    ]);
    const rest = (await get('/api/v2/wallet/txns?offset=2&limit=2', player.cookie)).json<{
      items: unknown[];
    }>();
    expect(rest.items).toHaveLength(1);
    expect((await get('/api/v2/wallet/txns?limit=500', player.cookie)).statusCode).toBe(400);
  });

  it('adjusts balances once per operator key, refuses overdrafts and audits both balances', async () => {
    const player = await signUp(t.app);
    const id = await userIdOf(player.email);
    const key = randomUUID();
    const adjust = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${id}/adjustments`,
        headers: { cookie: operator },
        payload,
      });
    const first = await adjust({
      direction: 'credit',
      amount: '12.34',
      reason: 'goodwill',
      idempotencyKey: key,
    });
    const replay = await adjust({
      direction: 'credit',
      amount: '12.34',
      reason: 'goodwill',
      idempotencyKey: key,
    });
    expect(first.json()).toMatchObject({ created: true });
    expect(replay.json()).toMatchObject({
      created: false,
      transferId: first.json<{ transferId: string }>().transferId,
    });
    const overdraft = await adjust({
      direction: 'debit',
      amount: '12.35',
      reason: 'too much',
      idempotencyKey: randomUUID(),
    });
    expect(overdraft.statusCode).toBe(422);
    expect(overdraft.json()).toEqual({ detail: 'insufficient_balance', balance: '1234' });
    const badAmount = await adjust({
      direction: 'credit',
      amount: '1.001',
      reason: 'precision',
      idempotencyKey: randomUUID(),
    });
    expect(badAmount.statusCode).toBe(400);

    const balance = ZBalance.parse((await get('/api/v1/me/balance', player.cookie)).json());
    expect(balance.total.primaryValue).toBe('12.34');
    const audit = (await get('/api/admin/audit?limit=10', operator)).json<{
      items: { action: string; targetId: string; before: unknown; after: { created?: boolean } }[];
    }>();
    // The replay is recorded too (the operator sent it); the first entry moved the money.
    const adjustments = audit.items.filter(
      (entry) => entry.action === 'wallet.adjust' && entry.targetId === id,
    );
    expect(adjustments.map((entry) => entry.after.created)).toEqual([false, true]);
    expect(adjustments[1]).toMatchObject({
      before: { main: '0' },
      after: { main: '1234', created: true },
    });
  });

  it('refuses bad rates and deposits without changing anything', async () => {
    const player = await signUp(t.app);
    const zero = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/rates/BTC',
      headers: { cookie: operator },
      payload: { rate: '0' },
    });
    expect(zero.statusCode).toBe(400);
    const usd = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/rates/USD',
      headers: { cookie: operator },
      payload: { rate: '2' },
    });
    expect(usd.json()).toEqual({ detail: 'account_currency_rate_fixed' });
    const unknown = await deposit(player.me.globalId, 'DOGE', '1');
    expect(unknown.json()).toEqual({ detail: 'error_currency_not_supported', currency: 'DOGE' });
    const tooPrecise = await deposit(player.me.globalId, 'USD', '1.001');
    expect(tooPrecise.statusCode).toBe(400);
    const balance = ZBalance.parse((await get('/api/v1/me/balance', player.cookie)).json());
    expect(balance.total.value).toBe('0');
  });

  it('keeps the wallet for players: visitors get 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/balance' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/wallet/txns' })).statusCode).toBe(
      401,
    );
  });

  it('lists the display currencies in the configured order, fiat and crypto', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/wallet/currencies' });
    const items = res.json<{ items: { code: string; isFiat: boolean; displayFormat: string }[] }>()
      .items;
    expect(items.map((item) => item.code)).toEqual(t.config.displayCurrencies);
    expect(items.find((item) => item.code === 'LTC')).toMatchObject({
      isFiat: false,
      displayFormat: '{amount} LTC',
    });
    expect(items.find((item) => item.code === 'RUB')).toMatchObject({ isFiat: true });
  });
});

describe('sandbox controls in production', () => {
  it('do not exist', async () => {
    const t = await createTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      STUDIO_SECRET: 't'.repeat(40),
    });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sandbox/deposits',
        payload: { globalId: randomUUID(), currency: 'USD', amount: '1' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('leave payments refused until real providers are configured', async () => {
    const t = await createTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      STUDIO_SECRET: 't'.repeat(40),
      SEED_DEMO_DATA: 'true',
    });
    try {
      const player = await signUp(t.app);
      const address = await t.app.inject({
        method: 'POST',
        url: '/api/v1/wallet/addresses',
        headers: { cookie: player.cookie },
        payload: { currency: 'USDTTRC20' },
      });
      expect(address.statusCode).toBe(503);
      expect(address.json()).toEqual({ detail: 'payments_are_disabled' });
      const order = await t.app.inject({
        method: 'POST',
        url: '/api/v2/wallet/orders/buy',
        headers: { cookie: player.cookie },
        payload: { bankId: 'rub-card', amount: '1000' },
      });
      expect(order.json()).toEqual({ detail: 'payments_are_disabled' });
      const withdrawal = await t.app.inject({
        method: 'POST',
        url: '/api/v1/wallet/txns/withdraw',
        headers: { cookie: player.cookie },
        payload: { currency: 'USDTTRC20', address: `T${'A'.repeat(33)}`, amount: '10' },
      });
      expect(withdrawal.json()).toEqual({ detail: 'payments_are_disabled' });
    } finally {
      await t.close();
    }
  });
});
