import { parseGameCode } from '@aurum/games';
import type { TStudioSession } from '@aurum/contracts/studio';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { and, eq } from 'drizzle-orm';
import { gameCategories, gameCategoryLinks, games } from '../../db/schema';
import { signUp } from '../../test/players';
import { createTestApp, type TestApp } from '../../test/test-app';
import { INHOUSE_PROVIDER } from './studio-games.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO_DATA: 'true' });
});
afterAll(() => t.close());

it('launches every title in the catalogue into a working game, and lists none without an engine', async () => {
  const database = await openDatabase(t.config.database);
  const rows = await database.db
    .select({
      id: games.id,
      title: games.title,
      externalId: games.externalId,
      providerId: games.providerId,
      isActive: games.isActive,
    })
    .from(games);
  const shelves = await database.db
    .select({ key: gameCategories.key, parentId: gameCategories.parentId, gameId: games.id })
    .from(gameCategories)
    .leftJoin(gameCategoryLinks, eq(gameCategoryLinks.categoryId, gameCategories.id))
    .leftJoin(games, and(eq(games.id, gameCategoryLinks.gameId), eq(games.isActive, true)));
  await database.close();
  // No shelf is left empty by retired titles (the live poker tables had no engine).
  const stocked = new Set(shelves.filter((row) => row.gameId !== null).map((row) => row.key));
  const empty = shelves.filter((row) => row.parentId !== null && !stocked.has(row.key));
  expect(empty.map((row) => row.key)).toEqual([]);
  expect(shelves.some((row) => row.key === 'live-poker')).toBe(false);
  expect(stocked.has('live-blackjack') && stocked.has('live-baccarat')).toBe(true);
  const active = rows.filter((row) => row.isActive);
  expect(active.length).toBeGreaterThan(250);
  // Every listed title names a game the studio plays; the rest are out of the catalogue.
  const unplayable = active.filter((row) => !parseGameCode(row.externalId));
  expect(unplayable.map((row) => row.title)).toEqual([]);
  expect(rows.filter((row) => row.providerId === INHOUSE_PROVIDER.id && !row.isActive)).toEqual([]);

  const player = await signUp(t.app);
  const failures: string[] = [];
  const check = async (game: (typeof active)[number]) => {
    const launched = await t.app.inject({
      method: 'POST',
      url: `/api/v2/games/${game.id}/session`,
      headers: { cookie: player.cookie },
      payload: { demo: false },
    });
    if (launched.statusCode !== 200) {
      failures.push(`${game.title}: launch ${launched.statusCode}`);
      return;
    }
    const url = new URL(launched.json<{ url: string }>().url, 'http://x');
    const session = await t.app.inject({
      method: 'GET',
      url: `/api/studio/v1/sessions/${url.searchParams.get('session') ?? ''}`,
      headers: { cookie: player.cookie },
    });
    if (session.statusCode !== 200) failures.push(`${game.title}: session ${session.statusCode}`);
    else if (session.json<TStudioSession>().game.code !== game.externalId)
      failures.push(`${game.title}: plays ${session.json<TStudioSession>().game.code}`);
  };
  for (let start = 0; start < active.length; start += 8)
    await Promise.all(active.slice(start, start + 8).map(check));
  expect(failures).toEqual([]);
}, 120_000);
