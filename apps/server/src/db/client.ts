import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { TDatabaseConfig } from '../config';
import { retryConflicts } from './retry';
import * as schema from './schema';

export type TSchema = typeof schema;
/** The query builder every repository receives; the same for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, TSchema>;
/** A transaction handle, accepted wherever a repository needs to join the caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  kind: TDatabaseConfig['kind'];
  db: Db;
  /**
   * Runs `work` while holding a cluster-wide lock (a PostgreSQL advisory lock on one
   * connection), so that several nodes starting together migrate and seed one at a time.
   */
  withStartupLock<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const STARTUP_LOCK_KEY = 727_001;

export interface TDatabaseLog {
  warn(details: object, message: string): void;
}

export async function openDatabase(config: TDatabaseConfig, log?: TDatabaseLog): Promise<Database> {
  return config.kind === 'postgres' ? openPostgres(config, log) : openPglite(config);
}

function openPostgres(
  config: Extract<TDatabaseConfig, { kind: 'postgres' }>,
  log?: TDatabaseLog,
): Database {
  const pool = new pg.Pool({ connectionString: config.url, max: config.poolMax });
  // An idle connection that dies (server restart, killed backend) must not crash the process:
  // the pool drops it and the next query opens a new one.
  pool.on('error', (error) => log?.warn({ err: error }, 'idle database connection lost'));
  const db: Db = drizzleNodePg(pool, { schema });
  // Every top-level transaction is retried when it loses a race (serialization failure or
  // deadlock): the work inside runs again from the start, so it must only touch the database.
  const transaction = db.transaction.bind(db);
  db.transaction = (work, config) => retryConflicts(() => transaction(work, config), { log });
  return {
    kind: 'postgres',
    db,
    async withStartupLock(work) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await work(drizzleNodePg(client, { schema }));
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** The extensions the migrations use; PostgreSQL servers ship them in contrib. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

async function openPglite(config: Extract<TDatabaseConfig, { kind: 'pglite' }>): Promise<Database> {
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  const client = await PGlite.create(config.dataDir, {
    extensions: PGLITE_EXTENSIONS,
    ...(config.initialData ? { loadDataDir: config.initialData } : {}),
  });
  const db: Db = drizzlePglite(client, { schema });
  return {
    kind: 'pglite',
    db,
    // PGlite is one in-process connection: no other node can start against it.
    withStartupLock: (work) => work(db),
    close: () => client.close(),
  };
}

/** Rows of a raw SQL query; both drivers answer `{rows}`. */
export async function queryRows<TRow>(db: DbOrTx, query: SQL): Promise<TRow[]> {
  const result = (await db.execute(query)) as { rows: TRow[] };
  return result.rows;
}
