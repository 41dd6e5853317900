// Sportsbook, on PGlite and, when DATABASE_URL is set, on PostgreSQL. Prints figures and ratios;
// exits non-zero only when a placement fails or settlement moves other money than expected.
// 1. Bets placed per second over HTTP (sportsbook-placement.ts): BENCH_CLIENTS players (16),
//    signed up and funded through the sandbox deposit route, each placing 1.00 singles and every
//    fifth slip a 2-leg combo on prematch markets loaded through the feed ingest, one idempotency
//    key per POST, for BENCH_DURATION seconds (8): bets/s, p50/p99 latency, non-2xx answers, and
//    on PostgreSQL pgbench's simple-update TPS on the same server with the ratio.
// 2. Settlement (sportsbook-settlement.ts) of BENCH_SETTLE_BETS open singles (100,000) on one
//    market: stakes are real ledger transfers (open-bets.repo.ts), the feed's settlement goes
//    through the ingest and the settle path runs until no bet is left: seconds and bets/s, then
//    every player's balance and the house's accounts checked against the expected totals.
//    PGlite settles a few hundred bets a second here, but loading 100,000 takes it several
//    minutes, so its run settles BENCH_SETTLE_BETS_PGLITE (10,000, or fewer when
//    BENCH_SETTLE_BETS is smaller) and the full count runs on PostgreSQL; the output states
//    each count.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/client';
import { createTestDatabaseUrl, testConfig } from '../apps/server/src/test/test-app';
import { placementOverHttp } from './sportsbook-placement';
import { settlement } from './sportsbook-settlement';
import { pgbenchTps } from './support';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const SETTLE_BETS = Number(process.env.BENCH_SETTLE_BETS ?? 100_000);
const SETTLE_BETS_PGLITE = Number(
  process.env.BENCH_SETTLE_BETS_PGLITE ?? Math.min(SETTLE_BETS, 10_000),
);
const load = { clients: CLIENTS, seconds: SECONDS };

/** The test configuration (timers off but the bets loop, cheap password hashes), a pool per client. */
const benchConfig = (env: NodeJS.ProcessEnv) =>
  testConfig({ DATABASE_POOL_MAX: String(CLIENTS), ...env });

/** Runs `work` on a new database of the DATABASE_URL server, dropped afterwards. */
async function onFreshPostgres<T>(work: (url: string) => Promise<T>): Promise<T> {
  const fresh = await createTestDatabaseUrl();
  try {
    return await work(fresh.url ?? '');
  } finally {
    await fresh.drop();
  }
}

const pgliteDir = mkdtempSync(path.join(tmpdir(), 'aurum-bench-'));
const embedded = { bets: 0, settled: 0 };
try {
  const config = benchConfig({ DATA_DIR: path.join(pgliteDir, 'http') });
  embedded.bets = await placementOverHttp('PGlite', config, load);
  const pglite = await openDatabase({ kind: 'pglite', dataDir: path.join(pgliteDir, 'settle') });
  try {
    embedded.settled = await settlement('PGlite', pglite, config, SETTLE_BETS_PGLITE);
  } finally {
    await pglite.close();
  }
} finally {
  rmSync(pgliteDir, { recursive: true, force: true });
}

if (process.env.DATABASE_URL) {
  const bets = await onFreshPostgres(async (url) => {
    const perSecond = await placementOverHttp(
      'PostgreSQL',
      benchConfig({ DATABASE_URL: url }),
      load,
    );
    const pgbench = pgbenchTps(url, CLIENTS, SECONDS);
    console.log(
      `  pgbench              ${pgbench.toFixed(0).padStart(7)} tps (built-in simple-update, ${CLIENTS} clients, same server)`,
    );
    console.log(`  ratio bets/pgbench: ${(perSecond / pgbench).toFixed(3)}`);
    return perSecond;
  });
  const settled = await onFreshPostgres(async (url) => {
    const postgres = await openDatabase({ kind: 'postgres', url, poolMax: CLIENTS });
    try {
      return await settlement('PostgreSQL', postgres, benchConfig({}), SETTLE_BETS);
    } finally {
      await postgres.close();
    }
  });
  console.log(`ratio PGlite/PostgreSQL bets placed: ${(embedded.bets / bets).toFixed(3)}`);
  // Rates at different counts do not compare (a pass walks each queued market's bets).
  if (SETTLE_BETS_PGLITE === SETTLE_BETS)
    console.log(`ratio PGlite/PostgreSQL bets settled: ${(embedded.settled / settled).toFixed(3)}`);
} else {
  console.log('PostgreSQL: skipped (set DATABASE_URL to run it and compare with pgbench)');
}
