import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { operatorCookie } from '../../test/players';
import { createTestDatabaseUrl, testConfig } from '../../test/test-app';
import { DEV_OPERATOR } from './operators.seed';

describe('the development operator and production', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('refuses to start production on a database first started in development', async () => {
    const database = await createTestDatabaseUrl();
    cleanups.push(database.drop);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'aurum-dev-operator-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const storage = {
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    };

    const development = await buildApp(testConfig({ ...storage, NODE_ENV: 'development' }));
    const devSession = await operatorCookie(development);
    await development.close();

    const production = {
      ...storage,
      NODE_ENV: 'production',
      SESSION_SECRET: 'production-session-secret-0123456789abcdef',
      STUDIO_SECRET: 'production-studio-secret-0123456789abcdef',
    };
    await expect(buildApp(testConfig(production))).rejects.toThrow(
      /development operator admin@aurum\.local .* Production refuses to start .* DISABLE_DEV_OPERATOR=true/,
    );

    // Told to, production disables it: no sign-in, and its old session is over.
    const disabled = await buildApp(testConfig({ ...production, DISABLE_DEV_OPERATOR: 'true' }));
    const login = await disabled.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: DEV_OPERATOR,
    });
    expect(login.statusCode).toBe(401);
    const old = await disabled.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { cookie: devSession },
    });
    expect(old.statusCode).toBe(401);
    await disabled.close();

    // Once disabled it no longer blocks a production start.
    const later = await buildApp(testConfig(production));
    await later.close();
  }, 60_000);
});
