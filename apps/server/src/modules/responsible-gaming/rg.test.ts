import { randomUUID } from 'node:crypto';
import type { TRgState } from '@aurum/contracts/responsible-gaming';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCookie, playerIdOf } from '../../test/players';
import { botPay } from '../telegram-pay/bot-pay.fixture';
import { createRgTestApp, ORDER_CENTS, usd } from './rg.fixture';

const HOUR_MS = 60 * 60 * 1000;
let rg: Awaited<ReturnType<typeof createRgTestApp>>;
beforeAll(async () => {
  rg = await createRgTestApp('rg-test-secret-0123456789abcdef0123');
});
afterAll(() => rg.t.close());

const limitOf = (state: Pick<TRgState, 'limits'>, kind: string, period: string) =>
  state.limits.find((limit) => limit.kind === kind && limit.period === period);

describe('limits', () => {
  it('applies a new or lower limit at once; a raise or removal waits 24 hours and a confirmation', async () => {
    const p = await rg.player();
    expect((await p.setLimit('deposit', 'day', '50')).statusCode).toBe(200);
    expect(limitOf(await p.rg(), 'deposit', 'day')).toMatchObject({
      amount: { value: '5000' },
      used: { value: '0' },
      remaining: { value: '5000' },
      pending: null,
    });
    expect((await p.setLimit('deposit', 'day', '40')).statusCode).toBe(200);
    expect(limitOf(await p.rg(), 'deposit', 'day')?.amount.value).toBe('4000');

    const raised = await p.setLimit('deposit', 'day', '100');
    expect(raised.statusCode).toBe(200);
    const pending = limitOf(raised.json<TRgState>(), 'deposit', 'day');
    expect(pending).toMatchObject({
      amount: { value: '4000' },
      pending: { amount: { value: '10000' }, confirmable: false },
    });
    const early = await p.rgCall('POST', '/limits/confirm', { kind: 'deposit', period: 'day' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      detail: 'rg_not_confirmable',
      after: pending?.pending?.after,
    });

    rg.clock.shiftMs = 24 * HOUR_MS;
    try {
      expect(limitOf(await p.rg(), 'deposit', 'day')?.pending?.confirmable).toBe(true);
      const confirmed = await p.rgCall('POST', '/limits/confirm', {
        kind: 'deposit',
        period: 'day',
      });
      expect(confirmed.statusCode).toBe(200);
      expect(limitOf(confirmed.json<TRgState>(), 'deposit', 'day')).toMatchObject({
        amount: { value: '10000' },
        pending: null,
      });

      // A removal waits too; a cancel keeps the limit as it was.
      await p.setLimit('deposit', 'day', null);
      expect(limitOf(await p.rg(), 'deposit', 'day')?.pending).toMatchObject({ amount: null });
      await p.rgCall('POST', '/limits/cancel', { kind: 'deposit', period: 'day' });
      expect(limitOf(await p.rg(), 'deposit', 'day')).toMatchObject({
        amount: { value: '10000' },
        pending: null,
      });
      // A lowering while a raise waits applies at once and drops the raise.
      await p.setLimit('deposit', 'day', '200');
      await p.setLimit('deposit', 'day', '30');
      expect(limitOf(await p.rg(), 'deposit', 'day')).toMatchObject({
        amount: { value: '3000' },
        pending: null,
      });
    } finally {
      rg.clock.shiftMs = 0;
    }
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    const p = await rg.player();
    for (const [path, body] of [
      ['/limits', { kind: 'deposit', period: 'year', amount: '10' }],
      ['/limits', { kind: 'deposit', period: 'day', amount: '-1' }],
      ['/limits', { kind: 'deposit', period: 'day', amount: '0' }],
      ['/limits', { kind: 'deposit', period: 'day', amount: '1.001' }],
    ] as const) {
      const res = await p.rgCall('PUT', path, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toHaveProperty('detail');
    }
    for (const [path, body] of [
      ['/time-out', { hours: 23 }],
      ['/time-out', { hours: 1009 }],
      ['/self-exclusion', { months: 5 }],
      ['/self-exclusion', { permanent: false }],
    ] as const) {
      const res = await p.rgCall('POST', path, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await p.rgCall('PUT', '/reality-check', { minutes: 10 })).statusCode).toBe(400);
    expect((await p.rgCall('PUT', '/session-limit', { minutes: 5 })).statusCode).toBe(400);
    expect(await p.rg()).toMatchObject({
      limits: [],
      block: null,
      realityCheckMinutes: 0,
      sessionLimitMinutes: null,
    });
    const visitor = await rg.t.app.inject({ method: 'GET', url: '/api/v1/responsible-gaming' });
    expect(visitor.statusCode).toBe(401);
  });

  it('deposit limit: an order exactly at the limit passes, one minor unit more is refused', async () => {
    const over = await rg.player();
    await over.setLimit('deposit', 'day', usd(ORDER_CENTS - 1));
    const refused = await over.buy();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      detail: 'rg_deposit_limit',
      period: 'day',
      limit: usd(ORDER_CENTS - 1),
      remaining: usd(ORDER_CENTS - 1),
      currency: 'USD',
    });

    const exact = await rg.player();
    await exact.setLimit('deposit', 'week', usd(ORDER_CENTS));
    expect((await exact.buy()).statusCode).toBe(200);
    // The open order counts: a second one does not fit, nor does a crypto address.
    const second = await exact.buy();
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({
      detail: 'rg_deposit_limit',
      period: 'week',
      remaining: '0.00',
    });
    const address = await rg.call('POST', '/api/v1/wallet/addresses', exact.cookie, {
      currency: 'USDTTRC20',
    });
    expect(address.statusCode).toBe(403);
    expect(address.json()).toMatchObject({ detail: 'rg_deposit_limit' });
  });

  it('chat-bot invoices count as open deposits: one past the limit is refused', async () => {
    const b = botPay(rg.t, () => {
      throw new Error('no database needed');
    });
    const { cookie } = await b.telegramPlayer();
    await rg.call('PUT', '/api/v1/responsible-gaming/limits', cookie, {
      kind: 'deposit',
      period: 'day',
      amount: '50',
    });
    await b.invoice(cookie, 'cryptobot', 'USDTTRC20', '30');
    const refused = await b.deposit(cookie, {
      provider: 'cryptobot',
      currency: 'USDTTRC20',
      amount: '30',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ detail: 'rg_deposit_limit', remaining: '20.00' });
    await b.invoice(cookie, 'xrocket', 'USDTTRC20', '20');
  });

  it('counts credited deposits: a month limit used by a deposit refuses the next order', async () => {
    const p = await rg.player('20');
    await p.setLimit('deposit', 'month', '25');
    expect(limitOf(await p.rg(), 'deposit', 'month')).toMatchObject({
      used: { value: '2000' },
      remaining: { value: '500' },
    });
    const res = await p.buy();
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      detail: 'rg_deposit_limit',
      period: 'month',
      remaining: '5.00',
    });
  });

  it('wager limit: stakes up to the limit pass, one minor unit more is refused and moves nothing', async () => {
    const p = await rg.player('10');
    await p.setLimit('wager', 'day', '1');
    expect((await p.bet(60)).statusCode).toBe(200);
    const over = await p.bet(41);
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({
      detail: 'rg_wager_limit',
      period: 'day',
      remaining: '0.40',
    });
    expect(await p.money()).toBe(940);
    expect((await p.bet(40)).statusCode).toBe(200);
    expect(await p.money()).toBe(900);
    expect(limitOf(await p.rg(), 'wager', 'day')).toMatchObject({
      used: { value: '100' },
      remaining: { value: '0' },
    });
  });

  it('loss limit: wins and returned stakes give room back; settlement is never refused', async () => {
    const p = await rg.player('10');
    await p.setLimit('loss', 'week', '1');
    const round = randomUUID();
    expect((await p.bet(100, round)).statusCode).toBe(200);
    expect((await p.bet(1)).json()).toMatchObject({
      detail: 'rg_loss_limit',
      period: 'week',
      remaining: '0.00',
    });
    // A win past the limit's use is paid all the same, and lowers the net loss.
    expect((await p.win(round, 50)).statusCode).toBe(200);
    expect(limitOf(await p.rg(), 'loss', 'week')).toMatchObject({
      used: { value: '50' },
      remaining: { value: '50' },
    });
    expect((await p.bet(51)).statusCode).toBe(403);
    const staked = randomUUID();
    const reference = p.tx();
    expect((await p.bet(50, staked, reference)).statusCode).toBe(200);
    expect((await p.bet(1)).statusCode).toBe(403);
    // The stake given back counts neither as wagered nor lost.
    expect((await p.rollback(staked, reference)).statusCode).toBe(200);
    expect(limitOf(await p.rg(), 'loss', 'week')?.used.value).toBe('50');
    expect((await p.bet(50)).statusCode).toBe(200);
    expect(await p.money()).toBe(1000 - 100 + 50 - 50);
  });
});

describe('blocks', () => {
  it('a time-out refuses bets, deposits, launches and spins at once, and cannot be shortened', async () => {
    const p = await rg.player('10');
    const res = await p.rgCall('POST', '/time-out', { hours: 48 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ block: { kind: 'time_out' } });
    const blocked = { detail: 'rg_blocked', kind: 'time_out' };
    expect((await p.bet(10)).json()).toMatchObject(blocked);
    expect(await p.money()).toBe(1000);
    const buy = await p.buy();
    expect(buy.statusCode).toBe(403);
    expect(buy.json()).toMatchObject(blocked);
    expect((await p.launch()).json()).toMatchObject(blocked);
    const address = await rg.call('POST', '/api/v1/wallet/addresses', p.cookie, {
      currency: 'USDTTRC20',
    });
    expect(address.json()).toMatchObject(blocked);
    const spin = await rg.call('POST', '/api/v2/turbine_of_luck', p.cookie);
    expect(spin.statusCode).toBe(403);
    expect(spin.json()).toMatchObject(blocked);
    const shorter = await p.rgCall('POST', '/time-out', { hours: 24 });
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json()).toMatchObject({ detail: 'rg_already_blocked' });

    rg.clock.shiftMs = 48 * HOUR_MS + 1000;
    try {
      expect((await p.rg()).block).toBeNull();
      expect((await p.bet(10)).statusCode).toBe(200);
    } finally {
      rg.clock.shiftMs = 0;
    }
  });

  it('a permanent self-exclusion holds for good; the player has no way to lift it', async () => {
    const p = await rg.player('10');
    const res = await p.rgCall('POST', '/self-exclusion', { permanent: true });
    expect(res.json()).toMatchObject({ block: { kind: 'self_exclusion', until: null } });
    expect((await p.rgCall('POST', '/time-out', { hours: 1008 })).statusCode).toBe(409);
    expect((await p.rgCall('POST', '/self-exclusion', { months: 6 })).statusCode).toBe(409);
    rg.clock.shiftMs = 10 * 365 * 24 * HOUR_MS;
    try {
      expect((await p.bet(10)).json()).toMatchObject({ detail: 'rg_blocked', until: null });
      expect((await p.buy()).statusCode).toBe(403);
    } finally {
      rg.clock.shiftMs = 0;
    }
  });

  it('six months of self-exclusion end after six calendar months', async () => {
    const p = await rg.player();
    const res = await p.rgCall('POST', '/self-exclusion', { months: 6 });
    const until = new Date(res.json<{ block: { until: string } }>().block.until);
    const expected = new Date();
    expected.setUTCMonth(expected.getUTCMonth() + 6);
    expect(Math.abs(until.getTime() - expected.getTime())).toBeLessThan(60_000);
    expect((await p.buy()).json()).toMatchObject({ detail: 'rg_blocked', kind: 'self_exclusion' });
  });

  it('the session time limit refuses a launch once the session has run that long', async () => {
    const p = await rg.player('10');
    const set = await p.rgCall('PUT', '/session-limit', { minutes: 30 });
    expect(set.json()).toMatchObject({ sessionLimitMinutes: 30 });
    expect((await p.launch()).statusCode).toBe(200);
    rg.clock.shiftMs = 30 * 60_000;
    try {
      const res = await p.launch();
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ detail: 'rg_session_limit', minutes: 30 });
    } finally {
      rg.clock.shiftMs = 0;
    }
    expect((await p.rgCall('PUT', '/reality-check', { minutes: 15 })).json()).toMatchObject({
      realityCheckMinutes: 15,
    });
  });
});

/** A market nobody has: the slip's own check refuses it. */
const MISSING_MARKET = '00000000-0000-4000-8000-000000000001';

describe('sportsbook placement', () => {
  const place = (cookie: string) =>
    rg.call('POST', '/api/v2/sportsbook/bets', cookie, {
      kind: 'single',
      stake: '1',
      oddsPolicy: 'any',
      legs: [{ eventId: 'e1', marketId: MISSING_MARKET, outcomeId: 'o1', odds: 2000 }],
    });

  it('refuses a bet past the session time limit and during a break, before anything else', async () => {
    const p = await rg.player('10');
    // Without a block the slip's own check answers (the market does not exist).
    const unblocked = await place(p.cookie);
    expect(unblocked.statusCode).toBeLessThan(500);
    expect(unblocked.json<{ detail: string }>().detail).not.toMatch(/^rg_/);
    await p.rgCall('PUT', '/session-limit', { minutes: 15 });
    rg.clock.shiftMs = 15 * 60_000;
    try {
      expect((await place(p.cookie)).json()).toMatchObject({
        detail: 'rg_session_limit',
        minutes: 15,
      });
    } finally {
      rg.clock.shiftMs = 0;
    }
    await p.rgCall('POST', '/time-out', { hours: 24 });
    const blocked = await place(p.cookie);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ detail: 'rg_blocked', kind: 'time_out' });
  });
});

describe('operators', () => {
  it("see a player's limits, usage and block; players cannot", async () => {
    const p = await rg.player('10');
    await p.setLimit('wager', 'month', '5');
    await p.bet(120);
    await p.rgCall('POST', '/time-out', { hours: 24 });
    const operator = await operatorCookie(rg.t.app);
    const url = `/api/admin/users/${await playerIdOf(rg.t.app, operator, p.email)}/responsible-gaming`;
    const res = await rg.call('GET', url, operator);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      limits: [
        { kind: 'wager', period: 'month', used: { value: '120' }, remaining: { value: '380' } },
      ],
      block: { kind: 'time_out' },
    });
    expect((await rg.call('GET', url, p.cookie)).statusCode).toBe(401);
    const missing = await rg.call(
      'GET',
      `/api/admin/users/${randomUUID()}/responsible-gaming`,
      operator,
    );
    expect(missing.statusCode).toBe(404);
  });
});
