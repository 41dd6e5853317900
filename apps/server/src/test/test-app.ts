import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type TAppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import type { App } from '../lib/http';

/**
 * A fresh database for one test file: an in-memory PGlite by default, or, when DATABASE_URL
 * is set, a new PostgreSQL database on that server that is dropped afterwards.
 */
export async function createTestDatabaseUrl(): Promise<{
  url: string | undefined;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  const name = `aurum_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: ':memory:',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    // Each test app counts in its own Redis namespace.
    REDIS_KEY_PREFIX: `test:${randomBytes(4).toString('hex')}:`,
    // Tests sign up many players from one address.
    REGISTRATIONS_PER_IP: '10000',
    RATES_REFRESH_SECONDS: '0',
    SANDBOX_BLOCK_SECONDS: '0',
    WITHDRAW_PROCESS_SECONDS: '0',
    ORDERS_SWEEP_SECONDS: '0',
    SANDBOX_FIAT_SECONDS: '0',
    // Demo content (catalogue, sandbox bots) only for the tests that ask for it.
    SEED_DEMO_DATA: 'false',
    ...env,
  });
}

export interface TestApp {
  app: App;
  config: Config;
  close(): Promise<void>;
}

/** The whole platform on a fresh database, for `app.inject()` tests. */
export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  options: TAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabaseUrl();
  const config = testConfig({ ...(database.url ? { DATABASE_URL: database.url } : {}), ...env });
  const app = await buildApp(config, options);
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
