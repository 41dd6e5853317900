import { ZTransaction, ZWithdrawFee } from '@aurum/contracts/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCookie } from '../../test/players';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cashier, TRON_A, TRON_B } from './cashier.fixture';

describe('crypto withdrawals', () => {
  let t: TestApp;
  let c: ReturnType<typeof cashier>;
  beforeAll(async () => {
    t = await createTestApp({
      WITHDRAW_WAGER_MULTIPLIER: '0',
      WITHDRAW_DAILY_LIMIT: '1000',
      WITHDRAW_APPROVAL_THRESHOLD: '300',
    });
    c = cashier(t);
  });
  afterAll(() => t.close());

  it('lists the deposit bonus of each network and grants it as bonus money', async () => {
    const methods = (await c.call('GET', '/api/v1/wallet/currencies/bonus')).json<{
      items: { code: string; depositBonus: string; depositBonusAvailable: boolean }[];
    }>().items;
    expect(methods.find((m) => m.code === 'USDTTRC20')).toMatchObject({
      depositBonus: '0.05',
      depositBonusAvailable: true,
    });
    expect(methods.find((m) => m.code === 'BTC')).toMatchObject({
      depositBonus: '0',
      depositBonusAvailable: false,
    });
    const player = await c.fundedPlayer('100');
    // 100 USDT at rate 1 is $100.00 of main money plus a 5% bonus on a grant of its own.
    expect(await c.balance(player.cookie)).toBe(10_000);
    const body = (await c.call('GET', '/api/v1/me/balance', player.cookie)).json<{
      total: { value: string };
      userBonuses: { amount: { value: string } }[];
    }>();
    expect(body.total.value).toBe('10500');
    expect(body.userBonuses.map((bonus) => bonus.amount.value)).toEqual(['500']);
  });

  it('quotes the fee by tier (2%, 1% from 100, 0.5% from 1,000) and bounds by balance and cap', async () => {
    const player = await c.fundedPlayer('250');
    const quote = async (amount: string) =>
      ZWithdrawFee.parse(
        (
          await c.call(
            'GET',
            `/api/v1/wallet/currencies/USDTTRC20/withdraw_fee?amount=${amount}`,
            player.cookie,
          )
        ).json(),
      );
    expect(await quote('50')).toEqual({
      fee: '1.000000',
      minAmount: '5.000000',
      maxAmount: '250.000000',
    });
    // Just below a tier boundary the lower tier's rate applies, rounded up to the last unit.
    expect((await quote('99.999999')).fee).toBe('2.000000');
    expect((await quote('100')).fee).toBe('1.000000');
    expect((await quote('999.999999')).fee).toBe('10.000000');
    expect((await quote('1000')).fee).toBe('5.000000');
    // The daily limit ($1,000 here) caps the maximum for a rich player; the network cap too.
    const rich = await c.fundedPlayer('5000');
    const richQuote = ZWithdrawFee.parse(
      (
        await c.call(
          'GET',
          '/api/v1/wallet/currencies/USDTTRC20/withdraw_fee?amount=1',
          rich.cookie,
        )
      ).json(),
    );
    expect(richQuote.maxAmount).toBe('1000.000000');
    expect(
      (
        await c.call(
          'GET',
          '/api/v1/wallet/currencies/USDTTRC20/withdraw_fee?amount=abc',
          rich.cookie,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await c.call('GET', '/api/v1/wallet/currencies/DOGE/withdraw_fee?amount=1', rich.cookie)
      ).json(),
    ).toMatchObject({ detail: 'error_currency_not_supported' });
  });

  it('reserves the money at once, sends after the cancel window with a hash', async () => {
    const player = await c.fundedPlayer('200');
    const before = await c.balance(player.cookie);
    const res = await c.withdraw(player.cookie, { amount: '50' });
    expect(res.statusCode).toBe(200);
    const pending = ZTransaction.parse(res.json());
    expect(pending).toMatchObject({ type: 'withdraw', status: 'pending', address: TRON_A });
    expect(new Date(pending.cancellableUntil ?? 0).getTime()).toBeGreaterThan(Date.now());
    expect(await c.balance(player.cookie)).toBe(before - 5_000);

    // Inside the window the processor leaves it alone.
    expect((await c.process(false)).json()).toMatchObject({ sent: 0, awaitingApproval: 0 });
    expect((await c.history(player.cookie))[0]?.status).toBe('pending');

    expect((await c.process()).json()).toMatchObject({ sent: 1 });
    const [sent] = await c.history(player.cookie);
    expect(sent).toMatchObject({ id: pending.id, status: 'completed', cancellableUntil: null });
    expect(sent?.externalId).toMatch(/^[0-9a-f]{64}$/);
    expect(await c.balance(player.cookie)).toBe(before - 5_000);
    expect((await c.cancel(player.cookie, pending.id)).json()).toEqual({
      detail: 'withdraw_not_cancellable',
    });
  });

  it('cancels while cancellable: the money returns once, only to its owner', async () => {
    const player = await c.fundedPlayer('200');
    const before = await c.balance(player.cookie);
    const { id } = ZTransaction.parse((await c.withdraw(player.cookie, { amount: '30' })).json());
    const stranger = await c.fundedPlayer('0');
    expect((await c.cancel(stranger.cookie, id)).statusCode).toBe(404);
    const cancelled = await c.cancel(player.cookie, id);
    expect(ZTransaction.parse(cancelled.json())).toMatchObject({ status: 'cancelled' });
    expect(await c.balance(player.cookie)).toBe(before);
    expect((await c.cancel(player.cookie, id)).statusCode).toBe(409);
    expect(await c.balance(player.cookie)).toBe(before);
    expect((await c.process()).json()).toMatchObject({ sent: 0 });
  });

  it('lets exactly one of cancel and the processor win a withdrawal', async () => {
    const player = await c.fundedPlayer('400');
    const start = await c.balance(player.cookie);
    let sentTotal = 0;
    for (let round = 0; round < 6; round++) {
      const { id } = ZTransaction.parse((await c.withdraw(player.cookie, { amount: '20' })).json());
      const [cancel, processed] = await Promise.all([c.cancel(player.cookie, id), c.process()]);
      expect(processed.statusCode).toBe(200);
      const final = (await c.history(player.cookie)).find((item) => item.id === id);
      if (final?.status === 'completed') {
        expect(cancel.statusCode).toBe(409);
        sentTotal += 2_000;
      } else {
        expect(final?.status).toBe('cancelled');
        expect(cancel.statusCode).toBe(200);
      }
      expect(await c.balance(player.cookie)).toBe(start - sentTotal);
    }
  });

  it('never overdraws or passes the daily limit under concurrent withdrawals', async () => {
    const player = await c.fundedPlayer('100');
    const start = await c.balance(player.cookie);
    // Ten requests of 30 USDT at once against $100 of main money: three fit.
    const results = await Promise.all(
      Array.from({ length: 10 }, () => c.withdraw(player.cookie, { amount: '30' })),
    );
    const accepted = results.filter((res) => res.statusCode === 200);
    expect(accepted).toHaveLength(3);
    for (const res of results.filter((entry) => entry.statusCode !== 200))
      expect(res.json()).toMatchObject({ detail: 'insufficient_balance' });
    expect(await c.balance(player.cookie)).toBe(start - 9_000);

    // Daily limit ($1,000 here): of six concurrent 280 USDT withdrawals, three fit.
    const rich = await c.fundedPlayer('3000');
    const many = await Promise.all(
      Array.from({ length: 6 }, () => c.withdraw(rich.cookie, { amount: '280' })),
    );
    expect(many.filter((res) => res.statusCode === 200)).toHaveLength(3);
    for (const res of many.filter((entry) => entry.statusCode !== 200))
      expect(res.json()).toMatchObject({ detail: 'withdraw_daily_limit_exceeded' });
  });

  it('answers each rule with its error detail and moves nothing', async () => {
    const player = await c.fundedPlayer('100');
    const other = await c.fundedPlayer('0');
    const theirs = (
      await c.call('POST', '/api/v1/wallet/addresses', other.cookie, { currency: 'USDTTRC20' })
    ).json<{ address: string }>().address;
    const before = await c.balance(player.cookie);
    const cases: [object, number, object][] = [
      [{ address: '0x1234' }, 400, { detail: 'error_invalid_address' }],
      [{ address: theirs, amount: '30' }, 400, { detail: 'error_internal_address' }],
      [{ amount: '4.99' }, 422, { detail: 'wallet_withdraw_too_small', minAmount: '5.000000' }],
      [{ amount: '150' }, 422, { detail: 'insufficient_balance' }],
      [{ currency: 'DOGE', amount: '30' }, 400, { detail: 'error_currency_not_supported' }],
      [{ amount: '-5' }, 400, { detail: 'validation_error' }],
      [{ amount: '30', memo: 'hello' }, 400, { detail: 'validation_error' }],
    ];
    for (const [body, status, error] of cases) {
      const res = await c.withdraw(player.cookie, { amount: '30', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json()).toMatchObject(error);
    }
    expect(await c.balance(player.cookie)).toBe(before);
    expect(await c.history(player.cookie)).toHaveLength(1);

    const anonymous = await c.call('POST', '/api/v1/wallet/txns/withdraw', undefined, {
      currency: 'USDTTRC20',
      address: TRON_A,
      amount: '30',
    });
    expect(anonymous.statusCode).toBe(401);

    const unverified = await c.fundedPlayer('100', { profile: false });
    const blocked = await c.withdraw(unverified.cookie, { amount: '30' });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json()).toEqual({ detail: 'personal_data_required' });
    const status = await c.call('GET', '/api/v2/wallet/wager', unverified.cookie);
    expect(status.json()).toMatchObject({ verifyProfile: true, profileComplete: false });
  });

  it('keeps to the daily limit across withdrawals; cancelled ones do not count', async () => {
    const player = await c.fundedPlayer('2000');
    const first = ZTransaction.parse((await c.withdraw(player.cookie, { amount: '280' })).json());
    await c.withdraw(player.cookie, { amount: '280' });
    await c.withdraw(player.cookie, { amount: '280' });
    const over = await c.withdraw(player.cookie, { amount: '200' });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({
      detail: 'withdraw_daily_limit_exceeded',
      limit: '1000.00',
      remaining: '160.00',
      currency: 'USD',
    });
    await c.cancel(player.cookie, first.id);
    expect((await c.withdraw(player.cookie, { amount: '200' })).statusCode).toBe(200);
  });

  it('holds large withdrawals for an operator, who approves or declines them', async () => {
    const player = await c.fundedPlayer('1000');
    const before = await c.balance(player.cookie);
    const big = ZTransaction.parse((await c.withdraw(player.cookie, { amount: '400' })).json());
    const other = ZTransaction.parse(
      (await c.withdraw(player.cookie, { amount: '350', address: TRON_B })).json(),
    );
    // Other players' withdrawals may go out in the same run; these two wait.
    expect((await c.process()).json()).toMatchObject({ awaitingApproval: 2 });
    expect((await c.history(player.cookie)).map((item) => item.status)).toEqual([
      'wait_for_confirmation',
      'wait_for_confirmation',
      'completed',
    ]);
    expect((await c.cancel(player.cookie, big.id)).statusCode).toBe(409);

    const operator = await operatorCookie(t.app);
    const queue = (
      await c.call('GET', '/api/admin/withdrawals?status=wait_for_confirmation', operator)
    ).json<{ items: { id: string; amount: string; fee: string }[] }>();
    expect(queue.items.map((item) => item.id).sort()).toEqual([big.id, other.id].sort());
    expect(queue.items.find((item) => item.id === big.id)).toMatchObject({
      amount: '400.000000',
      fee: '4.000000',
    });
    expect((await c.call('GET', '/api/admin/withdrawals', player.cookie)).statusCode).toBe(401);

    const approved = await c.call('POST', `/api/admin/withdrawals/${big.id}/approve`, operator);
    expect(approved.json()).toMatchObject({ status: 'completed' });
    expect(
      (await c.call('POST', `/api/admin/withdrawals/${big.id}/approve`, operator)).statusCode,
    ).toBe(409);
    const declined = await c.call('POST', `/api/admin/withdrawals/${other.id}/decline`, operator, {
      reason: 'address flagged by the chain monitor',
    });
    expect(declined.json()).toMatchObject({ status: 'declined' });
    expect(await c.balance(player.cookie)).toBe(before - 40_000);

    const recent = (await c.call('GET', '/api/v1/wallet/addresses/USDTTRC20', player.cookie)).json<{
      items: { address: string }[];
    }>();
    expect(recent.items.map((item) => item.address)).toEqual([TRON_B, TRON_A]);
  });
});

describe('withdrawal rules the operator sets', () => {
  it('blocks withdrawal until deposits are wagered (multiplier 1)', async () => {
    const t = await createTestApp();
    try {
      const c = cashier(t);
      const player = await c.fundedPlayer('40');
      const wager = await c.call('GET', '/api/v2/wallet/wager', player.cookie);
      expect(wager.statusCode).toBe(422);
      expect(wager.json()).toEqual({
        detail: 'wager',
        required: '40.00',
        wagered: '0.00',
        remaining: '40.00',
        currency: 'USD',
      });
      const before = await c.balance(player.cookie);
      const res = await c.withdraw(player.cookie, { amount: '25' });
      expect(res.json()).toMatchObject({ detail: 'wager', remaining: '40.00' });
      expect(await c.balance(player.cookie)).toBe(before);
      // A player with no deposits has nothing to wager.
      const fresh = await c.fundedPlayer('0');
      expect((await c.call('GET', '/api/v2/wallet/wager', fresh.cookie)).json()).toEqual({
        required: '0.00',
        wagered: '0.00',
        currency: 'USD',
        verifyProfile: true,
        profileComplete: true,
      });
    } finally {
      await t.close();
    }
  });

  it('answers payments_are_disabled everywhere when payments are off', async () => {
    const t = await createTestApp({ PAYMENTS_ENABLED: 'false', WITHDRAW_WAGER_MULTIPLIER: '0' });
    try {
      const c = cashier(t);
      const player = await c.fundedPlayer('0');
      const address = await c.call('POST', '/api/v1/wallet/addresses', player.cookie, {
        currency: 'USDTTRC20',
      });
      expect(address.json()).toEqual({ detail: 'payments_are_disabled' });
      const res = await c.withdraw(player.cookie, { amount: '25' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'payments_are_disabled' });
    } finally {
      await t.close();
    }
  });
});
