import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom } from '../../test/players';
import { describeRaces, race, settled } from '../../test/race';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import { DEV_OPERATOR } from './operators.seed';
import { createTotp } from './totp';

/** The code an authenticator shows `offsetSeconds` from now. */
const codeAt = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

describe('operators’ second factor where it is required (as in production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OPERATOR_REQUIRE_TOTP: 'true' });
  });
  afterAll(() => t.close());

  const login = (payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload });
  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  /** A session of the development operator once its second factor is enabled. */
  let enrolledSession: string | undefined;

  it('lets an operator without one only enrol, then asks every sign-in for a fresh code', async () => {
    const first = await login(DEV_OPERATOR);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ totpEnabled: false, totpEnrolmentRequired: true });
    const cookie = cookieFrom(first, 'aurum_operator');
    // Sessions last hours, not days.
    expect(first.cookies.find((entry) => entry.name === 'aurum_operator')?.maxAge).toBe(
      12 * 60 * 60,
    );
    const otherDevice = cookieFrom(await login(DEV_OPERATOR), 'aurum_operator');

    const blocked = await call('GET', '/api/admin/users', cookie);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ detail: 'second_factor_enrolment_required' });
    expect((await call('GET', '/api/admin/me', cookie)).statusCode).toBe(200);

    const early = await call('POST', '/api/admin/auth/totp/confirm', cookie, { code: '123456' });
    expect(early.json()).toEqual({ detail: 'second_factor_enrolment_not_started' });
    const enrolment = await call('POST', '/api/admin/auth/totp', cookie);
    expect(enrolment.statusCode).toBe(200);
    const { secret, otpauthUri } = enrolment.json<{ secret: string; otpauthUri: string }>();
    expect(otpauthUri).toBe(
      `otpauth://totp/Aurum:admin%40aurum.local?secret=${secret}&issuer=Aurum`,
    );
    const wrong = await call('POST', '/api/admin/auth/totp/confirm', cookie, {
      code: await codeAt(secret, -3600),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: 'invalid_second_factor' });
    // Kept: a 30 s step may pass before the spent-code check below, and a fresh code then
    // would be a new one.
    const confirmingCode = await codeAt(secret);
    const confirmed = await call('POST', '/api/admin/auth/totp/confirm', cookie, {
      code: confirmingCode,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ totpEnabled: true, totpEnrolmentRequired: false });
    expect((await call('GET', '/api/admin/users', cookie)).statusCode).toBe(200);
    // The session opened with the password alone elsewhere is over.
    expect((await call('GET', '/api/admin/me', otherDevice)).statusCode).toBe(401);
    const again = await call('POST', '/api/admin/auth/totp', cookie);
    expect(again.json()).toEqual({ detail: 'second_factor_already_enabled' });

    const noCode = await login(DEV_OPERATOR);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toEqual({ detail: 'second_factor_required' });
    expect(noCode.cookies).toHaveLength(0);
    const badCode = await login({ ...DEV_OPERATOR, code: await codeAt(secret, -3600) });
    expect(badCode.json()).toEqual({ detail: 'invalid_second_factor' });
    // The code that confirmed enrolment is spent; the next one works, once.
    const spent = await login({ ...DEV_OPERATOR, code: confirmingCode });
    expect(spent.json()).toEqual({ detail: 'invalid_second_factor' });
    const next = await codeAt(secret, 30);
    const signedIn = await login({ ...DEV_OPERATOR, code: next });
    expect(signedIn.statusCode).toBe(200);
    enrolledSession = cookieFrom(signedIn, 'aurum_operator');
    expect((await login({ ...DEV_OPERATOR, code: next })).json()).toEqual({
      detail: 'invalid_second_factor',
    });
  });

  it('lets an admin remove a lost second factor: its sessions end and it enrols again', async () => {
    const cookie = enrolledSession ?? '';
    const me = (await call('GET', '/api/admin/me', cookie)).json<{ id: string }>();
    const reset = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/operators/${me.id}/totp`,
      headers: { cookie },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ totpEnabled: false, totpEnrolmentRequired: true });
    expect((await call('GET', '/api/admin/me', cookie)).statusCode).toBe(401);
    const fresh = await login(DEV_OPERATOR);
    expect(fresh.json()).toMatchObject({ totpEnabled: false, totpEnrolmentRequired: true });
  });
});

describeRaces('one code, several sign-ins at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OPERATOR_REQUIRE_TOTP: 'true', LOGIN_ATTEMPTS_PER_IP: '1000' });
  });
  afterAll(() => t.close());

  it('signs in exactly one of them', async () => {
    const login = (payload: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload });
    const cookie = cookieFrom(await login(DEV_OPERATOR), 'aurum_operator');
    const enrol = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/totp',
      headers: { cookie },
    });
    const { secret } = enrol.json<{ secret: string }>();
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/totp/confirm',
      headers: { cookie },
      payload: { code: await codeAt(secret) },
    });
    const code = await codeAt(secret, 30);
    const outcomes = await race(
      ...Array.from({ length: 6 }, () => () => login({ ...DEV_OPERATOR, code })),
    );
    const statuses = settled(outcomes).values.map((res) => res.statusCode);
    expect(statuses.sort()).toEqual([200, 401, 401, 401, 401, 401]);
  });
});

describe('where a second factor is required', () => {
  it('is always required in production, whatever OPERATOR_REQUIRE_TOTP says', () => {
    const production = testConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      STUDIO_SECRET: 't'.repeat(40),
      OPERATOR_REQUIRE_TOTP: 'false',
    });
    expect(production.operators).toEqual({
      requireTotp: true,
      sessionTtlSeconds: 12 * 60 * 60,
      sessionIdleSeconds: 30 * 60,
    });
    expect(testConfig().operators.requireTotp).toBe(false);
  });
});

describe('TOTP secrets at rest', () => {
  it('are sealed: only the same SESSION_SECRET opens them', () => {
    const totp = createTotp('a'.repeat(40));
    const sealed = totp.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(totp.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(createTotp('b'.repeat(40)).open(sealed)).toBeUndefined();
    expect(totp.open(`${sealed.slice(0, -2)}xx`)).toBeUndefined();
  });
});
