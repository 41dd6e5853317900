// Game search at 10,000 games: p50/p95 of case- and accent-insensitive title search next to a
// plain sorted listing, on PGlite and (with DATABASE_URL) PostgreSQL. Prints figures only.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { createCatalogueRepo } from '../apps/server/src/modules/catalogue/catalogue.repo';
import { buildDemoGames } from '../apps/server/src/modules/catalogue/catalogue.seed';
import { createTestDatabaseUrl } from '../apps/server/src/test/test-app';
import { prepareDatabase } from './support';

const TARGET_GAMES = 10_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const QUERIES = [
  'pharaoh',
  'MEGAWAYS',
  'creme',
  'roulette',
  'gold rush',
  'dragón',
  'sweet',
  'crash',
  'zzz-nothing',
  'fortune',
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times;
}

async function measure(label: string, database: Database) {
  await prepareDatabase(database, { demo: true });
  const repo = createCatalogueRepo(database.db);
  const demo = buildDemoGames();
  const extra = [];
  for (let copy = 1; demo.length * (copy + 1) <= TARGET_GAMES + demo.length; copy++) {
    for (const game of demo) {
      if (demo.length + extra.length >= TARGET_GAMES) break;
      const { categoryKeys: _keys, ...row } = game;
      extra.push({ ...row, slug: `${row.slug}-${copy}`, title: `${row.title} ${copy + 1}` });
    }
  }
  await repo.insertGames(extra);
  const total = (await repo.listGames({ limit: 1, offset: 0, sort: 'popularity' })).total;

  let query = 0;
  const search = await timed(() =>
    repo.listGames({
      search: QUERIES[query++ % QUERIES.length],
      limit: 30,
      offset: 0,
      sort: 'popularity',
    }),
  );
  const plain = await timed(() => repo.listGames({ limit: 30, offset: 0, sort: 'popularity' }));
  const format = (times: number[]) =>
    `p50 ${percentile(times, 50).toFixed(2)} ms  p95 ${percentile(times, 95).toFixed(2)} ms`;
  console.log(`${label}: ${total} games, ${ROUNDS} requests each`);
  console.log(`  search (${QUERIES.length} queries)  ${format(search)}`);
  console.log(`  plain listing            ${format(plain)}`);
  console.log(
    `  ratio search/listing p50: ${(percentile(search, 50) / percentile(plain, 50)).toFixed(2)}`,
  );
}

const pglite = await openDatabase({
  kind: 'pglite',
  dataDir: path.join(mkdtempSync(path.join(tmpdir(), 'aurum-cat-')), 'pglite'),
});
await measure('PGlite', pglite);
await pglite.close();

if (process.env.DATABASE_URL) {
  const fresh = await createTestDatabaseUrl();
  const database = await openDatabase({ kind: 'postgres', url: fresh.url ?? '', poolMax: 4 });
  try {
    await measure('PostgreSQL', database);
  } finally {
    await database.close();
    await fresh.drop();
  }
}
