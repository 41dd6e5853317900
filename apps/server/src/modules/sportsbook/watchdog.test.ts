import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { sbProducers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { shownMarkets } from './market-view';
import { fixture, oddsChange, PRODUCER, T0, testIngest } from './test-feed.fixture';
import { createWatchdog } from './watchdog';

describe('sportsbook feed watchdog', () => {
  let t: TestApp;
  let database: Database | undefined;
  const db = () => {
    if (!database) throw new Error('no database');
    return database.db;
  };
  beforeAll(async () => {
    t = await createTestApp({}, { onDatabase: (opened) => (database = opened) });
  });
  afterAll(() => t.close());

  function setUp() {
    if (!database) throw new Error('no database');
    const f = testIngest(database);
    const watchdog = createWatchdog({
      db: db(),
      ingest: f.ingest,
      clock: f.clock,
      heartbeatSeconds: 20,
    });
    return { ...f, watchdog };
  }
  const statuses = async (eventIds: string[]) => {
    const markets = await shownMarkets(db(), eventIds);
    return eventIds.flatMap((id) => (markets.get(id) ?? []).map((market) => market.status));
  };
  const producerStatus = async () =>
    (await db().select().from(sbProducers).where(eq(sbProducers.id, PRODUCER)))[0]?.status;

  it('starts a new producer down, asks for a full recovery and comes up only on its answer', async () => {
    const f = setUp();
    await f.send({ type: 'alive', producer: PRODUCER, timestamp: T0, subscribed: true });
    expect(await producerStatus()).toBe('down');
    const [request] = f.recoveries;
    expect(request).toMatchObject({ producer: PRODUCER, requestId: 1 });
    await f.send(fixture('wd:0'), oddsChange('wd:0', T0 + 1));
    expect(await statuses(['wd:0'])).toEqual(['suspended', 'suspended']);
    await f.send({ type: 'snapshot_complete', producer: PRODUCER, timestamp: T0, requestId: 99 });
    expect(await producerStatus()).toBe('down');
    await f.send({ type: 'snapshot_complete', producer: PRODUCER, timestamp: T0, requestId: 1 });
    expect(await producerStatus()).toBe('up');
    await f.send(oddsChange('wd:0', T0 + 2));
    expect(await statuses(['wd:0'])).toEqual(['active', 'active']);
  });

  it('suspends every active market of a producer silent past 20 s until its recovery completes', async () => {
    const f = setUp();
    await f.send({ type: 'alive', producer: PRODUCER, timestamp: T0, subscribed: true });
    await f.send(
      fixture('wd:1'),
      oddsChange('wd:1', T0 + 1),
      fixture('wd:2'),
      oddsChange('wd:2', T0 + 1),
    );
    await f.send({
      type: 'bet_stop',
      producer: PRODUCER,
      timestamp: T0 + 2,
      eventId: 'wd:2',
      marketTypes: ['total'],
    });
    const lastAlive = f.clock();
    f.advance(19_000);
    expect(await f.watchdog.check()).toEqual([]);
    expect(await statuses(['wd:1', 'wd:2'])).toEqual(['active', 'active', 'active', 'suspended']);

    f.advance(2_000);
    f.published.length = 0;
    expect(await f.watchdog.check()).toEqual([PRODUCER]);
    expect(await statuses(['wd:1', 'wd:2'])).toEqual(Array(4).fill('suspended'));
    // Other tests' events of the producer are suspended too; these two events had three open.
    const here = f.published.filter((p) =>
      ['sportsbook#wd:1', 'sportsbook#wd:2'].includes(p.channel),
    );
    expect(here).toHaveLength(3);
    expect(f.recoveries.at(-1)).toMatchObject({ producer: PRODUCER, since: lastAlive });
    // A second pass finds it already down: nothing more.
    expect(await f.watchdog.check()).toEqual([]);

    // Heartbeats and odds while recovering keep the markets suspended.
    await f.send({ type: 'alive', producer: PRODUCER, timestamp: T0 + 30_000, subscribed: true });
    await f.send(oddsChange('wd:1', T0 + 30_000));
    expect(await statuses(['wd:1'])).toEqual(['suspended', 'suspended']);
    const requestId = f.recoveries.at(-1)?.requestId ?? 0;
    await f.send({ type: 'snapshot_complete', producer: PRODUCER, timestamp: T0, requestId });
    await f.send(oddsChange('wd:1', T0 + 31_000));
    expect(await statuses(['wd:1'])).toEqual(['active', 'active']);
  });

  it('takes a producer down at once when its heartbeat says it lost the subscription', async () => {
    const f = setUp();
    await f.producerUp();
    await f.send(fixture('wd:3'), oddsChange('wd:3', T0 + 1));
    await f.send({ type: 'alive', producer: PRODUCER, timestamp: T0 + 2, subscribed: false });
    expect(await producerStatus()).toBe('down');
    expect(await statuses(['wd:3'])).toEqual(['suspended', 'suspended']);
  });

  it('asks again for a recovery left unanswered past the retry time', async () => {
    const f = setUp();
    await f.send({ type: 'alive', producer: 'retry', timestamp: T0, subscribed: true });
    const before = f.recoveries.length;
    f.advance(30_000);
    await f.send({ type: 'alive', producer: 'retry', timestamp: T0, subscribed: true });
    expect(f.recoveries).toHaveLength(before);
    f.advance(31_000);
    await f.send({ type: 'alive', producer: 'retry', timestamp: T0, subscribed: true });
    expect(f.recoveries).toHaveLength(before + 1);
  });
});
