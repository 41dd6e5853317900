import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabaseUrl, testConfig } from '../test/test-app';
import { DEMO_WHEEL_PROMO_CODE } from '../modules/wheel/wheel.seed';
import { openDatabase } from './client';
import {
  banners,
  bonusOffers,
  promoCodes,
  cryptoNetworks,
  currencies,
  games,
  languages,
  operators,
  seedRuns,
  telegramBots,
  wheelPrizes,
} from './schema';

/** The same persistent database, started several times: PGlite on disk or one PostgreSQL database. */
async function persistentEnv() {
  const database = await createTestDatabaseUrl();
  const storage = database.url
    ? { DATABASE_URL: database.url }
    : { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'aurum-seed-')) };
  return { env: { ...storage, SEED_DEMO_DATA: 'true' }, drop: database.drop };
}

describe('migrations and seeding', () => {
  it('never seeds the development operator in production', async () => {
    const app = await buildApp(
      testConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'p'.repeat(40),
        STUDIO_SECRET: 'q'.repeat(40),
      }),
    );
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { email: 'admin@aurum.local', password: 'aurum-dev-operator' },
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('seeds once: restarting the server writes nothing twice', async () => {
    const { env, drop } = await persistentEnv();
    cleanups.push(drop);
    for (let start = 0; start < 2; start++) {
      const app = await buildApp(testConfig(env));
      await app.close();
    }
    const config = testConfig(env);
    const database = await openDatabase(config.database);
    try {
      const runs = await database.db.select().from(seedRuns);
      expect(runs.map((run) => run.name).sort()).toEqual([
        'bonus-offers.demo.v1',
        'catalogue.demo-engines.v1',
        'catalogue.demo-engines.v2',
        'catalogue.demo.v1',
        'crypto-terms.v1',
        'currencies.v1',
        'fiat-methods.demo.v1',
        'games.originals.v1',
        'games.originals.v2',
        'languages.v1',
        'operators.dev.v1',
        'promo-codes.demo.v1',
        'sportsbook-sports.v1',
        'telegram-bots.demo.v1',
        'tournaments.demo.v1',
        'wheel.demo.v1',
      ]);
      expect(await database.db.$count(languages)).toBe(9);
      expect(await database.db.$count(operators)).toBe(1);
      expect(await database.db.$count(telegramBots)).toBe(2);
      expect(await database.db.$count(currencies)).toBe(17);
      expect(await database.db.$count(cryptoNetworks)).toBe(12);
      expect(await database.db.$count(games)).toBe(333);
      // Six, and the one that opens the bonus drawer.
      expect(await database.db.$count(banners)).toBe(8);
      // The demo's eight, the wheel's bonus offer and four behind the demo promo codes.
      expect(await database.db.$count(bonusOffers)).toBe(13);
      expect(await database.db.$count(wheelPrizes)).toBe(15);
      expect(await database.db.$count(promoCodes)).toBe(4);
      // The wheel's promo prize hands out a code a player can redeem.
      const codes = await database.db.select({ code: promoCodes.code }).from(promoCodes);
      expect(codes.map((row) => row.code)).toContain(DEMO_WHEEL_PROMO_CODE);
    } finally {
      await database.close();
    }
  });

  it.runIf(process.env.DATABASE_URL)(
    'lets several nodes start on one empty PostgreSQL database at once',
    async () => {
      const { env, drop } = await persistentEnv();
      cleanups.push(drop);
      const apps = await Promise.all([1, 2, 3].map(() => buildApp(testConfig(env))));
      const res = await apps[2]?.inject({ method: 'GET', url: '/api/v1/languages' });
      expect(res?.statusCode).toBe(200);
      await Promise.all(apps.map((app) => app.close()));
    },
  );
});
