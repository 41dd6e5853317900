// HTTP throughput of the API's first real read (languages) next to /healthz (one `select 1`),
// on PGlite and, when DATABASE_URL is set, on PostgreSQL. Prints figures and ratios only.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createTestDatabaseUrl } from '../apps/server/src/test/test-app';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = 20;

async function measure(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function run(label: string, env: NodeJS.ProcessEnv) {
  const app = await buildApp(loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/none', ...env }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const base = `http://127.0.0.1:${address.port}`;
  try {
    const health = await measure(`${base}/healthz`);
    const languages = await measure(`${base}/api/v1/languages?mode=1`);
    console.log(`${label}: ${CONNECTIONS} connections, ${DURATION_S}s each`);
    for (const [name, figures] of [
      ['/healthz', health],
      ['/api/v1/languages', languages],
    ] as const) {
      console.log(
        `  ${name.padEnd(20)} ${figures.rps.toFixed(0).padStart(7)} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms  errors ${figures.errors}`,
      );
    }
    console.log(`  ratio languages/healthz: ${(languages.rps / health.rps).toFixed(2)}`);
  } finally {
    await app.close();
  }
}

await run('PGlite', { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'aurum-bench-')) });
if (process.env.DATABASE_URL) {
  const database = await createTestDatabaseUrl();
  try {
    await run('PostgreSQL', { DATA_DIR: ':memory:', DATABASE_URL: database.url });
  } finally {
    await database.drop();
  }
}
