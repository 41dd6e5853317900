import { parseGameCode } from '@aurum/games';
import type { TStudioSession } from '@aurum/contracts/studio';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { games } from '../../db/schema';
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
  await database.close();
  const active = rows.filter((row) => row.isActive);
  expect(active.length).toBeGreaterThan(250);
  // Every listed title names a game the studio plays; the rest are out of the catalogue.
  const unplayable = active.filter((row) => !parseGameCode(row.externalId));
  expect(unplayable.map((row) => row.title)).toEqual([]);
  expect(rows.filter((row) => row.providerId === INHOUSE_PROVIDER.id && !row.isActive)).toEqual([]);

  const player = await signUp(t.app);
  const failures: string[] = [];
  for (const game of active) {
    const launched = await t.app.inject({
      method: 'POST',
      url: `/api/v2/games/${game.id}/session`,
      headers: { cookie: player.cookie },
      payload: { demo: false },
    });
    if (launched.statusCode !== 200) {
      failures.push(`${game.title}: launch ${launched.statusCode}`);
      continue;
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
  }
  expect(failures).toEqual([]);
});
