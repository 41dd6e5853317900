import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { sbEvents, sbMarkets, sbOutcomes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { marketsByIds, shownMarkets } from './market-view';
import { fixture, oddsChange, PRODUCER, T0, testIngest } from './test-feed.fixture';

describe('sportsbook ingest', () => {
  let t: TestApp;
  let database: Database | undefined;
  const db = () => {
    if (!database) throw new Error('no database');
    return database.db;
  };
  const feed = () => {
    if (!database) throw new Error('no database');
    return testIngest(database);
  };
  beforeAll(async () => {
    t = await createTestApp({}, { onDatabase: (opened) => (database = opened) });
  });
  afterAll(() => t.close());

  const markets = async (eventId: string) =>
    (await shownMarkets(db(), [eventId])).get(eventId) ?? [];
  const statusOf = async (eventId: string, type: string) =>
    (await markets(eventId)).find((market) => market.type === type)?.status;

  it('stores fixtures and odds, and publishes each written market after commit', async () => {
    const f = feed();
    await f.producerUp();
    await f.send(fixture('ev:1'), oddsChange('ev:1', T0 + 1));
    const [main, total] = await markets('ev:1');
    expect(main).toMatchObject({ type: '1x2', name: '1X2', status: 'active' });
    expect(main?.outcomes.map((o) => [o.id, o.name, o.odds])).toEqual([
      ['home', 'Harbourside Rovers', 2100],
      ['draw', 'Draw', 3400],
      ['away', 'Kingsbridge Athletic', 3500],
    ]);
    expect(total).toMatchObject({ name: 'Total 2.5', specifiers: 'total=2.5' });
    const channels = f.published.map((p) => [p.channel, (p.data as { kind: string }).kind]);
    expect(channels).toEqual([
      ['sportsbook#ev:1', 'market'],
      ['sportsbook#ev:1', 'market'],
    ]);
  });

  it('bumps an outcome odds version only when its odds change, and ignores an older message', async () => {
    const f = feed();
    await f.producerUp();
    await f.send(fixture('ev:2'), oddsChange('ev:2', T0 + 10));
    const version = async () => {
      const [row] = await db()
        .select({ odds: sbOutcomes.odds, version: sbOutcomes.oddsVersion })
        .from(sbOutcomes)
        .innerJoin(sbMarkets, eq(sbMarkets.id, sbOutcomes.marketId))
        .where(eq(sbMarkets.eventId, 'ev:2'))
        .orderBy(sbOutcomes.outcomeId)
        .limit(1);
      return row;
    };
    expect(await version()).toEqual({ odds: 3500, version: 1 });
    await f.send(oddsChange('ev:2', T0 + 10));
    expect(await version()).toEqual({ odds: 3500, version: 1 });
    await f.send(oddsChange('ev:2', T0 + 20, [2000, 3400, 3700, 1900, 1900]));
    expect(await version()).toEqual({ odds: 3700, version: 2 });
    await f.send(oddsChange('ev:2', T0 + 15, [2000, 3400, 9000, 1900, 1900]));
    expect(await version()).toEqual({ odds: 3700, version: 2 });
  });

  it('suspends only active markets of the given types on a bet stop; a late odds change cannot undo it', async () => {
    const f = feed();
    await f.producerUp();
    await f.send(fixture('ev:3'), oddsChange('ev:3', T0 + 1));
    await f.send({
      type: 'bet_stop',
      producer: PRODUCER,
      timestamp: T0 + 5,
      eventId: 'ev:3',
      marketTypes: ['total'],
    });
    expect([await statusOf('ev:3', '1x2'), await statusOf('ev:3', 'total')]).toEqual([
      'active',
      'suspended',
    ]);
    await f.send({ type: 'bet_stop', producer: PRODUCER, timestamp: T0 + 6, eventId: 'ev:3' });
    await f.send(oddsChange('ev:3', T0 + 4));
    expect(await statusOf('ev:3', '1x2')).toBe('suspended');
    await f.send(oddsChange('ev:3', T0 + 7));
    expect(await statusOf('ev:3', '1x2')).toBe('active');
  });

  it('settles, never reopens a settled market, and rolls a settlement back', async () => {
    const f = feed();
    await f.producerUp();
    await f.send(fixture('ev:4'), oddsChange('ev:4', T0 + 1));
    const settlement = (
      timestamp: number,
      certainty: 'provisional' | 'confirmed',
      home: 0 | 1,
    ) => ({
      type: 'bet_settlement' as const,
      producer: PRODUCER,
      timestamp,
      eventId: 'ev:4',
      certainty,
      markets: [
        {
          type: '1x2' as const,
          specifiers: '',
          outcomes: [
            { id: 'home', result: home },
            { id: 'draw', result: 0 as const },
            { id: 'away', result: (1 - home) as 0 | 1, voidFactor: '1/2' as const },
          ],
        },
      ],
    });
    const results = async () =>
      db()
        .select({ id: sbOutcomes.outcomeId, result: sbOutcomes.result, vf: sbOutcomes.voidFactor })
        .from(sbOutcomes)
        .innerJoin(sbMarkets, eq(sbMarkets.id, sbOutcomes.marketId))
        .where(eq(sbMarkets.eventId, 'ev:4'))
        .orderBy(sbOutcomes.outcomeId);
    await f.send(settlement(T0 + 10, 'provisional', 1), settlement(T0 + 10, 'provisional', 1));
    expect(await statusOf('ev:4', '1x2')).toBe('settled');
    await f.send(oddsChange('ev:4', T0 + 11));
    expect(await statusOf('ev:4', '1x2')).toBe('settled');
    await f.send(settlement(T0 + 12, 'confirmed', 1), settlement(T0 + 13, 'provisional', 0));
    const [market] = await db()
      .select()
      .from(sbMarkets)
      .where(eq(sbMarkets.eventId, 'ev:4'))
      .orderBy(sbMarkets.type);
    expect(market?.certainty).toBe('confirmed');
    expect(await results()).toContainEqual({ id: 'home', result: 1, vf: '0' });
    expect(await results()).toContainEqual({ id: 'away', result: 0, vf: '1/2' });

    await f.send({
      type: 'rollback_bet_settlement',
      producer: PRODUCER,
      timestamp: T0 + 20,
      eventId: 'ev:4',
      markets: [{ type: '1x2', specifiers: '' }],
    });
    expect(await statusOf('ev:4', '1x2')).toBe('suspended');
    // The first settlement delivered again after the rollback is older than it: ignored.
    await f.send(settlement(T0 + 10, 'provisional', 1));
    expect(await statusOf('ev:4', '1x2')).toBe('suspended');
    expect((await results()).every((row) => row.result === null && row.vf === null)).toBe(true);
  });

  it('records a windowed bet cancel once and cancels a market without a window', async () => {
    const f = feed();
    await f.producerUp();
    await f.send(fixture('ev:5'), oddsChange('ev:5', T0 + 1));
    const cancel = {
      type: 'bet_cancel' as const,
      producer: PRODUCER,
      timestamp: T0 + 30,
      eventId: 'ev:5',
      markets: [{ type: 'total' as const, specifiers: 'total=2.5' }],
      startTime: T0 + 2,
      endTime: T0 + 9,
    };
    const first = await f.ingest.handle(cancel);
    await f.ingest.handle(cancel);
    expect(first.marketIds).toEqual([]);
    expect(await statusOf('ev:5', 'total')).toBe('active');
    const whole = await f.ingest.handle({
      ...cancel,
      timestamp: T0 + 31,
      startTime: undefined,
      endTime: undefined,
    });
    expect(whole.marketIds).toHaveLength(1);
    expect(await statusOf('ev:5', 'total')).toBe('cancelled');
    const stored = (await marketsByIds(db(), whole.marketIds)).get('ev:5');
    expect(stored?.[0]?.status).toBe('cancelled');
  });

  it('never takes an ended match back to live, and publishes status and score changes', async () => {
    const f = feed();
    await f.producerUp();
    await f.send(fixture('ev:6'));
    const score = { home: 1, away: 0, period: '2nd_half', minute: 70 };
    await f.send({ ...oddsChange('ev:6', T0 + 1), eventStatus: 'live', score });
    expect(f.published.map((p) => p.data)).toContainEqual({
      kind: 'score',
      eventId: 'ev:6',
      score,
    });
    expect(f.published.map((p) => p.data)).toContainEqual({
      kind: 'status',
      eventId: 'ev:6',
      status: 'live',
    });
    await f.send({ ...oddsChange('ev:6', T0 + 2), eventStatus: 'ended' });
    await f.send({ ...oddsChange('ev:6', T0 + 3), eventStatus: 'live' });
    await f.send(fixture('ev:6', T0 + 4, { status: 'not_started' }));
    const [row] = await db().select().from(sbEvents).where(eq(sbEvents.id, 'ev:6'));
    expect(row?.status).toBe('ended');
  });
});
