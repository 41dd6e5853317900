import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { contentSecurityPolicy } from './security-headers';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A build as Vite leaves it: hashed assets with their precompressed twins and a source map. */
function fakeWebBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'aurum-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'images'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'studio.html'), '<!doctype html><div id="studio"></div>');
  writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'main-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dist, 'assets', 'main-abc123.js.map'), '{"version":3}');
  writeFileSync(path.join(dist, 'images', 'logo.svg'), '<svg/>');
  return dist;
}

const html = { accept: 'text/html,application/xhtml+xml' };
const secret = 'x'.repeat(40);

describe('transport and HTTP hardening', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      TRUST_PROXY: '1',
      LOGIN_ATTEMPTS_PER_IP: '2',
      WEB_DIST_DIR: fakeWebBuild(),
    });
  });
  afterAll(() => t.close());

  it('behind one proxy, takes the address the proxy saw, not what the client wrote', async () => {
    const login = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'nobody@example.com', password: 'wrong password here' },
        remoteAddress: '10.0.0.9',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    // Each attempt forges a new left-most address; the proxy appended the real one.
    const statuses = [];
    for (const spoofed of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      statuses.push((await login(`${spoofed}, 203.0.113.7`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 429]);
    const limited = await login('4.4.4.4, 203.0.113.7');
    expect(limited.statusCode).toBe(429);
    const { retryAfter } = limited.json<{ retryAfter: number }>();
    expect(retryAfter).toBeGreaterThan(0);
    expect(limited.headers['retry-after']).toBe(String(retryAfter));
    // Another client behind the same proxy is its own address.
    expect((await login('203.0.113.8')).statusCode).toBe(401);
  });

  it('sends security headers: CSP with the app, its studio frame and Telegram as framer', async () => {
    for (const url of ['/api/v1/languages', '/', '/studio.html']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(200);
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-src 'self'");
      // The sandbox chain is in process: nothing beyond this origin.
      expect(csp).toContain("connect-src 'self';");
      expect(csp).toContain("img-src 'self' data: blob:;");
      expect(csp).toContain("frame-ancestors 'self' https://web.telegram.org");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // No HSTS outside production; frame-ancestors, not X-Frame-Options, decides framing.
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('refuses state-changing calls a browser makes from another site', async () => {
    const logout = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers });
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example', 'content-type': 'text/plain' },
      { origin: 'null' },
      { origin: 'https://localhost.evil.example', host: 'localhost' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of crossSite) {
      const res = await logout(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual({ detail: 'forbidden_origin' });
    }
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/v2/favorites/1',
        headers: { origin: 'https://evil.example' },
      });
      expect(res.statusCode).toBe(403);
    }
    // The site itself, calls without Origin (servers, tools) and reads from anywhere pass.
    const ownSite: Record<string, string>[] = [
      { origin: 'https://casino.example', host: 'casino.example' },
      { origin: 'http://localhost:5173', host: 'localhost:5173' },
      { origin: 'https://aurum.example', 'x-forwarded-host': 'aurum.example' },
      { 'sec-fetch-site': 'same-origin' },
      {},
    ];
    for (const headers of ownSite) {
      expect((await logout(headers)).statusCode, JSON.stringify(headers)).toBe(200);
    }
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/languages',
      headers: { origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
  });

  it('serves the app for deep links to every client route, dots included', async () => {
    for (const url of [
      '/policies/example.com',
      '/policies/aurum.casino.example?ref=signup',
      '/games/12',
      '/providers/3/games',
      '/sportsbook/football',
      '/tournaments/7',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // Real file places stay files: a missing one is a 404, never the app.
    for (const url of ['/assets/gone.js', '/images/gone.svg', '/api/v1/gone', '/media/gone.svg']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(typeof res.json<{ detail: unknown }>().detail).toBe('string');
    }
    const studio = await t.app.inject({ method: 'GET', url: '/studio.html', headers: html });
    expect(studio.body).toContain('<div id="studio">');
    expect(studio.headers['cache-control']).toBe('no-cache');
  });

  it('serves precompressed assets with an immutable cache, and compresses API answers', async () => {
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);

    const docs = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(docs.headers['content-encoding']).toBe('gzip');
    const document = JSON.parse(gunzipSync(docs.rawPayload).toString()) as { openapi: unknown };
    expect(document.openapi).toMatch(/^3\./);
    // Small answers are not worth it.
    const health = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
    // Outside production the source maps are there for debugging.
    const map = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js.map' });
    expect(map.statusCode).toBe(200);
  });
});

describe('content security policy', () => {
  it('lets TON Connect reach wallet bridges and icons over HTTPS only when it talks to real wallets', () => {
    expect(contentSecurityPolicy()['connect-src']).toEqual(["'self'"]);
    const ton = contentSecurityPolicy({ tonConnect: true });
    expect(ton['connect-src']).toEqual(["'self'", 'https:']);
    expect(ton['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(ton['script-src']).toEqual(["'self'"]);
  });
});

describe('transport in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: secret,
      STUDIO_SECRET: secret,
      LOG_LEVEL: 'silent',
      PUBLIC_ORIGINS: 'https://aurum.example',
      WEB_DIST_DIR: fakeWebBuild(),
    });
  });
  afterAll(() => t.close());

  it('adds HSTS, keeps source maps and API docs private, and allows only the public origin', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect((await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js.map' })).statusCode,
    ).toBe(404);
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json']) {
      expect((await t.app.inject({ method: 'GET', url, headers: html })).statusCode, url).toBe(404);
    }
    const logout = (origin: string, host: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { origin, host } });
    expect((await logout('https://aurum.example', 'aurum.example')).statusCode).toBe(200);
    // With public origins configured, the Host header alone proves nothing.
    expect((await logout('https://other.example', 'other.example')).statusCode).toBe(403);
  });
});
