import { ZAdminOrder } from '@aurum/contracts/admin';
import { ZBuyOrder } from '@aurum/contracts/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiatBank } from '../../test/fiat-bank';
import { operatorCookie } from '../../test/players';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('fiat deposit disputes', () => {
  let t: TestApp;
  let b: ReturnType<typeof fiatBank>;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true', WITHDRAW_WAGER_MULTIPLIER: '0' });
    b = fiatBank(t);
  });
  afterAll(() => t.close());

  it('opens disputes only from the allowed statuses and settles them', async () => {
    const player = await b.fundedPlayer('0');
    const { id } = (await b.buy(player.cookie, { amount: '1000' })).json<{ id: string }>();
    // Waiting for payment: nothing to dispute yet.
    expect((await b.dispute(player.cookie, id)).json()).toEqual({
      detail: 'order_not_disputable',
      status: 'waiting',
    });
    await b.sandbox(id, 'timeout');
    const disputed = await b.dispute(player.cookie, id, {
      acceptOption: 'CHANGE_INVOICE',
      amount: '900',
    });
    expect(ZBuyOrder.parse(disputed.json()).status).toBe('disputed');
    expect((await b.dispute(player.cookie, id)).statusCode).toBe(409);
    const operator = await operatorCookie(t.app);
    // The operator found 900 RUB paid and credits that.
    const resolved = await b.call('POST', `/api/admin/orders/${id}/resolve`, operator, {
      outcome: 'credit',
      amount: '900',
    });
    expect(resolved.json()).toMatchObject({ status: 'completed', amount: '900.00' });
    // 900 RUB at 0.0108 = $9.72.
    expect((await b.balance(player.cookie)).total).toBe(972);
    expect((await b.order(player.cookie, id)).additonalAmountChange).toBe('-100.00');

    // Another dispute ends with the money sent back to the payer: nothing is credited.
    const again = (await b.buy(player.cookie, { amount: '1000' })).json<{ id: string }>();
    await b.sandbox(again.id, 'decline');
    expect((await b.dispute(player.cookie, again.id)).statusCode).toBe(200);
    const refunded = await b.call('POST', `/api/admin/orders/${again.id}/resolve`, operator, {
      outcome: 'refund',
    });
    expect(refunded.json()).toMatchObject({ status: 'refund' });
    expect((await b.balance(player.cookie)).total).toBe(972);
    // Settled once: a second resolution is refused with the order's status.
    const twice = await b.call('POST', `/api/admin/orders/${again.id}/resolve`, operator, {
      outcome: 'credit',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: 'order_not_disputed', status: 'refund' });
    expect((await b.balance(player.cookie)).total).toBe(972);
  });

  it('bounds a claimed amount by the method’s limits and credits only what the operator sets', async () => {
    const player = await b.fundedPlayer('0');
    const operator = await operatorCookie(t.app);
    const disputedOrder = async (amount: string) => {
      const { id } = (await b.buy(player.cookie, { amount })).json<{ id: string }>();
      await b.sandbox(id, 'timeout');
      return id;
    };
    const id = await disputedOrder('1500');
    const claim = (amount: string) =>
      b.dispute(player.cookie, id, { acceptOption: 'CHANGE_INVOICE', amount });
    // rub-card takes deposits of 500 to 150,000 RUB: a claim outside is refused, nothing moves.
    const huge = await claim('900000000');
    expect(huge.statusCode).toBe(422);
    expect(huge.json()).toEqual({
      detail: 'Validation.maximum_amount',
      amount: '150000.00',
      currency: 'RUB',
    });
    expect((await claim('499.99')).json()).toMatchObject({ detail: 'Validation.minimum_amount' });
    expect((await b.order(player.cookie, id)).status).toBe('timeouted');
    expect(ZBuyOrder.parse((await claim('150000')).json()).status).toBe('disputed');

    // The operator sees the claim next to what was ordered.
    const listed = await b.call('GET', '/api/admin/orders?side=buy&status=disputed', operator);
    const view = ZAdminOrder.array()
      .parse(listed.json<{ items: unknown[] }>().items)
      .find((item) => item.id === id);
    expect(view).toMatchObject({
      amount: '1500.00',
      orderedAmount: '1500.00',
      dispute: { acceptOption: 'CHANGE_INVOICE', claimedAmount: '150000.00' },
    });

    // The operator's amount is bounded too; without one the ordered amount is credited.
    const tooMuch = await b.call('POST', `/api/admin/orders/${id}/resolve`, operator, {
      outcome: 'credit',
      amount: '150000.01',
    });
    expect(tooMuch.json()).toMatchObject({ detail: 'Validation.maximum_amount' });
    expect((await b.balance(player.cookie)).total).toBe(0);
    const credited = await b.call('POST', `/api/admin/orders/${id}/resolve`, operator, {
      outcome: 'credit',
    });
    // 1,500 RUB at 0.0108 = $16.20, not the 150,000 RUB claimed.
    expect(ZAdminOrder.parse(credited.json())).toMatchObject({
      status: 'completed',
      amount: '1500.00',
      orderedAmount: '1500.00',
    });
    expect((await b.balance(player.cookie)).total).toBe(1_620);
    expect((await b.order(player.cookie, id)).additonalAmountChange).toBeNull();

    // An operator-set amount is credited and shown beside the ordered one.
    const other = await disputedOrder('2000');
    await b.dispute(player.cookie, other, { acceptOption: 'CHANGE_INVOICE', amount: '100000' });
    const set = await b.call('POST', `/api/admin/orders/${other}/resolve`, operator, {
      outcome: 'credit',
      amount: '2500',
    });
    expect(ZAdminOrder.parse(set.json())).toMatchObject({
      amount: '2500.00',
      orderedAmount: '2000.00',
      dispute: { claimedAmount: '100000.00' },
    });
    expect((await b.balance(player.cookie)).total).toBe(1_620 + 2_700);
    expect((await b.order(player.cookie, other)).additonalAmountChange).toBe('500.00');
  });
});
