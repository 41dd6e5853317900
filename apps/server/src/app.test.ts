import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ZHealth } from '@aurum/contracts/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

function fakeWebBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'aurum-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  return dist;
}

describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: fakeWebBuild() });
  });
  afterAll(() => t.close());

  it('answers /healthz once it can serve, naming its storage', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(ZHealth.parse(res.json())).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      redis: process.env.REDIS_URL ? 'connected' : 'disabled',
    });
  });

  it('answers unknown API routes with 404 {detail: not_found}', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/v1/nothing-here' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'not_found' });
    }
  });

  it('serves the web app for client routes (SPA fallback), never for API paths', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/tournaments/12?tab=rules',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');

    const api = await t.app.inject({
      method: 'GET',
      url: '/api/v1/unknown',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
  });

  it('serves hashed assets with a long cache and 404s a missing file', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/gone.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('publishes an OpenAPI document built from the contracts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/v1/languages']?.get).toMatchObject({
      summary: 'Languages offered to players',
      tags: ['languages'],
    });
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});
