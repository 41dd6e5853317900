import { ZBuyOrder, ZTransaction } from '@aurum/contracts/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiatBank as bank, TEXT } from '../../test/fiat-bank';
import { operatorCookie } from '../../test/players';
import { createTestApp, type TestApp } from '../../test/test-app';
import { tieredFee } from '../../lib/fee-tiers';

describe('fiat deposit orders', () => {
  let t: TestApp;
  let b: ReturnType<typeof bank>;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true', WITHDRAW_WAGER_MULTIPLIER: '0' });
    b = bank(t);
  });
  afterAll(() => t.close());

  it('opens an order with bank details and an expiry, within the method’s bounds', async () => {
    const player = await b.fundedPlayer('0');
    expect((await b.buy(player.cookie, { amount: '499.99' })).json()).toEqual({
      detail: 'Validation.minimum_amount',
      amount: '500.00',
      currency: 'RUB',
    });
    expect((await b.buy(player.cookie, { amount: '150000.01' })).json()).toMatchObject({
      detail: 'Validation.maximum_amount',
      amount: '150000.00',
    });
    expect((await b.buy(player.cookie, { amount: '500', bankId: 'nope' })).statusCode).toBe(404);
    const created = await b.buy(player.cookie, { amount: '500' });
    expect(created.statusCode).toBe(200);
    const { id } = created.json<{ id: string }>();
    const order = await b.order(player.cookie, id);
    expect(order).toMatchObject({
      status: 'waiting',
      valueFrom: '500.00',
      currencyFrom: { code: 'RUB' },
      bankMethod: 'p2p',
    });
    expect(order.details.paymentDetails.card).toMatch(/^\d{16}$/);
    expect(order.details.expiredAt).toBeGreaterThan(800);
    // One open order per method that does not allow several (a unique index decides).
    const second = await b.buy(player.cookie, { amount: '700' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: 'error_orders_limit' });
    const open = await b.call(
      'GET',
      '/api/v2/wallet/orders/not-expired?bank_id=rub-card',
      player.cookie,
    );
    expect(open.json<{ order: { id: string } }>().order.id).toBe(id);
    // Someone else's order is not found.
    const other = await b.fundedPlayer('0');
    expect((await b.call('GET', `/api/v1/wallet/orders/buy/${id}`, other.cookie)).statusCode).toBe(
      404,
    );
  });

  it('asks for the method’s required fields and checks them', async () => {
    const player = await b.fundedPlayer('0');
    const missing = await b.buy(player.cookie, { bankId: 'usd-card', amount: '50' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ detail: 'validation_error' });
    const bad = await b.buy(player.cookie, {
      bankId: 'usd-card',
      amount: '50',
      externalFields: {
        card: '4111 1111 1111',
        holder: 'ANNA LIND',
        expiration_month: '13',
        expiration_year: '2029',
      },
    });
    expect(
      bad
        .json<{ fields: { path: string }[] }>()
        .fields.map((f) => f.path)
        .sort(),
    ).toEqual(['card', 'expiration_month']);
    const good = await b.buy(player.cookie, {
      bankId: 'usd-card',
      amount: '50',
      externalFields: {
        card: '4111 1111 1111 1111',
        holder: 'ANNA LIND',
        expiration_month: '09',
        expiration_year: '2029',
      },
    });
    const order = await b.order(player.cookie, good.json<{ id: string }>().id);
    // International cards pay on the provider's page, shown in a frame.
    expect(order).toMatchObject({
      status: 'pay_external_invoice',
      meta: { external_info: { target: 'frame' } },
    });
    expect(order.url).toMatch(/^\/api\/sandbox\/fiat\/invoice\//);
  });

  it('takes a proof image (checked by its bytes), then credits once on confirmation', async () => {
    const player = await b.fundedPlayer('0');
    const { id } = (await b.buy(player.cookie, { amount: '1000' })).json<{ id: string }>();
    const notImage = await b.paid(player.cookie, id, TEXT);
    expect(notImage.json()).toEqual({ detail: 'error_invalid_image' });
    expect((await b.order(player.cookie, id)).status).toBe('waiting');
    const paid = await b.paid(player.cookie, id);
    expect(paid.statusCode).toBe(200);
    expect(ZBuyOrder.parse(paid.json()).status).toBe('wait_for_confirmation');

    const operator = await operatorCookie(t.app);
    const proof = await b.call('GET', `/api/admin/orders/${id}/proof`, operator);
    expect(proof.headers['content-type']).toBe('image/png');
    // An image that is also HTML or script can neither run nor be sniffed: a sandboxed download.
    expect(proof.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(proof.headers['x-content-type-options']).toBe('nosniff');
    expect(proof.headers['content-disposition']).toBe(`attachment; filename="proof-${id}.png"`);
    expect(proof.rawPayload.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect((await b.call('GET', `/api/admin/orders/${id}/proof`, player.cookie)).statusCode).toBe(
      401,
    );

    // Two confirmations at once: the player is credited exactly once (1000 RUB = $10.80).
    const [first, second] = await Promise.all([
      b.call('POST', `/api/admin/orders/${id}/confirm`, operator),
      b.call('POST', `/api/admin/orders/${id}/confirm`, operator),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await b.balance(player.cookie)).toEqual({ total: 1_080, fiat: 1_080 });
    expect((await b.sandbox(id, 'confirm')).json()).toMatchObject({ status: 'completed' });
    expect((await b.balance(player.cookie)).total).toBe(1_080);
  });
});

describe('fiat deposit expiry', () => {
  it('times out by the server’s clock: paying late is refused', async () => {
    const t = await createTestApp({ SEED_DEMO_DATA: 'true', FIAT_ORDER_TTL_SECONDS: '1' });
    try {
      const b = bank(t);
      const player = await b.fundedPlayer('0');
      const { id } = (await b.buy(player.cookie, { amount: '600' })).json<{ id: string }>();
      await new Promise((resolve) => setTimeout(resolve, 1_300));
      expect((await b.paid(player.cookie, id)).json()).toEqual({ detail: 'order_expired' });
      const order = await b.order(player.cookie, id);
      expect(order).toMatchObject({ status: 'timeouted', details: { expiredAt: 0 } });
      const open = await b.call(
        'GET',
        '/api/v2/wallet/orders/not-expired?bank_id=rub-card',
        player.cookie,
      );
      expect(open.json()).toEqual({ order: null });
      // An order whose time ran out blocks no new one, even before the sweep reaches it.
      const late = (await b.buy(player.cookie, { amount: '700' })).json<{ id: string }>();
      await new Promise((resolve) => setTimeout(resolve, 1_300));
      expect((await b.buy(player.cookie, { amount: '800' })).statusCode).toBe(200);
      expect((await b.order(player.cookie, late.id)).status).toBe('timeouted');
    } finally {
      await t.close();
    }
  });
});

describe('fiat withdrawals (sell orders)', () => {
  let t: TestApp;
  let b: ReturnType<typeof bank>;
  beforeAll(async () => {
    t = await createTestApp({
      SEED_DEMO_DATA: 'true',
      WITHDRAW_WAGER_MULTIPLIER: '0',
      WITHDRAW_CANCEL_SECONDS: '0',
    });
    b = bank(t);
  });
  afterAll(() => t.close());

  it('takes the fee by level at each boundary', () => {
    const levels = [
      { from: '0', fee: '0.03' },
      { from: '1000000', fee: '0.02' },
      { from: '10000000', fee: '0.01' },
    ];
    expect(tieredFee(999_999n, levels)).toBe(30_000n);
    expect(tieredFee(1_000_000n, levels)).toBe(20_000n);
    expect(tieredFee(9_999_999n, levels)).toBe(200_000n);
    expect(tieredFee(10_000_000n, levels)).toBe(100_000n);
    expect(tieredFee(1n, [{ from: '0', fee: '0' }])).toBe(0n);
  });

  it('reserves amount and fee, bounded by the fiat balance; a failed payout refunds', async () => {
    const player = await b.fundedPlayer('20000');
    const start = await b.balance(player.cookie);
    expect(start.fiat).toBe(21_600);
    const sell = (body: object) =>
      b.call('POST', '/api/v2/wallet/orders/sell', player.cookie, {
        bankId: 'rub-card',
        details: { name: 'Anna Lind' },
        ...body,
      });
    // 20,000 RUB plus the 2% fee is more than the 20,000 RUB of fiat money.
    expect((await sell({ amount: '20000' })).json()).toMatchObject({
      detail: 'insufficient_balance',
      available: '20000.00',
    });
    expect((await sell({ amount: '999' })).json()).toMatchObject({
      detail: 'Validation.minimum_amount',
    });
    expect((await sell({ amount: '5000', details: {} })).statusCode).toBe(400);
    // The card a p2p form always offers is kept with the name, though the method lists only the name.
    const created = ZTransaction.parse(
      (
        await sell({
          amount: '5000',
          details: { name: 'Anna Lind', card: '4111 1111 1111 1111', cvc: '123' },
        })
      ).json(),
    );
    // 5,000 RUB + 3% fee = 5,150 RUB = $55.62 reserved.
    expect(created).toMatchObject({ type: 'sell', status: 'pending' });
    expect(created.originalAmount.primaryValue).toBe('5150.00');
    expect(await b.balance(player.cookie)).toEqual({ total: 21_600 - 5_562, fiat: 21_600 - 5_562 });

    const saved = await b.call(
      'GET',
      '/api/v2/wallet/orders/sell/saved?bankId=rub-card',
      player.cookie,
    );
    expect(saved.json<{ items: { details: object }[] }>().items[0]?.details).toEqual({
      name: 'Anna Lind',
      card: '4111111111111111',
    });

    const operator = await operatorCookie(t.app);
    const failed = await b.call('POST', `/api/admin/orders/${created.id}/failed`, operator, {
      reason: 'the card was blocked by its bank',
    });
    expect(failed.json()).toMatchObject({ status: 'declined' });
    expect(await b.balance(player.cookie)).toEqual(start);

    const second = ZTransaction.parse((await sell({ amount: '3000' })).json());
    const paid = await b.call('POST', `/api/admin/orders/${second.id}/paid`, operator);
    expect(paid.json()).toMatchObject({ status: 'completed' });
    expect(
      (
        await b.call('POST', `/api/admin/orders/${second.id}/failed`, operator, {
          reason: 'too late',
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('the sandbox bank on its own', () => {
  it('confirms a proven deposit and pays out a withdrawal after its window', async () => {
    const t = await createTestApp({
      SEED_DEMO_DATA: 'true',
      SANDBOX_FIAT_SECONDS: '1',
      WITHDRAW_WAGER_MULTIPLIER: '0',
      WITHDRAW_CANCEL_SECONDS: '1',
    });
    try {
      const b = bank(t);
      const player = await b.fundedPlayer('0');
      const { id } = (await b.buy(player.cookie, { amount: '10000' })).json<{ id: string }>();
      await b.paid(player.cookie, id);
      await expect
        .poll(() => b.balance(player.cookie), { timeout: 8_000 })
        .toEqual({
          total: 10_800,
          fiat: 10_800,
        });
      const sell = await b.call('POST', '/api/v2/wallet/orders/sell', player.cookie, {
        bankId: 'rub-card',
        amount: '1000',
        details: { name: 'Anna Lind' },
      });
      const { id: sellId } = ZTransaction.parse(sell.json());
      await expect
        .poll(
          async () =>
            (await b.call('GET', '/api/v2/wallet/txns', player.cookie))
              .json<{ items: { id: string; status: string }[] }>()
              .items.find((i) => i.id === sellId)?.status,
          { timeout: 8_000 },
        )
        .toBe('completed');
    } finally {
      await t.close();
    }
  });
});
