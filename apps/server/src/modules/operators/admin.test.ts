import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, operatorCookie, playerIdOf, signUp } from '../../test/players';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('operator API', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await operatorCookie(t.app);
  });
  afterAll(() => t.close());

  it('needs an operator session: players and visitors get 401', async () => {
    const player = await signUp(t.app);
    for (const headers of [{}, { cookie: player.cookie }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers });
      expect(res.statusCode).toBe(401);
    }
  });

  it('enforces roles: a support operator bans but cannot create operators or set VIP', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/operators',
      headers: { cookie: admin },
      payload: {
        email: 'support.one@aurum.local',
        password: 'support password 1',
        role: 'support',
      },
    });
    expect(created.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: 'support.one@aurum.local', password: 'support password 1' },
    });
    const support = cookieFrom(login, 'aurum_operator');
    const player = await signUp(t.app);
    const id = await playerIdOf(t.app, support, player.email);

    const vip = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}`,
      headers: { cookie: support },
      payload: { isVip: true },
    });
    expect(vip.statusCode).toBe(403);
    expect(vip.json()).toEqual({ detail: 'forbidden' });
    const another = await t.app.inject({
      method: 'POST',
      url: '/api/admin/operators',
      headers: { cookie: support },
      payload: { email: 'x.y@aurum.local', password: 'support password 2', role: 'admin' },
    });
    expect(another.statusCode).toBe(403);
    const ban = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/ban`,
      headers: { cookie: support },
      payload: { reason: 'kyc', description: 'Documents not provided' },
    });
    expect(ban.statusCode).toBe(200);
  });

  it('makes a player VIP with a manager, which /me then shows', async () => {
    const player = await signUp(t.app);
    const id = await playerIdOf(t.app, admin, player.email);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}`,
      headers: { cookie: admin },
      payload: { isVip: true, vipManagerTelegram: 'aurum_vip_anna' },
    });
    expect(res.json()).toMatchObject({ isVip: true, vipManagerTelegram: 'aurum_vip_anna' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: player.cookie },
    });
    expect(me.json()).toMatchObject({
      isVip: true,
      vipManager: { telegramUsername: 'aurum_vip_anna' },
    });
  });

  it('records every action with who, what, when, before and after', async () => {
    const player = await signUp(t.app);
    const id = await playerIdOf(t.app, admin, player.email);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/ban`,
      headers: { cookie: admin },
      payload: { reason: 'bonus_abuse', description: 'Bonus hunting' },
    });
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?limit=1',
      headers: { cookie: admin },
    });
    expect(audit.statusCode).toBe(200);
    const [entry] = audit.json<{ items: Record<string, unknown>[] }>().items;
    expect(entry).toMatchObject({
      operator: { email: 'admin@aurum.local' },
      action: 'user.ban',
      targetType: 'user',
      targetId: id,
      before: { ban: null },
      after: { ban: { reason: 'bonus_abuse', description: 'Bonus hunting' } },
    });
    expect(Date.now() - Date.parse(String(entry?.createdAt))).toBeLessThan(60_000);
  });

  it('answers 404 for an unknown player and 400 for a malformed id', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000',
      headers: { cookie: admin },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'user_not_found' });
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users/42',
      headers: { cookie: admin },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('keeps operator rates within bounds unless forced with a reason', async () => {
    const setRate = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/rates/PLN',
        headers: { cookie: admin },
        payload,
      });
    const rateNow = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/rates', headers: { cookie: admin } }))
        .json<{ items: { code: string; rate: string }[] }>()
        .items.find((item) => item.code === 'PLN')?.rate;
    const before = await rateNow();
    expect(Number(before)).toBeGreaterThan(0);

    const tenfold = await setRate({ rate: (Number(before) * 10).toFixed(6) });
    expect(tenfold.statusCode).toBe(400);
    expect(tenfold.json()).toMatchObject({ detail: 'rate_change_too_large', current: before });
    const tenth = await setRate({ rate: (Number(before) / 10).toFixed(6) });
    expect(tenth.json()).toMatchObject({ detail: 'rate_change_too_large' });
    const absurd = await setRate({ rate: '1000000000', force: true, reason: 'typo check' });
    expect(absurd.json()).toMatchObject({ detail: 'rate_out_of_range', max: '100000000' });
    const tiny = await setRate({ rate: '0.0000000000001', force: true, reason: 'typo check' });
    expect(tiny.json()).toMatchObject({ detail: 'rate_out_of_range' });
    const zero = await setRate({ rate: '0.000' });
    expect(zero.statusCode).toBe(400);
    const noReason = await setRate({ rate: (Number(before) * 10).toFixed(6), force: true });
    expect(noReason.json()).toEqual({ detail: 'rate_force_reason_required' });
    expect(await rateNow()).toBe(before);

    const small = await setRate({ rate: (Number(before) * 1.5).toFixed(6) });
    expect(small.statusCode).toBe(200);
    const forced = await setRate({
      rate: (Number(before) * 10).toFixed(6),
      force: true,
      reason: 'Redenomination',
    });
    expect(forced.statusCode).toBe(200);
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?limit=1',
      headers: { cookie: admin },
    });
    expect(audit.json<{ items: unknown[] }>().items[0]).toMatchObject({
      action: 'rate.set',
      after: { forced: true, reason: 'Redenomination' },
    });
  });
});
