import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { openDatabase, PGLITE_EXTENSIONS, type Db } from '../db/client';
import { runMigrations } from '../db/migrate';
import * as schema from '../db/schema';
import { seedDatabase } from '../db/seed';
import { createPasswordHasher } from '../lib/password';
import {
  adminQuery,
  databaseUrl,
  TEMPLATE_KINDS,
  templateKindFor,
  testConfig,
  type TDatabaseTemplates,
  type TTemplateKind,
} from './test-app';

/**
 * Migrating and seeding a database takes seconds; copying a finished one takes a fraction of
 * that. Once per test run, the server project's global set-up migrates and seeds one database
 * per seed variant, and every test file starts from a copy of it: on PostgreSQL
 * `CREATE DATABASE ... TEMPLATE`, on PGlite a dump of the data directory loaded into a new
 * in-memory instance. The app's own start-up still runs on every copy and finds nothing left
 * to do. Built at the start of each run and never kept, so new migrations and seed steps are
 * always in.
 */

const noop = () => undefined;
const silentLog = {
  level: 'silent',
  ...Object.fromEntries(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => [l, noop]),
  ),
  child: () => silentLog,
} as unknown as FastifyBaseLogger;

const configFor = (kind: TTemplateKind, env: NodeJS.ProcessEnv = {}): Config =>
  testConfig({ SEED_DEMO_DATA: kind === 'demo' ? 'true' : 'false', ...env });

/** What every start does first (see assemble in app.ts), for a config of this kind. */
async function migrateAndSeed(db: Db, config: Config): Promise<void> {
  if (!templateKindFor(config)) throw new Error('no template for this config');
  await runMigrations(db);
  await seedDatabase(db, {
    demo: config.seedDemoData,
    production: false,
    disableDevOperator: config.disableDevOperator,
    passwords: createPasswordHasher(config.passwordHashCost),
    log: silentLog,
  });
}

/** Builds every template; the returned function removes them. */
export async function buildTemplates(): Promise<{
  templates: TDatabaseTemplates;
  remove: () => Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? buildPostgresTemplates(serverUrl) : buildPgliteTemplates();
}

async function buildPostgresTemplates(serverUrl: string) {
  const prefix = `aurum_tpl_${randomBytes(5).toString('hex')}`;
  const databases = Object.fromEntries(
    TEMPLATE_KINDS.map((kind) => [kind, `${prefix}_${kind}`]),
  ) as Record<TTemplateKind, string>;
  const remove = async () => {
    for (const name of Object.values(databases))
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    await Promise.all(
      TEMPLATE_KINDS.map(async (kind) => {
        await adminQuery(serverUrl, `CREATE DATABASE ${databases[kind]}`);
        const config = configFor(kind, { DATABASE_URL: databaseUrl(serverUrl, databases[kind]) });
        const database = await openDatabase(config.database);
        try {
          await database.withStartupLock((db) => migrateAndSeed(db, config));
        } finally {
          // A template must have no open connection while it is copied.
          await database.close();
        }
      }),
    );
  } catch (error) {
    await remove();
    throw error;
  }
  return { templates: { kind: 'postgres' as const, databases }, remove };
}

async function buildPgliteTemplates() {
  const dir = mkdtempSync(path.join(tmpdir(), 'aurum-test-templates-'));
  const remove = () => Promise.resolve(rmSync(dir, { recursive: true, force: true }));
  try {
    const dumps = {} as Record<TTemplateKind, string>;
    for (const kind of TEMPLATE_KINDS) {
      // In memory, as the test databases themselves: far faster than a data directory on disk.
      const client = await PGlite.create(undefined, { extensions: PGLITE_EXTENSIONS });
      try {
        await migrateAndSeed(drizzle(client, { schema }), configFor(kind));
        const dump = await client.dumpDataDir('none');
        dumps[kind] = path.join(dir, `${kind}.tar`);
        writeFileSync(dumps[kind], Buffer.from(await dump.arrayBuffer()));
      } finally {
        await client.close();
      }
    }
    return { templates: { kind: 'pglite' as const, dumps }, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
