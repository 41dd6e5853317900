// Ledger throughput: transfers per second with N concurrent clients (each on its own wallet),
// on PostgreSQL next to pgbench's built-in simple-update TPS on the same database in the same
// run, and on PGlite. Prints figures and ratios only.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../apps/server/src/db/client';
import { createLedger } from '../apps/server/src/modules/wallet/ledger.service';
import { checkLedgerInvariants } from '../apps/server/src/modules/wallet/ledger-invariants';
import { createTestDatabaseUrl } from '../apps/server/src/test/test-app';
import { pgbenchTps, prepareDatabase } from './support';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_DURATION ?? 8);

async function ledgerTps(
  database: Database,
  clients: number,
): Promise<{ tps: number; transfers: number }> {
  await prepareDatabase(database, { demo: false });
  const ledger = createLedger({ db: database.db, currencyCode: 'USD' });
  const players: string[] = [];
  for (let index = 0; index < clients; index++) {
    const [row] = await queryRows<{ id: string }>(
      database.db,
      sql`INSERT INTO users (email, password_hash) VALUES (${`bench.${randomUUID()}@example.com`}, 'x') RETURNING id`,
    );
    if (!row) throw new Error('no player');
    players.push(row.id);
    await ledger.transfer({
      idempotencyKey: randomUUID(),
      kind: 'adjustment',
      postings: [
        { account: { house: 'adjustments' }, amount: -1_000_000n },
        { account: { userId: row.id, kind: 'main' }, amount: 1_000_000n },
      ],
    });
  }
  let transfers = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const started = Date.now();
  await Promise.all(
    players.map(async (userId, lane) => {
      for (let n = 0; Date.now() < deadline; n++) {
        // A bet and, every other time, a win: the shape of casino traffic.
        const amount = BigInt(1 + ((n + lane) % 50));
        await ledger.transfer({
          idempotencyKey: randomUUID(),
          kind: n % 2 === 0 ? 'bet' : 'win',
          postings:
            n % 2 === 0
              ? [
                  { account: { userId, kind: 'main' }, amount: -amount },
                  { account: { house: 'game' }, amount },
                ]
              : [
                  { account: { house: 'game' }, amount: -amount },
                  { account: { userId, kind: 'main' }, amount },
                ],
        });
        transfers++;
      }
    }),
  );
  const invariants = await checkLedgerInvariants(database.db);
  if (invariants.driftedAccounts || invariants.negativePlayers || invariants.unbalancedTransfers) {
    throw new Error(
      `ledger invariants broken: ${JSON.stringify(invariants, (_, v: unknown) => String(v))}`,
    );
  }
  return { tps: transfers / ((Date.now() - started) / 1000), transfers };
}

console.log(`ledger transfers: ${CLIENTS} concurrent clients, ${SECONDS}s per run`);
let postgresTps: number | undefined;
if (process.env.DATABASE_URL) {
  const fresh = await createTestDatabaseUrl();
  try {
    const url = fresh.url ?? '';
    const database = await openDatabase({ kind: 'postgres', url, poolMax: CLIENTS });
    const ledger = await ledgerTps(database, CLIENTS);
    await database.close();
    const pgbench = pgbenchTps(url, CLIENTS, SECONDS);
    postgresTps = ledger.tps;
    console.log(
      `  PostgreSQL ledger        ${ledger.tps.toFixed(0).padStart(7)} transfers/s (${ledger.transfers} transfers)`,
    );
    console.log(
      `  PostgreSQL pgbench       ${pgbench.toFixed(0).padStart(7)} tps (built-in simple-update, same database)`,
    );
    console.log(`  ratio ledger/pgbench: ${(ledger.tps / pgbench).toFixed(3)}`);
  } finally {
    await fresh.drop();
  }
} else {
  console.log('  PostgreSQL: skipped (set DATABASE_URL to compare with pgbench)');
}

const pglite = await openDatabase({
  kind: 'pglite',
  dataDir: path.join(mkdtempSync(path.join(tmpdir(), 'aurum-bench-')), 'pglite'),
});
const embedded = await ledgerTps(pglite, CLIENTS);
await pglite.close();
console.log(
  `  PGlite ledger            ${embedded.tps.toFixed(0).padStart(7)} transfers/s (${embedded.transfers} transfers)`,
);
if (postgresTps)
  console.log(`  ratio PGlite/PostgreSQL ledger: ${(embedded.tps / postgresTps).toFixed(3)}`);
