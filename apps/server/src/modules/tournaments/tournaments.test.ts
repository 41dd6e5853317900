import { randomUUID } from 'node:crypto';
import { SEAMLESS_PATHS } from '@aurum/contracts/seamless';
import type { TBonusList } from '@aurum/contracts/bonuses';
import type {
  TAdminTournament,
  TTournamentDetail,
  TTournamentList,
  TTournamentPosition,
} from '@aurum/contracts/tournaments';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainMoney, operatorCookie, playerIdOf, signUp } from '../../test/players';
import { nextPublication, signedUpSocket, subscribe, within } from '../../test/sockets';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestStudio, TEST_STUDIO_ID } from '../../test/test-studio';
import { tournamentCalls } from './tournaments.fixture';

const testStudio = createTestStudio('tournaments-test-secret-0123456789abcd');
const HOUR = 60 * 60 * 1000;

let t: TestApp;
let gameId: number;
let operator: string;
let shift = 0;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      studios: [testStudio.studio],
      clock: () => new Date(Date.now() + shift),
    },
  );
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v2/games?provider=${TEST_STUDIO_ID}`,
  });
  gameId = res.json<{ items: { id: number }[] }>().items[0]?.id ?? 0;
  expect(gameId).toBeGreaterThan(0);
  operator = await operatorCookie(t.app);
});
const sockets: Socket[] = [];
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

const calls = tournamentCalls(
  () => t.app,
  testStudio,
  () => ({ gameId, operator }),
);
const { seamless, admin, player, round } = calls;

async function tournament(over: Record<string, unknown> = {}): Promise<TAdminTournament> {
  const now = Date.now();
  const res = await admin('POST', '/api/admin/tournaments', {
    names: { en: 'Spring cup', ru: 'Весенний кубок' },
    kind: 'total_wagered',
    product: 'casino',
    gameIds: [gameId],
    startsAt: new Date(now - HOUR).toISOString(),
    endsAt: new Date(now + HOUR).toISOString(),
    prizes: [
      { place: 1, kind: 'cash', amount: '50' },
      { place: 2, kind: 'cash', amount: '20' },
    ],
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TAdminTournament>();
}

async function detail(id: string, cookie?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/tournaments/${id}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  return { status: res.statusCode, body: res.json<TTournamentDetail & { detail?: string }>() };
}

const close = () => t.app.inject({ method: 'POST', url: '/api/sandbox/tournaments/close' });

describe('scoring through the seamless wallet', () => {
  it('counts each bet at or above the minimum, up to the daily cap, and takes a rolled-back bet back', async () => {
    const cup = await tournament({ minBet: '1', dailyCap: 3 });
    const p = await player();
    const roundId = randomUUID();
    const bet = (transactionId: string, amount: number) =>
      seamless(SEAMLESS_PATHS.bet, {
        sessionToken: p.token,
        roundId,
        transactionId,
        amount: String(amount),
      });
    await bet('a', 100);
    await bet('b', 99); // below the minimum bet: not counted
    await bet('c', 250);
    expect((await detail(cup.id, p.cookie)).body.me).toMatchObject({ score: '3.50', place: 1 });
    const rollback = await seamless(SEAMLESS_PATHS.rollback, {
      sessionToken: p.token,
      roundId,
      transactionId: 'rb-c',
      referenceTransactionId: 'c',
    });
    expect(rollback.statusCode).toBe(200);
    expect((await detail(cup.id, p.cookie)).body.me).toMatchObject({ score: '1.00' });
    // The rolled-back bet no longer counts toward today's cap: two more count, the third not.
    await bet('d', 100);
    await bet('e', 100);
    await bet('f', 100);
    expect((await detail(cup.id, p.cookie)).body.me).toMatchObject({ score: '3.00' });
  });

  it('keeps the best multiplier; a tie goes to whoever reached it first', async () => {
    const cup = await tournament({ kind: 'best_multiplier' });
    const first = await player();
    const second = await player();
    await round(first, 100, 300);
    await round(second, 200, 600);
    await round(second, 100, 0);
    let board = (await detail(cup.id, second.cookie)).body;
    expect(board.leaderboard.map((row) => [row.score, row.isMe])).toEqual([
      ['3.0000', false],
      ['3.0000', true],
    ]);
    expect(board.me).toMatchObject({ place: 2, nextPrizePlace: 1, gapToNextPrize: '0.0000' });
    await round(second, 100, 450);
    board = (await detail(cup.id, second.cookie)).body;
    expect(board.me).toMatchObject({ place: 1, score: '4.5000', nextPrizePlace: null });
    expect(board.leaderboard[0]?.player).toMatch(/\*\*\*/);
  });

  it('sums multipliers and counts points per round, only in the filtered game', async () => {
    const sum = await tournament({ kind: 'sum_multipliers' });
    const points = await tournament({ kind: 'points_per_round', roundPoints: 5 });
    const elsewhere = await tournament({ gameIds: [gameId + 100_000] });
    const p = await player();
    await round(p, 100, 250);
    await round(p, 100, 50);
    expect((await detail(sum.id, p.cookie)).body.me?.score).toBe('3.0000');
    expect((await detail(points.id, p.cookie)).body.me?.score).toBe('10');
    expect((await detail(elsewhere.id, p.cookie)).body.me).toMatchObject({
      score: '0.00',
      place: null,
    });
  });

  it('counts a tournament that needs joining only after the player joined', async () => {
    const cup = await tournament({ joinRequired: true });
    const p = await player();
    await round(p, 100, 0);
    const join = await t.app.inject({
      method: 'POST',
      url: `/api/v1/tournaments/${cup.id}/join`,
      headers: { cookie: p.cookie },
    });
    expect(join.json()).toMatchObject({ joined: true, score: '0.00', place: null });
    await round(p, 100, 0);
    expect((await detail(cup.id, p.cookie)).body.me).toMatchObject({ score: '1.00', joined: true });
    const open = await tournament();
    const needless = await t.app.inject({
      method: 'POST',
      url: `/api/v1/tournaments/${open.id}/join`,
      headers: { cookie: p.cookie },
    });
    expect(needless.statusCode).toBe(409);
    expect(needless.json()).toMatchObject({ detail: 'tournament_join_not_required' });
  });
});

describe('visibility and caching', () => {
  it('hides VIP-only tournaments from non-VIP players and visitors', async () => {
    const vip = await tournament({ vipPlayersOnly: true });
    const special = await tournament({ special: true });
    const p = await player('1');
    const ids = async (cookie?: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/tournaments',
          ...(cookie ? { headers: { cookie } } : {}),
        })
      )
        .json<TTournamentList>()
        .items.map((item) => item.id);
    expect(await ids()).not.toContain(vip.id);
    expect(await ids(p.cookie)).not.toContain(vip.id);
    expect(await ids(p.cookie)).not.toContain(special.id);
    expect((await detail(vip.id, p.cookie)).body).toMatchObject({ detail: 'tournament_not_found' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${p.id}`,
      headers: { cookie: operator },
      payload: { isVip: true },
    });
    expect(await ids(p.cookie)).toEqual(expect.arrayContaining([vip.id, special.id]));
    expect((await detail(vip.id, p.cookie)).status).toBe(200);
  });

  it('answers the list with an ETag and a short private max-age, and 304 while unchanged', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/tournaments?status=running' });
    expect(first.headers['cache-control']).toBe('private, max-age=60, must-revalidate');
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tournaments?status=running',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    await tournament();
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tournaments?status=running',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<TTournamentList>().items.every((item) => item.phase === 'running')).toBe(
      true,
    );
  });
});

describe('operators', () => {
  it('refuses bad tournaments with a detail and changes nothing', async () => {
    const now = Date.now();
    const cases: [object, string, Record<string, string>?][] = [
      [{ names: { en: 'x' } }, 'validation_error'],
      [
        { endsAt: new Date(now - 2 * HOUR).toISOString() },
        'tournament_invalid',
        { field: 'endsAt', reason: 'ends_before_start' },
      ],
      [{ names: { ru: 'Кубок' } }, 'tournament_invalid', { field: 'names.en' }],
      [
        { prizes: [{ place: 2, kind: 'cash', amount: '1' }] },
        'tournament_invalid',
        { reason: 'places_not_consecutive' },
      ],
      [
        { prizes: [{ place: 1, kind: 'bonus', amount: '1' }] },
        'tournament_invalid',
        { reason: 'bonus_offer_required' },
      ],
      [{ product: 'sportsbook' }, 'tournament_invalid', { reason: 'filter_not_allowed' }],
      [{ minBet: '0.001' }, 'tournament_invalid', { field: 'minBet' }],
    ];
    const before = (await admin('POST', '/api/admin/tournaments')).statusCode;
    expect(before).toBe(400);
    const count = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/tournaments',
          headers: { cookie: operator },
        })
      ).json<{ items: unknown[] }>().items.length;
    const total = await count();
    for (const [over, detailKey, params] of cases) {
      const body =
        'names' in over &&
        !('kind' in over) &&
        Object.keys(over).length === 1 &&
        detailKey === 'validation_error'
          ? over
          : {
              names: { en: 'Cup' },
              kind: 'total_wagered',
              product: 'casino',
              gameIds: [gameId],
              startsAt: new Date(now - 3 * HOUR).toISOString(),
              endsAt: new Date(now + HOUR).toISOString(),
              ...over,
            };
      const res = await admin('POST', '/api/admin/tournaments', body);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json()).toMatchObject({ detail: detailKey, ...params });
    }
    expect(await count()).toBe(total);
    const player = await signUp(t.app);
    const stranger = await admin(
      'POST',
      '/api/admin/tournaments',
      {
        names: { en: 'Cup' },
        kind: 'total_wagered',
        product: 'casino',
        startsAt: new Date(now).toISOString(),
        endsAt: new Date(now + HOUR).toISOString(),
      },
      player.cookie,
    );
    expect(stranger.statusCode).toBe(401);
  });

  it('edits a running tournament but not its start; cancels it once', async () => {
    const cup = await tournament();
    const body = {
      names: { en: 'Renamed', ru: 'Переименован' },
      kind: 'total_wagered',
      product: 'casino',
      startsAt: cup.startsAt,
      endsAt: new Date(Date.now() + 2 * HOUR).toISOString(),
    };
    const edited = await admin('PUT', `/api/admin/tournaments/${cup.id}`, body);
    expect(edited.json()).toMatchObject({ names: { en: 'Renamed' }, prizes: [] });
    const moved = await admin('PUT', `/api/admin/tournaments/${cup.id}`, {
      ...body,
      startsAt: new Date().toISOString(),
    });
    expect(moved.json()).toMatchObject({ detail: 'tournament_invalid', reason: 'already_started' });
    expect((await admin('POST', `/api/admin/tournaments/${cup.id}/cancel`)).json()).toMatchObject({
      status: 'cancelled',
    });
    const again = await admin('POST', `/api/admin/tournaments/${cup.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      detail: 'tournament_not_cancellable',
      status: 'cancelled',
    });
    const late = await admin('PUT', `/api/admin/tournaments/${cup.id}`, body);
    expect(late.json()).toMatchObject({ detail: 'tournament_not_open' });
    const missing = await admin('POST', `/api/admin/tournaments/${randomUUID()}/cancel`);
    expect(missing.statusCode).toBe(404);
  });
});

describe('live positions', () => {
  it('pushes a new place on tournaments#{globalId} to the scorer and to the player passed', async () => {
    const cup = await tournament({ kind: 'sum_multipliers' });
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const connected = async () => {
      const { player: signed, socket, globalId } = await signedUpSocket(t.app, url);
      sockets.push(socket);
      const token = await testStudio.depositAndLaunch(t.app, signed, '10', gameId);
      expect(await subscribe(socket, `tournaments#${globalId}`)).toEqual({ ok: true });
      const id = await playerIdOf(t.app, operator, signed.email);
      return { ...signed, token, id, socket, channel: `tournaments#${globalId}` };
    };
    const [first, second] = [await connected(), await connected()];
    const placeIn = (p: typeof first, place: number) =>
      within(
        nextPublication(
          p.socket,
          p.channel,
          (publication) =>
            (publication.data as TTournamentPosition).tournamentId === cup.id &&
            (publication.data as TTournamentPosition).place === place,
        ),
        5000,
      ).then((publication) => publication.data as TTournamentPosition);
    const firstLeads = placeIn(first, 1);
    await round(first, 100, 200);
    expect(await firstLeads).toMatchObject({ score: '2.0000', nextPrizePlace: null });
    const secondLeads = placeIn(second, 1);
    const firstPassed = placeIn(first, 2);
    await round(second, 100, 500);
    expect(await secondLeads).toMatchObject({ score: '5.0000' });
    expect(await firstPassed).toMatchObject({ gapToNextPrize: '3.0000', nextPrizePlace: 1 });
  });
});

describe('closing', () => {
  it('pays each prize place once at the end, withholds a blocked player, ranks them all', async () => {
    // Only this tournament's prizes move money here.
    await calls.cancelOpen();
    const cup = await tournament({
      kind: 'points_per_round',
      prizes: [
        { place: 1, kind: 'cash', amount: '50' },
        { place: 2, kind: 'cash', amount: '20' },
        { place: 3, kind: 'cash', amount: '10' },
      ],
    });
    const [gold, silver, bronze] = [await player('10'), await player('10'), await player('10')];
    for (const [p, rounds] of [
      [gold, 3],
      [silver, 2],
      [bronze, 1],
    ] as const)
      for (let index = 0; index < rounds; index += 1) await round(p, 100, 0);
    // Silver takes a time-out: still ranked, the prize withheld.
    const timeOut = await t.app.inject({
      method: 'POST',
      url: '/api/v1/responsible-gaming/time-out',
      headers: { cookie: silver.cookie },
      payload: { hours: 24 },
    });
    expect(timeOut.statusCode, timeOut.body).toBe(200);
    const balances = async () =>
      Promise.all([gold, silver, bronze].map((p) => mainMoney(t.app, p.cookie)));
    const before = await balances();
    expect((await close()).json()).toMatchObject({ closed: [] });
    shift = 2 * HOUR;
    try {
      const runs = [
        (await close()).json<{ closed: string[] }>(),
        (await close()).json<{ closed: string[] }>(),
      ];
      expect(runs[0]?.closed).toContain(cup.id);
      expect(runs[1]).toMatchObject({ closed: [] });
    } finally {
      shift = 0;
    }
    const after = await balances();
    expect(after.map((value, index) => value - (before[index] ?? 0))).toEqual([5000, 0, 1000]);
    const final = (await detail(cup.id)).body;
    expect(final).toMatchObject({ phase: 'finished', status: 'finished' });
    expect(final.leaderboard.map((row) => row.score)).toEqual(['3', '2', '1']);
    // Finished: bets no longer count.
    await round(gold, 100, 0);
    expect((await detail(cup.id, gold.cookie)).body.me?.score).toBe('3');
  });

  it("pays bonus and free-spins places as grants on the offer's terms, once", async () => {
    await calls.cancelOpen();
    const offer = await admin('POST', '/api/admin/bonus-offers', {
      kind: 'promo',
      title: 'Tournament prize',
      terms: { fixedAmount: '1', wager: 10, deadlineHours: 72 },
    });
    expect(offer.statusCode, offer.body).toBe(200);
    const offerId = offer.json<{ id: string }>().id;
    const cup = await tournament({
      kind: 'points_per_round',
      prizes: [
        { place: 1, kind: 'bonus', amount: '5', bonusOfferId: offerId },
        { place: 2, kind: 'free_spins', amount: '0.20', spins: 10, bonusOfferId: offerId },
      ],
    });
    expect(cup.prizePool).toMatchObject({ value: '700' });
    const [first, second] = [await player('10'), await player('10')];
    await round(first, 100, 0);
    await round(first, 100, 0);
    await round(second, 100, 0);
    shift = 2 * HOUR;
    try {
      expect((await close()).json<{ closed: string[] }>().closed).toContain(cup.id);
      expect((await close()).json()).toMatchObject({ closed: [] });
    } finally {
      shift = 0;
    }
    const bonuses = async (cookie: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v2/bonuses?is_pagination=false',
          headers: { cookie },
        })
      ).json<TBonusList>();
    const gold = await bonuses(first.cookie);
    expect(gold.bonuses.map((bonus) => [bonus.title, bonus.status, bonus.amount.value])).toEqual([
      ['Tournament prize', 'active', '500'],
    ]);
    const silver = await bonuses(second.cookie);
    expect(silver.freeSpins.map((spins) => [spins.total, spins.stake.value])).toEqual([[10, '20']]);
  });
});
