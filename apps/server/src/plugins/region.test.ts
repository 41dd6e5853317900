import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('region restriction', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ GEO_COUNTRY_HEADER: 'CF-IPCountry', RESTRICTED_COUNTRIES: 'us, fr' });
  });
  afterAll(() => t.close());

  it('answers a restricted country’s player calls with 451, its country and IP', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'cf-ipcountry': 'US' },
      remoteAddress: '203.0.113.7',
      payload: { email: 'someone@example.com', password: 'long password' },
    });
    expect(res.statusCode).toBe(451);
    expect(res.json()).toEqual({ detail: 'region_restricted', country: 'US', ip: '203.0.113.7' });
  });

  it('lets other countries and the languages call through', async () => {
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { 'cf-ipcountry': 'DE' },
    });
    expect(allowed.statusCode).toBe(401);
    const languages = await t.app.inject({
      method: 'GET',
      url: '/api/v1/languages',
      headers: { 'cf-ipcountry': 'FR' },
    });
    expect(languages.statusCode).toBe(200);
  });
});

describe('region restriction by GeoIP', () => {
  let t: TestApp;
  beforeAll(async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'aurum-geo-')), 'ranges.csv');
    writeFileSync(file, '198.51.100.0,198.51.100.255,GB\n203.0.113.0,203.0.113.255,NL\n');
    t = await createTestApp({ GEOIP_CSV: file, RESTRICTED_COUNTRIES: 'GB' });
  });
  afterAll(() => t.close());

  it('looks the client address up when no proxy header names a country', async () => {
    const blocked = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      remoteAddress: '198.51.100.20',
    });
    expect(blocked.statusCode).toBe(451);
    expect(blocked.json()).toEqual({
      detail: 'region_restricted',
      country: 'GB',
      ip: '198.51.100.20',
    });
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      remoteAddress: '203.0.113.20',
    });
    expect(allowed.statusCode).toBe(401);
  });
});
