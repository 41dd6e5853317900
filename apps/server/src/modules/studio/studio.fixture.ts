import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { createTestDatabaseUrl } from '../../test/test-app';
import type { TItemLog } from '../../lib/each-item';
import { createFairness } from './fairness.service';
import { createStudio } from './studio.service';
import type { WalletClient } from './wallet-client';

/** A migrated database of the suite's own (PostgreSQL when DATABASE_URL is set), for a studio with a fake wallet. */
export function useStudioDatabase(): () => Database {
  let database: Database | undefined;
  let drop: () => Promise<void> = () => Promise.resolve();
  beforeAll(async () => {
    const fresh = await createTestDatabaseUrl();
    drop = fresh.drop;
    database = await openDatabase(
      fresh.url
        ? { kind: 'postgres', url: fresh.url, poolMax: 2 }
        : { kind: 'pglite', dataDir: undefined },
    );
    await runMigrations(database.db);
  });
  afterAll(async () => {
    await database?.close();
    await drop();
  });
  return () => {
    if (!database) throw new Error('the studio database opens in beforeAll');
    return database;
  };
}

/** The studio on `database` talking to `wallet`, with one real-money session of player-1. */
export async function studioWithWallet(
  database: Database,
  wallet: WalletClient,
  game: { code: string; title: string },
  log?: TItemLog,
) {
  const studio = createStudio({
    db: database.db,
    id: 'aurum-studio',
    secret: 'studio-test-secret',
    wallet,
    fairness: createFairness({ db: database.db }),
    limits: { minBet: 10n, maxBet: 100_000n, defaultBet: 100n, demoBalance: 100_000n },
    ...(log ? { log } : {}),
  });
  const { url } = await studio.studio.launch({
    token: 'platform-token-0123456789abcdef',
    playerId: 'player-1',
    demo: false,
    gameCode: game.code,
    title: game.title,
    currency: { code: 'USD', precision: 2 },
    language: 'en',
  });
  const sessionId = new URL(url, 'http://x').searchParams.get('session') ?? '';
  return { studio, sessionId, player: () => Promise.resolve('player-1') };
}
