import type { TBanner } from '@aurum/contracts/catalogue';
import type { TTournamentDetail, TTournamentList } from '@aurum/contracts/tournaments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { banners as bannersTable, tournaments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let database: Database | undefined;
beforeAll(async () => {
  t = await createTestApp(
    { SEED_DEMO_DATA: 'true' },
    { onDatabase: (opened) => (database = opened) },
  );
});
afterAll(() => t.close());

it('seeds running, upcoming and finished tournaments with leaderboards; the VIP cup stays hidden', async () => {
  const list = (
    await t.app.inject({ method: 'GET', url: '/api/v1/tournaments' })
  ).json<TTournamentList>();
  expect(list.items.map((item) => [item.phase, item.product, item.kind])).toEqual([
    ['running', 'casino', 'best_multiplier'],
    ['running', 'casino', 'total_wagered'],
    ['running', 'sportsbook', 'total_wagered'],
    ['upcoming', 'casino', 'points_per_round'],
    ['finished', 'casino', 'total_wagered'],
  ]);
  expect(list.items.some((item) => item.vipPlayersOnly)).toBe(false);
  const finished = list.items.find((item) => item.phase === 'finished');
  const detail = (
    await t.app.inject({ method: 'GET', url: `/api/v1/tournaments/${finished?.id}` })
  ).json<TTournamentDetail>();
  expect(detail.leaderboard.map((row) => [row.place, row.player, row.score])).toEqual([
    [1, 'go***sh', '2410.00'],
    [2, 'lu***ar', '1975.50'],
    [3, 'ni***wl', '1102.25'],
    [4, 're***on', '860.00'],
    [5, 'si***ox', '415.75'],
    [6, 'wi***rd', '99.00'],
  ]);
  expect(detail.leaderboard[0]?.prize).toMatchObject({ kind: 'cash', amount: { value: '30000' } });
  expect(detail.me).toBeNull();
});

it('links a banner to a tournament, and hides one whose tournament the viewer may not see', async () => {
  const banners = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/banners?language=ru' })).json<{
      items: TBanner[];
    }>().items;
  const list = (
    await t.app.inject({ method: 'GET', url: '/api/v1/tournaments' })
  ).json<TTournamentList>();
  const race = list.items.find((item) => item.names.en === 'Weekly wager race');
  const linked = (await banners()).filter((banner) => banner.tournamentId !== null);
  expect(linked).toEqual([
    expect.objectContaining({
      tournamentId: race?.id,
      url: `/tournaments/${race?.id}`,
      title: 'Недельная гонка ставок',
      endsAt: race?.endsAt,
    }),
  ]);

  // The same banner on the VIP cup: a visitor no longer sees it.
  if (!database || !race) throw new Error('no database or race');
  const [cup] = await database.db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(eq(tournaments.vipPlayersOnly, true));
  await database.db
    .update(bannersTable)
    .set({ tournamentId: cup?.id })
    .where(eq(bannersTable.tournamentId, race.id));
  expect((await banners()).filter((banner) => banner.tournamentId !== null)).toEqual([]);
});
