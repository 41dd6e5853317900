import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/players';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fixture, oddsChange, PRODUCER, scriptedFeed } from './test-feed.fixture';

describe('sportsbook read API', () => {
  let t: TestApp;
  const feed = scriptedFeed();
  const now = Date.now();
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    t = await createTestApp({}, { sportsbookFeed: feed });
    await feed.send({ type: 'alive', producer: PRODUCER, timestamp: now, subscribed: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await feed.send(
      fixture('api:later', now, { startsAt: now + 7_200_000 }),
      oddsChange('api:later', now + 1),
      fixture('api:soon', now, {
        startsAt: now + 3_600_000,
        home: { id: 'api:c1', name: 'Östervik FC', abbreviation: 'OST' },
        tournament: { id: 'test:tournament:2', name: 'Nordic Cup' },
      }),
      oddsChange('api:soon', now + 1),
      { ...fixture('api:live', now, { startsAt: now - 600_000 }), timestamp: now },
      {
        ...oddsChange('api:live', now + 1),
        eventStatus: 'live',
        score: { home: 1, away: 0, period: '1st_half', minute: 30 },
      },
      fixture('api:over', now, { startsAt: now - 7_200_000, status: 'closed' }),
      fixture('api:hoops', now, { sportId: 2, startsAt: now + 600_000 }),
      {
        ...oddsChange('api:later', now + 2, undefined, 'deactivated'),
        markets: oddsChange('api:later', now + 2, undefined, 'deactivated').markets.slice(1),
      },
    );
  });
  afterAll(() => t.close());

  it('lists the sports with live and upcoming counts in menu order', async () => {
    const res = await get('/api/v2/sportsbook/sports');
    expect(res.statusCode).toBe(200);
    const items = res.json<{
      items: { slug: string; liveCount: number; upcomingCount: number }[];
    }>().items;
    expect(items.map((sport) => sport.slug)).toEqual([
      'soccer-1',
      'basketball-2',
      'ice-hockey-4',
      'tennis-5',
      'formula-1-40',
      'counter-strike-109',
      'dota-2-111',
    ]);
    expect(items[0]).toMatchObject({ liveCount: 1, upcomingCount: 2 });
    expect(items[1]).toMatchObject({ liveCount: 0, upcomingCount: 1 });
  });

  it('lists open events of a sport soonest first, with the main market and shown market count', async () => {
    const res = await get('/api/v2/sportsbook/events?sport=soccer-1');
    expect(res.statusCode).toBe(200);
    const page = res.json<{
      items: {
        id: string;
        marketCount: number;
        mainMarket: { type: string } | null;
        score: unknown;
      }[];
      meta: { total: number };
    }>();
    expect(page.items.map((event) => event.id)).toEqual(['api:live', 'api:soon', 'api:later']);
    expect(page.meta.total).toBe(3);
    expect(page.items[0]).toMatchObject({
      mainMarket: { type: '1x2' },
      marketCount: 2,
      score: { home: 1, away: 0, period: '1st_half', minute: 30 },
    });
    // The later event's total was deactivated: hidden, and not counted.
    expect(page.items[2]).toMatchObject({ marketCount: 1 });
  });

  it('filters by live or upcoming, tournament, search, ids, and pages', async () => {
    const ids = async (query: string) =>
      (await get(`/api/v2/sportsbook/events?${query}`)).json<{
        items: { id: string }[];
        meta: { total: number };
      }>();
    expect((await ids('status=live')).items.map((e) => e.id)).toEqual(['api:live']);
    expect((await ids('status=upcoming&sport=soccer-1')).items.map((e) => e.id)).toEqual([
      'api:soon',
      'api:later',
    ]);
    expect((await ids('tournament=test:tournament:2')).items.map((e) => e.id)).toEqual([
      'api:soon',
    ]);
    expect((await ids('search=OSTERVIK')).items.map((e) => e.id)).toEqual(['api:soon']);
    expect((await ids('search=nordic')).items.map((e) => e.id)).toEqual(['api:soon']);
    expect((await ids('search=100%25')).items).toEqual([]);
    expect((await ids('ids=api:over,api:soon')).items.map((e) => e.id)).toEqual([
      'api:over',
      'api:soon',
    ]);
    const page = await ids('sport=soccer-1&limit=1&offset=1');
    expect(page.items.map((e) => e.id)).toEqual(['api:soon']);
    expect(page.meta.total).toBe(3);
  });

  it('answers 404 sport_not_found and event_not_found', async () => {
    for (const slug of ['soccer-2', 'curling-99', 'soccer']) {
      const res = await get(`/api/v2/sportsbook/events?sport=${slug}`);
      expect([res.statusCode, res.json()]).toEqual([404, { detail: 'sport_not_found' }]);
    }
    const res = await get('/api/v2/sportsbook/events/api:nothing');
    expect([res.statusCode, res.json()]).toEqual([404, { detail: 'event_not_found' }]);
  });

  it('shows one event with every market that is not deactivated', async () => {
    const res = await get('/api/v2/sportsbook/events/api:later');
    expect(res.statusCode).toBe(200);
    const event = res.json<{
      markets: { type: string }[];
      betDelaySeconds: number;
      home: { name: string };
    }>();
    expect(event.markets.map((market) => market.type)).toEqual(['1x2']);
    expect(event).toMatchObject({ betDelaySeconds: 0, home: { name: 'Harbourside Rovers' } });
  });

  it('keeps favourites for signed-in players only', async () => {
    expect((await get('/api/v2/sportsbook/favorites')).statusCode).toBe(401);
    const { cookie } = await signUp(t.app);
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v2/sportsbook/favorites',
        headers: { cookie },
        payload,
      });
    expect((await put({ kind: 'event', id: 'api:soon', favorite: true })).json()).toEqual({
      events: ['api:soon'],
      tournaments: [],
    });
    await put({ kind: 'event', id: 'api:soon', favorite: true });
    await put({ kind: 'tournament', id: 'test:tournament:2', favorite: true });
    expect((await get('/api/v2/sportsbook/favorites', cookie)).json()).toEqual({
      events: ['api:soon'],
      tournaments: ['test:tournament:2'],
    });
    expect((await put({ kind: 'event', id: 'api:soon', favorite: false })).json()).toEqual({
      events: [],
      tournaments: ['test:tournament:2'],
    });
    expect((await put({ kind: 'event', id: 'api:nothing', favorite: true })).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/sportsbook/favorites',
      payload: { kind: 'event', id: 'api:soon', favorite: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
