import { randomUUID } from 'node:crypto';
import { ZMe } from '@aurum/contracts/me';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, operatorCookie, playerIdOf, signUp, uniqueEmail } from '../../test/players';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('sign-up, sign-in and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_FAILURES_PER_ACCOUNT: '3', LOGIN_ATTEMPTS_PER_IP: '1000' });
  });
  afterAll(() => t.close());

  it('registers a player, signs them in with an httpOnly cookie and answers /me', async () => {
    const email = uniqueEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: `  ${email.toUpperCase()} `, password: 'long enough pw', language: 'ru' },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((entry) => entry.name === 'aurum_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = ZMe.parse(res.json());
    expect(me).toMatchObject({
      language: 'ru',
      isVip: false,
      hasDeposits: false,
      vipManager: null,
    });
    expect(me.websocketToken).toContain(me.globalId);

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: cookieFrom(res, 'aurum_session') },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ globalId: me.globalId });
  });

  it('refuses a second account on the same e-mail, whatever its case', async () => {
    const { email } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: email.toUpperCase(), password: 'another password' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'email_taken' });
  });

  it('rejects a bad e-mail and a short password with their fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: 'not-an-email', password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json<{ fields: { path: string; message: string }[] }>().fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Validation.invalid_email' },
        { path: 'password', message: 'Validation.password_too_short' },
      ]),
    );
  });

  it('refuses common passwords and ones built on the e-mail, with the field', async () => {
    const email = `ivan.petrov@${randomUUID().slice(0, 8)}.example.com`;
    for (const [password, message] of [
      ['password', 'Validation.password_too_weak'],
      ['12345678', 'Validation.password_too_weak'],
      [email, 'Validation.password_like_email'],
      ['Ivan.Petrov.2024', 'Validation.password_like_email'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: { email, password },
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual({
        detail: 'validation_error',
        in: 'body',
        fields: [{ path: 'password', message }],
      });
      expect(res.cookies).toHaveLength(0);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: 'password' },
    });
    expect(login.json()).toEqual({ detail: 'invalid_credentials' });
    // Long passphrases of any characters are welcome, up to 128 characters.
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email, password: `пароль ${'x7#Kq!v92Lm'.repeat(11)}`.slice(0, 128) },
    });
    expect(long.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const { email } = await signUp(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: 'wrong password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: uniqueEmail('nobody'), password: 'wrong password' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'invalid_credentials' });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('locks an account after repeated failures, even for the right password', async () => {
    const { email, password } = await signUp(t.app);
    for (let attempt = 0; attempt < 3; attempt++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password: 'nope nope' },
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ detail: 'too_many_requests' });
    expect(locked.json<{ retryAfter: number }>().retryAfter).toBeGreaterThan(0);
  });

  it('ends the session on logout: the old cookie no longer works', async () => {
    const { cookie } = await signUp(t.app);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ detail: 'unauthorized' });
  });

  it('answers 401 to a visitor asking for /me', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/me' });
    expect(res.statusCode).toBe(401);
  });
});

describe('login rate limit per IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_ATTEMPTS_PER_IP: '4' });
  });
  afterAll(() => t.close());

  it('refuses the attempts of one address past its limit, but not another address', async () => {
    const payload = { email: uniqueEmail(), password: 'whatever it is' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload,
        remoteAddress: '10.1.1.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload,
      remoteAddress: '10.1.1.2',
    });
    expect(other.statusCode).toBe(401);
  });
});

describe('bans', () => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    t = await createTestApp();
    operator = await operatorCookie(t.app);
  });
  afterAll(() => t.close());

  it('ends a banned player’s live sessions and answers them 401 {detail, reason}', async () => {
    const player = await signUp(t.app);
    const secondDevice = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: player.email, password: player.password },
    });
    const secondCookie = cookieFrom(secondDevice, 'aurum_session');
    const id = await playerIdOf(t.app, operator, player.email);

    const ban = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/ban`,
      headers: { cookie: operator },
      payload: { reason: 'multi_accounting', description: 'Second account of player 41' },
    });
    expect(ban.statusCode).toBe(200);
    expect(ban.json()).toMatchObject({ ban: { reason: 'multi_accounting' } });

    for (const cookie of [player.cookie, secondCookie]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({
        detail: 'banned',
        reason: 'multi_accounting',
        description: 'Second account of player 41',
      });
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: player.email, password: player.password },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toMatchObject({ detail: 'banned', reason: 'multi_accounting' });

    const lift = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${id}/ban`,
      headers: { cookie: operator },
    });
    expect(lift.json()).toMatchObject({ ban: null });
    // Lifting a ban does not revive ended sessions; the player signs in again.
    const oldSession = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: player.cookie },
    });
    expect(oldSession.statusCode).toBe(401);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: player.email, password: player.password },
    });
    expect(relogin.statusCode).toBe(200);
  });

  it('refuses an unknown ban reason and changes nothing', async () => {
    const player = await signUp(t.app);
    const id = await playerIdOf(t.app, operator, player.email);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/ban`,
      headers: { cookie: operator },
      payload: { reason: 'looked_at_me_funny', description: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: player.cookie },
    });
    expect(me.statusCode).toBe(200);
  });
});
