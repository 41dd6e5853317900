import { ZBonusGames, ZBonusList, type TBonusGames } from '@aurum/contracts/bonuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerIdOf } from '../../test/players';
import { operatorCookie, signUp } from '../../test/players';
import { createTestApp, type TestApp } from '../../test/test-app';
import { contributionPercent } from './terms';

describe('the games of a bonus', () => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    operator = await operatorCookie(t.app);
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
  const gamesOf = async (id: string, cookie: string, query = ''): Promise<TBonusGames> => {
    const res = await get(`/api/v2/bonuses/${id}/games${query}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return ZBonusGames.parse(res.json());
  };
  const categoriesOf = async (gameId: number) =>
    (await get(`/api/v2/games/${gameId}`)).json<{ categories: string[] }>().categories;

  it("lists a welcome step's games with each one's contribution, highest first", async () => {
    const player = await signUp(t.app);
    const stepId = await offerIdOf(t.app, operator, 'Welcome bonus +100%');
    const page = await gamesOf(stepId, player.cookie, '?limit=100');

    expect(page.bonus).toMatchObject({ id: stepId, title: 'Welcome bonus +100%' });
    expect(page.items.length).toBeGreaterThan(10);
    expect(page.meta.total).toBeGreaterThanOrEqual(page.items.length);
    const contributions = page.items.map((game) => game.contribution);
    expect(contributions).toEqual([...contributions].sort((a, b) => b - a));
    // Slots count in full; the demo's live games count 10%, its fast games 50%.
    expect(contributions[0]).toBe(100);
    const { gamesWagers } = page.bonus.conditions;
    for (const game of page.items.slice(0, 5))
      expect(game.contribution).toBe(
        contributionPercent({ gamesWagers }, await categoriesOf(game.id)),
      );
  });

  it('pages through the games without repeating one', async () => {
    const player = await signUp(t.app);
    const stepId = await offerIdOf(t.app, operator, 'Welcome bonus +100%');
    const first = await gamesOf(stepId, player.cookie, '?limit=5&offset=0');
    const second = await gamesOf(stepId, player.cookie, '?limit=5&offset=5');
    expect(first.items).toHaveLength(5);
    expect(second.meta).toMatchObject({ offset: 5, limit: 5, total: first.meta.total });
    const ids = [...first.items, ...second.items].map((game) => game.id);
    expect(new Set(ids).size).toBe(10);
  });

  it('leaves out the games that count nothing', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bonus-offers',
      headers: { cookie: operator },
      payload: {
        kind: 'everyday',
        title: 'Slots only',
        terms: { amountMultiplier: '0.2', gamesWagers: { live: 0, fast: 0, crash: 0 } },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const player = await signUp(t.app);
    const page = await gamesOf(created.json<{ id: string }>().id, player.cookie, '?limit=100');
    const everyGame = await gamesOf(
      await offerIdOf(t.app, operator, 'Welcome bonus +100%'),
      player.cookie,
    );
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.meta.total).toBeLessThan(everyGame.meta.total);
    for (const game of page.items) {
      expect(game.contribution).toBeGreaterThan(0);
      expect(await categoriesOf(game.id)).not.toContain('live');
    }
  });

  it("lists the games of the player's own grant, and of no one else's", async () => {
    const player = await signUp(t.app);
    const deposited = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/deposits',
      payload: { globalId: player.me.globalId, currency: 'USD', amount: '100', method: 'crypto' },
    });
    expect(deposited.statusCode).toBe(200);
    const list = ZBonusList.parse((await get('/api/v2/bonuses', player.cookie)).json());
    const grant = list.bonuses[0];
    if (!grant) throw new Error('the deposit earned no grant');

    const page = await gamesOf(grant.id, player.cookie, '?limit=3');
    expect(page.bonus).toMatchObject({ id: grant.id, title: grant.title });
    expect(page.items).toHaveLength(3);

    const other = await signUp(t.app);
    const res = await get(`/api/v2/bonuses/${grant.id}/games`, other.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: 'bonus_not_found' });
  });

  it('answers bonus_not_found for an unknown id, a hidden offer or no id at all', async () => {
    const player = await signUp(t.app);
    const personalOffer = await offerIdOf(t.app, operator, 'Birthday gift');
    for (const id of [crypto.randomUUID(), personalOffer, 'not-an-id']) {
      const res = await get(`/api/v2/bonuses/${id}/games`, player.cookie);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ detail: 'bonus_not_found' });
    }
  });

  it('is for signed-in players only', async () => {
    const stepId = await offerIdOf(t.app, operator, 'Welcome bonus +100%');
    expect((await get(`/api/v2/bonuses/${stepId}/games`)).statusCode).toBe(401);
  });

  it('refuses a page size it cannot serve', async () => {
    const player = await signUp(t.app);
    const stepId = await offerIdOf(t.app, operator, 'Welcome bonus +100%');
    const res = await get(`/api/v2/bonuses/${stepId}/games?limit=1000`, player.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('detail');
  });
});
