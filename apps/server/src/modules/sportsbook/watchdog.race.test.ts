import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { describeRaces, race, repeatRace } from '../../test/race';
import { createTestApp, type TestApp } from '../../test/test-app';
import { shownMarkets } from './market-view';
import { fixture, oddsChange, T0, testIngest } from './test-feed.fixture';
import { createWatchdog } from './watchdog';

describeRaces('sportsbook feed watchdog on PostgreSQL', () => {
  let t: TestApp;
  let database: Database | undefined;
  beforeAll(async () => {
    t = await createTestApp({}, { onDatabase: (opened) => (database = opened) });
  });
  afterAll(() => t.close());

  it('never leaves a market open under a producer taken down while its odds change commits', async () => {
    if (!database) throw new Error('no database');
    const { db } = database;
    const f = testIngest(database);
    const watchdog = createWatchdog({
      db: database.db,
      ingest: f.ingest,
      clock: f.clock,
      heartbeatSeconds: 20,
    });
    await repeatRace(8, async (round) => {
      const id = `race:${round}`;
      await f.producerUp();
      await f.send(fixture(id, T0 + round * 100_000));
      f.advance(21_000);
      await race<unknown>(
        () => f.ingest.handle(oddsChange(id, T0 + round * 100_000 + 1)),
        () => watchdog.check(),
      );
      const markets = (await shownMarkets(db, [id])).get(id) ?? [];
      expect(markets.map((market) => market.status)).toEqual(['suspended', 'suspended']);
      f.advance(100_000);
    });
  });
});
