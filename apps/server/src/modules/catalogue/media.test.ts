import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { COVER_THEMES } from './art/theme';
import { buildDemoGames } from './catalogue.seed';
import { DEMO_BANNERS } from './banners.data';

describe('generated catalogue art', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
  });
  afterAll(() => t.close());

  it('has art for every theme the demo catalogue uses', () => {
    const themes = new Set([
      ...buildDemoGames().map((game) => game.theme),
      ...DEMO_BANNERS(new Date()).map((banner) => banner.theme),
    ]);
    for (const theme of themes) expect(COVER_THEMES, theme).toContain(theme);
  });

  it('serves a game cover as SVG with an ETag, and 304 when it has not changed', async () => {
    const games = (await t.app.inject({ method: 'GET', url: '/api/v2/games?limit=2' })).json<{
      items: { imageUrl: string }[];
    }>();
    const [first, second] = games.items;
    const cover = await t.app.inject({ method: 'GET', url: first?.imageUrl ?? '' });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toContain('image/svg+xml');
    expect(cover.body.startsWith('<svg')).toBe(true);
    const etag = String(cover.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: first?.imageUrl ?? '',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const other = await t.app.inject({ method: 'GET', url: second?.imageUrl ?? '' });
    expect(other.body).not.toBe(cover.body);
  });

  it('serves provider logos and banner backgrounds, and 404s what does not exist', async () => {
    const providers = (await t.app.inject({ method: 'GET', url: '/api/v2/providers' })).json<{
      items: { logo: string }[];
    }>();
    expect(
      (await t.app.inject({ method: 'GET', url: providers.items[0]?.logo ?? '' })).statusCode,
    ).toBe(200);
    const banners = (await t.app.inject({ method: 'GET', url: '/api/v1/banners' })).json<{
      items: { imageBg: string }[];
    }>();
    expect(banners.items.length).toBeGreaterThan(0);
    expect(
      (await t.app.inject({ method: 'GET', url: banners.items[0]?.imageBg ?? '' })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/media/games/no-such-game.svg' })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/media/games/..%2Fsecrets.svg' })).statusCode,
    ).toBe(400);
  });
});
