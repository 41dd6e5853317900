import { readMigrationFiles } from 'drizzle-orm/migrator';
import { paths } from '../config';
import type { Db } from './client';

interface MigratingDialect {
  migrate(
    migrations: ReturnType<typeof readMigrationFiles>,
    session: unknown,
    config: { migrationsFolder: string },
  ): Promise<void>;
}

/**
 * Applies the SQL migrations in apps/server/migrations that this database has not seen.
 * The same files serve PGlite and PostgreSQL.
 */
export async function runMigrations(db: Db, migrationsFolder = paths.migrations): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  // Both drivers' migrators are this one call on the shared PostgreSQL dialect.
  const internals = db as unknown as { dialect: MigratingDialect; session: unknown };
  await internals.dialect.migrate(migrations, internals.session, { migrationsFolder });
}
