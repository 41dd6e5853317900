import { ZGamePage, type TGamePage } from '@aurum/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/players';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('catalogue API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ GEO_COUNTRY_HEADER: 'cf-ipcountry', SEED_DEMO_DATA: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query: string, headers: Record<string, string> = {}): Promise<TGamePage> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v2/games?${query}`, headers });
    expect(res.statusCode).toBe(200);
    return ZGamePage.parse(res.json());
  };

  it('seeds a catalogue of at least 300 games over at least 12 providers', async () => {
    const all = await list('limit=1');
    expect(all.meta.total).toBeGreaterThanOrEqual(300);
    const providers = (await t.app.inject({ method: 'GET', url: '/api/v2/providers' })).json<{
      items: { gamesCount: number }[];
    }>();
    expect(
      providers.items.filter((provider) => provider.gamesCount > 0).length,
    ).toBeGreaterThanOrEqual(12);
  });

  it('pages with limit and offset up to the total', async () => {
    const first = await list('limit=30&offset=0&sort=title');
    const second = await list('limit=30&offset=30&sort=title');
    expect(first.items).toHaveLength(30);
    expect(first.meta).toMatchObject({ offset: 0, limit: 30 });
    expect(
      second.items[0]?.title.localeCompare(first.items[29]?.title ?? ''),
    ).toBeGreaterThanOrEqual(0);
    const beyond = await list(`limit=30&offset=${first.meta.total}`);
    expect(beyond.items).toEqual([]);
    expect(beyond.meta.total).toBe(first.meta.total);
    for (const bad of ['limit=0', 'limit=101', 'offset=-1', 'sort=random', 'category=../etc']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v2/games?${bad}` });
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('filters by section (with its subcategories), subcategory, provider and promo collection', async () => {
    const slots = await list('category=slots&limit=1');
    const video = await list('category=video-slots&limit=1');
    const classic = await list('category=classic-slots&limit=1');
    expect(slots.meta.total).toBe(video.meta.total + classic.meta.total);
    const live = await list('category=live&limit=100');
    expect(live.items.every((game) => !game.hasDemo)).toBe(true);
    const provider = await list('provider=velvet-live&limit=100');
    expect(provider.items.length).toBeGreaterThan(0);
    expect(provider.items.every((game) => game.provider.id === 'velvet-live')).toBe(true);
    const hot = await list('promo_category=hot&limit=100');
    expect(hot.meta.total).toBeGreaterThan(0);
    const nothing = await list('category=no-such-section');
    expect(nothing).toMatchObject({ items: [], meta: { total: 0 } });
  });

  it('lists only the asked games by id, ignoring unknown ones', async () => {
    const [a, b] = (await list('limit=2&sort=title')).items;
    const page = await list(`ids=${b?.id ?? 0},${a?.id ?? 0},999999&limit=10`);
    expect(page.items.map((game) => game.id).sort()).toEqual([a?.id, b?.id].sort());
    expect(page.meta.total).toBe(2);
    const tooMany = Array.from({ length: 101 }, (_, index) => index + 1).join(',');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v2/games?ids=${tooMany}` })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/games?ids=1,,2' })).statusCode).toBe(
      400,
    );
  });

  it('sorts by popularity, rating, title and release date', async () => {
    const popular = await list('sort=popularity&limit=10');
    const ids = popular.items.map((game) => game.id);
    expect(new Set(ids).size).toBe(10);
    const titles = (await list('sort=title&limit=20')).items.map((game) => game.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('searches in the database, whatever the case and accents', async () => {
    for (const query of [
      'creme brulee',
      'CRÈME',
      'brûlée bon',
      'Brulee',
      'SENOR',
      'cafe ole',
      'okami',
    ]) {
      const found = await list(`search=${encodeURIComponent(query)}`);
      expect(found.items.length, query).toBe(1);
      expect(found.items[0]?.title, query).toMatch(/Crème|Señor|Café|Ōkami/);
    }
    const upper = await list('search=ROULETTE&limit=100');
    const lower = await list('search=roulette&limit=100');
    expect(upper.meta.total).toBeGreaterThan(0);
    expect(upper.items.map((game) => game.id)).toEqual(lower.items.map((game) => game.id));
    expect(upper.items.every((game) => /roulette/i.test(game.title))).toBe(true);
    expect((await list('search=%25')).meta.total).toBe(0);
  });

  it('marks games blacklisted for the country or currency instead of hiding them', async () => {
    const everywhere = await list('limit=100&sort=title');
    const fromUs = await list('limit=100&sort=title', { 'cf-ipcountry': 'US' });
    expect(fromUs.meta.total).toBe(everywhere.meta.total);
    const blockedHere = fromUs.items.filter((game) => game.blocked === 'country');
    expect(blockedHere.length).toBeGreaterThan(0);
    expect(blockedHere.every((game) => game.blacklists.countries.includes('US'))).toBe(true);
    expect(everywhere.items.every((game) => game.blocked === null)).toBe(true);

    const player = await signUp(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { cookie: player.cookie },
      payload: { currency: { primary: 'RUB' } },
    });
    const inRub = await list('limit=100&sort=title', { cookie: player.cookie });
    const rubBlocked = inRub.items.filter((game) => game.blacklists.currencies.includes('RUB'));
    expect(rubBlocked.length).toBeGreaterThan(0);
    expect(rubBlocked.every((game) => game.blocked === 'currency')).toBe(true);
  });

  it('keeps favourites per player, idempotently', async () => {
    const anna = await signUp(t.app);
    const boris = await signUp(t.app);
    const [first, second] = (await list('limit=2')).items;
    const put = (cookie: string, id: number) =>
      t.app.inject({ method: 'PUT', url: `/api/v2/favorites/${id}`, headers: { cookie } });
    await put(anna.cookie, first?.id ?? 0);
    await put(anna.cookie, first?.id ?? 0);
    const both = await put(anna.cookie, second?.id ?? 0);
    expect(both.json<{ items: number[] }>().items.sort()).toEqual([first?.id, second?.id].sort());
    const borisList = await t.app.inject({
      method: 'GET',
      url: '/api/v2/favorites',
      headers: { cookie: boris.cookie },
    });
    expect(borisList.json()).toMatchObject({ items: [], meta: { total: 0 } });

    const flagged = await list('limit=2', { cookie: anna.cookie });
    expect(flagged.items.every((game) => game.isFavorite)).toBe(true);
    for (let round = 0; round < 2; round++) {
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/v2/favorites/${first?.id ?? 0}`,
        headers: { cookie: anna.cookie },
      });
      expect(removed.json<{ items: number[] }>().items).toEqual([second?.id]);
    }
    expect((await put(anna.cookie, 999_999)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/v2/favorites/${first?.id ?? 0}` }))
        .statusCode,
    ).toBe(401);
  });

  it('serves categories with parents, localized, cacheable for a day', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/categories?language=ru' });
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const items = res.json<{
      items: { value: string; title: string; parentId: number | null; id: number }[];
    }>().items;
    const slots = items.find((item) => item.value === 'slots');
    expect(slots).toMatchObject({ title: 'Слоты', parentId: null });
    expect(items.find((item) => item.value === 'megaways')?.parentId).toBe(slots?.id);
    const menu = (await t.app.inject({ method: 'GET', url: '/api/v2/games-menu' })).json<{
      items: { type: string }[];
    }>().items;
    expect(new Set(menu.map((item) => item.type))).toEqual(
      new Set(['category', 'provider', 'all_providers']),
    );
  });
});
