import { ZBilling, ZProfile } from '@aurum/contracts/me';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/players';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('current user and profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PATCH' | 'PUT', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('changes the language among offered ones only', async () => {
    const { cookie } = await signUp(t.app);
    const ok = await call('PATCH', '/api/v1/me', cookie, { language: 'ru' });
    expect(ok.json()).toMatchObject({ language: 'ru' });
    const notOffered = await call('PATCH', '/api/v1/me', cookie, { language: 'pl' });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json()).toEqual({ detail: 'language_not_offered', language: 'pl' });
    const unknown = await call('PATCH', '/api/v1/me', cookie, { language: 'xx' });
    expect(unknown.statusCode).toBe(400);
  });

  it('changes the display currency among supported ones only', async () => {
    const { cookie } = await signUp(t.app);
    const ok = await call('PATCH', '/api/v1/me', cookie, { currency: { primary: 'EUR' } });
    expect(ok.json()).toMatchObject({ primaryCurrency: 'EUR' });
    const bad = await call('PATCH', '/api/v1/me', cookie, { currency: { primary: 'XYZ' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'error_currency_not_supported', currency: 'XYZ' });
  });

  it('lets the name be set once, then refuses a change and keeps the old name', async () => {
    const { cookie } = await signUp(t.app);
    const fresh = ZProfile.parse((await call('GET', '/api/v1/me/profile', cookie)).json());
    expect(fresh).toMatchObject({ firstName: null, isNameChangeAvailable: true });

    const named = await call('PATCH', '/api/v1/me/profile', cookie, {
      firstName: 'Anna',
      lastName: 'Kowalska',
    });
    expect(named.json()).toMatchObject({
      firstName: 'Anna',
      lastName: 'Kowalska',
      isNameChangeAvailable: false,
    });

    const renamed = await call('PATCH', '/api/v1/me/profile', cookie, { firstName: 'Hanna' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toEqual({ detail: 'name_change_unavailable' });

    const other = await call('PATCH', '/api/v1/me/profile', cookie, {
      gender: 'female',
      dateOfBirth: '1990-04-12',
    });
    expect(other.json()).toMatchObject({
      firstName: 'Anna',
      gender: 'female',
      dateOfBirth: '1990-04-12',
    });
  });

  it('validates gender and birth date, refusing minors', async () => {
    const { cookie } = await signUp(t.app);
    const gender = await call('PATCH', '/api/v1/me/profile', cookie, { gender: 'robot' });
    expect(gender.statusCode).toBe(400);
    const badDate = await call('PATCH', '/api/v1/me/profile', cookie, {
      dateOfBirth: '1990-02-30',
    });
    expect(badDate.statusCode).toBe(400);
    const minorYear = new Date().getUTCFullYear() - 10;
    const minor = await call('PATCH', '/api/v1/me/profile', cookie, {
      dateOfBirth: `${minorYear}-01-01`,
    });
    expect(minor.statusCode).toBe(400);
    expect(minor.json()).toEqual({ detail: 'Validation.underage', field: 'dateOfBirth' });
    const profile = ZProfile.parse((await call('GET', '/api/v1/me/profile', cookie)).json());
    expect(profile.dateOfBirth).toBeNull();
  });

  it('reports billing and records when the bonus modal was shown', async () => {
    const { cookie } = await signUp(t.app);
    const billing = ZBilling.parse((await call('GET', '/api/v1/me/billing', cookie)).json());
    expect(billing).toEqual({
      countDeposit: 0,
      sumDeposits: { value: '0', primaryValue: '0.00', primaryPrecision: 2 },
      isShowModal: true,
      lastShowModalAt: null,
    });
    const shown = await call('PUT', '/api/v1/me/show_modal_info', cookie);
    const { lastShowModalAt } = shown.json<{ lastShowModalAt: string }>();
    const after = ZBilling.parse((await call('GET', '/api/v1/me/billing', cookie)).json());
    expect(after.lastShowModalAt).toBe(lastShowModalAt);
  });
});
