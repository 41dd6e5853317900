import { ZLanguageList } from '@aurum/contracts/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/v1/languages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOCALES: 'ru,en,uk', DEFAULT_LOCALE: 'en' });
  });
  afterAll(() => t.close());

  it('lists the configured locales in display order with flag icons', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/languages?mode=1' });
    expect(res.statusCode).toBe(200);
    const body = ZLanguageList.parse(res.json());
    expect(body.items).toEqual([
      { code: 'en', title: 'English', icon: '/images/flags/en.svg' },
      { code: 'ru', title: 'Русский', icon: '/images/flags/ru.svg' },
      { code: 'uk', title: 'Українська', icon: '/images/flags/uk.svg' },
    ]);
  });

  it('lets the client cache the list indefinitely', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/languages?mode=1' });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('rejects an unknown mode with the offending field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/languages?mode=7' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      detail: 'validation_error',
      in: 'querystring',
      fields: [{ path: 'mode' }],
    });
  });
});

describe('languages offered by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('offers English and Russian', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/languages' });
    const codes = ZLanguageList.parse(res.json()).items.map((language) => language.code);
    expect(codes).toEqual(['en', 'ru']);
  });
});
