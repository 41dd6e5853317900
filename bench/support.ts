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
