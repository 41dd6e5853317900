import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startServerProcess } from '../apps/server/src/test/server-process';
import { TEST_PASSWORD_HASH_COST } from '../apps/server/src/test/test-app';
import { E2E_CRASH_SEED } from './crash-chain';
import { COUNTRY_HEADER, RESTRICTED_COUNTRY } from './restricted-region';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/**
 * Starts the built server (the same bundle `npm start` runs) on a free port with a fresh
 * database on the embedded default (PGlite in a temporary directory), as `npm start` runs on a
 * fresh checkout; with REDIS_URL set it shares Redis. The server suites cover PostgreSQL
 * (DATABASE_URL) and its races; the journeys cover the app as it ships.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aurum-e2e-'));
  const server = startServerProcess(
    {
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      RATES_REFRESH_SECONDS: '0',
      // Journeys sign many players up from one address; counters live in a namespace of this run.
      REGISTRATIONS_PER_IP: '1000',
      PROMO_MISSES_PER_IP: '1000',
      // The sportsbook journeys bet on the sandbox feed's fixtures and live matches.
      SPORTSBOOK_SANDBOX_FEED: 'true',
      // A day ahead, not a week: the live matches are all they need, and the book's writes share
      // the server with every other journey.
      SPORTSBOOK_SANDBOX_HOURS: '24',
      REDIS_KEY_PREFIX: `e2e:${randomBytes(4).toString('hex')}:`,
      // Requests naming the restricted country in this header play visitors from it.
      GEO_COUNTRY_HEADER: COUNTRY_HEADER,
      RESTRICTED_COUNTRIES: RESTRICTED_COUNTRY,
      // The wallet journey withdraws what it deposited: no games to wager it in yet. The rule
      // itself is covered by the server and component tests.
      WITHDRAW_WAGER_MULTIPLIER: '0',
      // Operators confirm the journeys' fiat orders; the sandbox bank stays out of the way.
      SANDBOX_FIAT_SECONDS: '0',
      PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST,
      // The crash journey computes the rounds ahead from the chain's seed.
      CRASH_CHAIN_SEED: E2E_CRASH_SEED,
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    },
    'dist',
  );
  await server.healthy();
  project.provide('baseURL', server.baseURL);

  return async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
