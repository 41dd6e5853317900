import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type TAppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import type { App } from '../lib/http';

/** The seed variants a test database can start from (see database-templates.ts). */
export const TEMPLATE_KINDS = ['base', 'demo'] as const;
export type TTemplateKind = (typeof TEMPLATE_KINDS)[number];

export type TDatabaseTemplates =
  /** Names of template databases on the DATABASE_URL server. */
  | { kind: 'postgres'; databases: Record<TTemplateKind, string> }
  /** Files holding dumped PGlite data directories. */
  | { kind: 'pglite'; dumps: Record<TTemplateKind, string> };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Built by the server project's global set-up; absent elsewhere. */
    databaseTemplates: TDatabaseTemplates | undefined;
  }
}

/**
 * The template whose start-up matches this config's, if any: the seed depends only on the demo
 * flag and on production, and production (which refuses a development database) starts empty.
 */
export function templateKindFor(config: Config): TTemplateKind | undefined {
  if (config.env === 'production') return undefined;
  if (config.database.kind === 'pglite' && config.database.dataDir) return undefined;
  return config.seedDemoData ? 'demo' : 'base';
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance connection (CREATE/DROP DATABASE). */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh database for one test file: an in-memory PGlite by default, or, when DATABASE_URL
 * is set, a new PostgreSQL database on that server that is dropped afterwards. Empty, or a
 * copy of `template` (a database on the same server).
 */
export async function createTestDatabaseUrl(template?: string): Promise<{
  url: string | undefined;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  const name = `aurum_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** scrypt at N=2^4 for tests: a hash costs microseconds instead of ~100 ms. */
export const TEST_PASSWORD_HASH_COST = '4';

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
    PROMO_MISSES_PER_IP: '10000',
    RATES_REFRESH_SECONDS: '0',
    SANDBOX_BLOCK_SECONDS: '0',
    WITHDRAW_PROCESS_SECONDS: '0',
    ORDERS_SWEEP_SECONDS: '0',
    TON_WATCH_SECONDS: '0',
    SANDBOX_FIAT_SECONDS: '0',
    // The sandbox odds feed and the feed watchdog run only in the tests that start them.
    SPORTSBOOK_SANDBOX_FEED: 'false',
    SPORTSBOOK_WATCHDOG_SECONDS: '0',
    // The crash round clock runs only in the tests that start it.
    CRASH_LOOP_MS: '0',
    // Full-cost scrypt spends ~100 ms of a core per sign-up; hashes carry their own cost.
    // Production refuses a low cost, so production-mode tests hash at full strength.
    ...(env.NODE_ENV === 'production' ? {} : { PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST }),
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
  const templates = inject('databaseTemplates');
  const kind = templateKindFor(testConfig(env));
  const template = kind && templates?.kind === 'postgres' ? templates.databases[kind] : undefined;
  const database = await createTestDatabaseUrl(template);
  const config = testConfig({ ...(database.url ? { DATABASE_URL: database.url } : {}), ...env });
  if (kind && templates?.kind === 'pglite' && config.database.kind === 'pglite') {
    // A copy of the migrated and seeded data directory, in memory like any test database.
    const dump = readFileSync(templates.dumps[kind]);
    config.database = { ...config.database, initialData: new Blob([dump]) };
  }
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
