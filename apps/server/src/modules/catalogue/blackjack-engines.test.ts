import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { games, seedRuns } from '../../db/schema';
import { createTestDatabaseUrl, testConfig } from '../../test/test-app';
import { engineFor, ORIGINALS } from './studio-games.seed';

const LIVE_TITLES = ['Classic Blackjack', 'Salon Privé Blackjack', 'Party Blackjack'];

describe('the blackjack table in the catalogue', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('maps live blackjack titles to the studio table and lists Aurum Blackjack', () => {
    const code = engineFor({
      slug: 'classic-blackjack',
      title: 'Classic Blackjack',
      theme: 'blackjack',
    });
    expect(code).toEqual({ type: 'blackjack', variant: 'classic', theme: 'blackjack' });
    expect(ORIGINALS.find((game) => game.title === 'Aurum Blackjack')?.code).toEqual(code);
  });

  it('brings a database seeded before the table along: the original and the mapping', async () => {
    const database = await createTestDatabaseUrl();
    cleanups.push(database.drop);
    const env = {
      ...(database.url
        ? { DATABASE_URL: database.url }
        : { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'aurum-bj-seed-')) }),
      SEED_DEMO_DATA: 'true',
    };
    await (await buildApp(testConfig(env))).close();

    // The database as it was before this step: no Aurum Blackjack, live titles without engine.
    const config = testConfig(env);
    let db = await openDatabase(config.database);
    try {
      await db.db
        .delete(seedRuns)
        .where(inArray(seedRuns.name, ['games.originals.v2', 'catalogue.demo-engines.v2']));
      await db.db.delete(games).where(eq(games.title, 'Aurum Blackjack'));
      await db.db
        .update(games)
        .set({ externalId: 'live-table', rtp: null })
        .where(inArray(games.title, LIVE_TITLES));
    } finally {
      await db.close();
    }

    await (await buildApp(testConfig(env))).close();
    db = await openDatabase(config.database);
    try {
      const rows = await db.db
        .select({ title: games.title, externalId: games.externalId, rtp: games.rtp })
        .from(games)
        .where(inArray(games.title, [...LIVE_TITLES, 'Aurum Blackjack']));
      expect(rows).toHaveLength(LIVE_TITLES.length + 1);
      for (const row of rows) {
        expect(row, row.title).toMatchObject({
          externalId: 'blackjack/classic/blackjack',
          rtp: '99.68',
        });
      }
    } finally {
      await db.close();
    }
  });
});
