import { execFileSync } from 'node:child_process';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { seedDatabase } from '../apps/server/src/db/seed';
import { createPasswordHasher } from '../apps/server/src/lib/password';

const noop = () => undefined;
/** A logger that drops everything: benchmarks print only their figures. */
export const silentLog = {
  level: 'silent',
  info: noop,
  warn: noop,
  error: noop,
  debug: noop,
  fatal: noop,
  trace: noop,
  silent: noop,
  child: () => silentLog,
} as unknown as FastifyBaseLogger;

/** Migrates and seeds a fresh database as a first start would. */
export async function prepareDatabase(
  database: Database,
  options: { demo: boolean },
): Promise<void> {
  await runMigrations(database.db);
  await seedDatabase(database.db, {
    demo: options.demo,
    production: false,
    passwords: createPasswordHasher(),
    log: silentLog,
  });
}

/**
 * pgbench's built-in simple-update TPS with `clients` connections for `seconds`, on the database
 * at `url` (its pgbench tables created there first): the server's own figure to compare with.
 */
export function pgbenchTps(url: string, clients: number, seconds: number): number {
  const target = new URL(url);
  const args = [
    '-h',
    target.hostname,
    '-p',
    target.port || '5432',
    '-U',
    decodeURIComponent(target.username || 'postgres'),
  ];
  const dbName = target.pathname.slice(1);
  execFileSync('pgbench', [...args, '-i', '-q', '-s', String(Math.max(1, clients)), dbName], {
    stdio: 'pipe',
  });
  const output = execFileSync(
    'pgbench',
    [
      ...args,
      '-b',
      'simple-update',
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds),
      dbName,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const match = /tps = ([\d.]+)/.exec(output);
  if (!match?.[1]) throw new Error(`could not read pgbench output:\n${output}`);
  return Number(match[1]);
}

/** Marks the run failed (non-zero exit) with the reason among the figures. */
export function failCheck(message: string): void {
  process.exitCode = 1;
  console.log(`  FAILED: ${message}`);
}
