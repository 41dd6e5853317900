import { hashServerSeed, parseGameCode, verifyRound } from '@aurum/games';
import type { TFairness, TFairRound } from '@aurum/contracts/games';
import type { TStudioPlay, TStudioSession } from '@aurum/contracts/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/players';
import { createTestApp, type TestApp } from '../../test/test-app';
import { useStudioDatabase, studioWithWallet } from './studio.fixture';
import { createStudioRepo } from './studio.repo';
import type { TWalletReply, WalletClient } from './wallet-client';

let t: TestApp;
const gameIds = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v2/games?provider=aurum-originals&limit=100',
  });
  for (const game of res.json<{ items: { id: number; title: string }[] }>().items)
    gameIds.set(game.title, game.id);
});
afterAll(() => t.close());

async function launch(title: string, demo: boolean, cookie?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v2/games/${gameIds.get(title)}/session`,
    headers: cookie ? { cookie } : {},
    payload: { demo },
  });
  return res;
}

async function sessionOf(title: string, demo: boolean, cookie?: string) {
  const res = await launch(title, demo, cookie);
  expect(res.statusCode).toBe(200);
  const { url } = res.json<{ url: string }>();
  const sessionId = new URL(url, 'http://x').searchParams.get('session') ?? '';
  // The game frame is on the platform's origin: its calls carry the player's cookie.
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const view = async () =>
    (
      await t.app.inject({ method: 'GET', url: `/api/studio/v1/sessions/${sessionId}`, headers })
    ).json<TStudioSession>();
  const play = (bet: string, params: Record<string, unknown>, as = headers) =>
    t.app.inject({
      method: 'POST',
      url: `/api/studio/v1/sessions/${sessionId}/rounds`,
      headers: as,
      payload: { bet, params },
    });
  const act = (roundId: string, action: Record<string, unknown>, as = headers) =>
    t.app.inject({
      method: 'POST',
      url: `/api/studio/v1/sessions/${sessionId}/rounds/${roundId}/actions`,
      headers: as,
      payload: action,
    });
  const viewAs = (as: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/studio/v1/sessions/${sessionId}`, headers: as });
  return { sessionId, view, viewAs, play, act };
}

async function funded(amount: string) {
  const player = await signUp(t.app);
  await t.app.inject({
    method: 'POST',
    url: '/api/sandbox/deposits',
    payload: { globalId: player.me.globalId, currency: 'USD', amount, method: 'crypto' },
  });
  const platformBalance = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/me/balance',
        headers: { cookie: player.cookie },
      })
    ).json<{ total: { value: string } }>().total.value;
  const get = async <T>(url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: { cookie: player.cookie } })).json<T>();
  return { ...player, platformBalance, get };
}

describe('launching', () => {
  it('lets visitors play demo only, and signed-in players either', async () => {
    const visitorReal = await launch('Aurum Dice', false);
    expect(visitorReal.statusCode).toBe(401);
    expect(visitorReal.json()).toMatchObject({ detail: 'unauthorized' });
    const visitorDemo = await launch('Aurum Dice', true);
    expect(visitorDemo.json<{ url: string }>().url).toMatch(
      /^\/studio\.html\?session=[0-9a-f]{32}$/,
    );
    const player = await funded('5');
    expect((await launch('Aurum Dice', false, player.cookie)).statusCode).toBe(200);
  });

  it('lists the games a player launched, the latest first', async () => {
    const player = await funded('1');
    await launch('Aurum Dice', true, player.cookie);
    await launch('Aurum Mines', false, player.cookie);
    await launch('Aurum Dice', false, player.cookie);
    const last = await player.get<{ items: { title: string }[]; meta: { total: number } }>(
      '/api/v2/games/last',
    );
    expect(last.items.map((game) => game.title)).toEqual(['Aurum Dice', 'Aurum Mines']);
    expect(last.meta.total).toBe(2);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/v2/games/last' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('playing for real through the seamless wallet', () => {
  it('takes the bet and pays the win on the platform balance, nonce by nonce', async () => {
    const player = await funded('10');
    const game = await sessionOf('Aurum Dice', false, player.cookie);
    const start = await game.view();
    expect(start).toMatchObject({
      demo: false,
      balance: '1000',
      currency: { code: 'USD', precision: 2 },
    });
    const before = start.fairness.nonce;

    let expected = 1000n;
    for (let index = 0; index < 4; index++) {
      const res = await game.play('100', { target: 5000, direction: 'under' });
      expect(res.statusCode).toBe(200);
      const { round, balance } = res.json<TStudioPlay>();
      expect(round.nonce).toBe(before + index);
      expected = expected - 100n + BigInt(round.payout);
      expect(balance).toBe(expected.toString());
      expect(await player.platformBalance()).toBe(expected.toString());
    }
  });

  it('refuses a bet beyond the balance before deciding anything', async () => {
    const player = await funded('1');
    const game = await sessionOf('Aurum Dice', false, player.cookie);
    const nonce = (await game.view()).fairness.nonce;
    const res = await game.play('200', { target: 5000, direction: 'under' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ detail: 'insufficient_funds', balance: '100' });
    expect((await game.view()).fairness.nonce).toBe(nonce);
    expect(await player.platformBalance()).toBe('100');
  });

  it('refuses bad bets and params with nothing moved', async () => {
    const player = await funded('10');
    const game = await sessionOf('Aurum Dice', false, player.cookie);
    const tiny = await game.play('1', { target: 5000, direction: 'under' });
    expect(tiny.json()).toMatchObject({ detail: 'bet_out_of_range' });
    const bad = await game.play('100', { target: 99999, direction: 'sideways' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ detail: 'invalid_params' });
    expect(await player.platformBalance()).toBe('1000');
  });

  it('plays mines step by step, keeps the board secret while open, and settles', async () => {
    const player = await funded('10');
    const game = await sessionOf('Aurum Mines', false, player.cookie);
    const started = await game.play('100', { mines: 1 });
    expect(started.statusCode).toBe(200);
    const { round } = started.json<TStudioPlay>();
    expect(round.status).toBe('open');
    expect(round.outcome).not.toHaveProperty('positions');
    expect((await game.view()).openRound?.id).toBe(round.id);
    expect(await player.platformBalance()).toBe('900');

    const rotate = await t.app.inject({
      method: 'POST',
      url: '/api/v2/fairness/rotate',
      headers: { cookie: player.cookie },
    });
    expect(rotate.statusCode).toBe(409);
    expect(rotate.json()).toMatchObject({ detail: 'round_in_progress' });

    const second = await game.play('100', { mines: 1 });
    expect(second.json()).toMatchObject({ detail: 'round_in_progress' });

    let current = round;
    for (const tile of [0, 1, 2]) {
      if (current.status !== 'open') break;
      const step = await game.act(current.id, { action: 'reveal', tile });
      expect(step.statusCode).toBe(200);
      current = step.json<TStudioPlay>().round;
    }
    if (current.status === 'open') {
      const cashed = await game.act(current.id, { action: 'cashout' });
      current = cashed.json<TStudioPlay>().round;
    }
    expect(current.status).toBe('closed');
    expect(current.outcome).toHaveProperty('positions');
    expect(await player.platformBalance()).toBe((900n + BigInt(current.payout)).toString());
    const closedAgain = await game.act(current.id, { action: 'cashout' });
    expect(closedAgain.json()).toMatchObject({ detail: 'round_closed' });
  });
});

describe('who may play a session', () => {
  it('acts in a real-money session only for the player it was launched for', async () => {
    const player = await funded('10');
    const stranger = await funded('10');
    const game = await sessionOf('Aurum Mines', false, player.cookie);
    expect((await game.viewAs({ cookie: player.cookie })).statusCode).toBe(200);

    // The game URL alone, or with another player's session, is worth nothing.
    for (const as of [{}, { cookie: stranger.cookie }] as Record<string, string>[]) {
      const view = await game.viewAs(as);
      expect(view.statusCode).toBe(404);
      expect(view.json()).toMatchObject({ detail: 'session_not_found' });
      const play = await game.play('100', { mines: 1 }, as);
      expect(play.json()).toMatchObject({ detail: 'session_not_found' });
    }
    expect(await player.platformBalance()).toBe('1000');
    expect(await stranger.platformBalance()).toBe('1000');

    const started = await game.play('100', { mines: 1 });
    const { round } = started.json<TStudioPlay>();
    const stolen = await game.act(round.id, { action: 'cashout' }, { cookie: stranger.cookie });
    expect(stolen.json()).toMatchObject({ detail: 'session_not_found' });
    expect((await game.view()).openRound?.id).toBe(round.id);

    // Signed out, the player's old cookie no longer opens the session either.
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: player.cookie },
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await game.viewAs({ cookie: player.cookie })).statusCode).toBe(404);
  });

  it('lets anyone holding a demo session play it', async () => {
    const player = await funded('1');
    const game = await sessionOf('Aurum Dice', true, player.cookie);
    expect((await game.viewAs({})).statusCode).toBe(200);
    const res = await game.play('100', { target: 5000, direction: 'under' }, {});
    expect(res.statusCode).toBe(200);
  });
});

describe('provable fairness', () => {
  it('reveals the committed seed on rotation, and every round recomputes from it', async () => {
    const player = await funded('20');
    const seeded = await t.app.inject({
      method: 'PATCH',
      url: '/api/v2/fairness',
      headers: { cookie: player.cookie },
      payload: { clientSeed: 'my-lucky-seed' },
    });
    expect(seeded.json()).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    const committed = seeded.json<TFairness>().serverSeedHash;

    for (const title of [
      'Aurum Dice',
      'Aurum Plinko',
      'Aurum European Roulette',
      'Fruit Fiesta 20',
      'Cosmic 1024',
    ]) {
      const game = await sessionOf(title, false, player.cookie);
      const code = parseGameCode((await game.view()).game.code);
      const params =
        code?.type === 'dice'
          ? { target: 4000, direction: 'over' }
          : code?.type === 'plinko'
            ? { rows: 12, risk: 'high' }
            : code?.type === 'roulette'
              ? {
                  bets: [
                    { kind: 'red', amount: '60' },
                    { kind: 'straight', value: 17, amount: '40' },
                  ],
                }
              : {};
      expect((await game.play('100', params)).statusCode).toBe(200);
    }

    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/v2/fairness/rotate',
      headers: { cookie: player.cookie },
    });
    const fairness = rotated.json<TFairness>();
    expect(fairness.nonce).toBe(0);
    expect(fairness.serverSeedHash).not.toBe(committed);
    const revealed = fairness.previous[0];
    expect(revealed).toMatchObject({
      serverSeedHash: committed,
      clientSeed: 'my-lucky-seed',
      nonce: 5,
    });
    expect(hashServerSeed(revealed?.serverSeed ?? '')).toBe(committed);

    const { items } = await player.get<{ items: TFairRound[] }>('/api/v2/fairness/rounds');
    expect(items).toHaveLength(5);
    for (const round of items) {
      const code = parseGameCode(round.code);
      if (!code) throw new Error(`bad code ${round.code}`);
      expect(round.serverSeed).toBe(revealed?.serverSeed);
      const again = verifyRound(
        code,
        { serverSeed: round.serverSeed ?? '', clientSeed: round.clientSeed, nonce: round.nonce },
        round.params,
        BigInt(round.bet.value),
        round.actions,
      );
      expect(again.outcome).toEqual(round.outcome);
      expect(again.payout.toString()).toBe(round.payout.value);
    }
  });

  it('keeps visitors out of the fairness calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/fairness' });
    expect(res.statusCode).toBe(401);
  });
});

describe('demo play', () => {
  it('plays with the studio’s play money and leaves the wallet alone', async () => {
    const player = await funded('3');
    const game = await sessionOf('Aurum Plinko', true, player.cookie);
    const start = await game.view();
    expect(start).toMatchObject({ demo: true, balance: '100000' });
    const res = await game.play('1000', { rows: 8, risk: 'low' });
    const { round, balance } = res.json<TStudioPlay>();
    expect(balance).toBe((100000n - 1000n + BigInt(round.payout)).toString());
    expect(await player.platformBalance()).toBe('300');
  });

  it('refuses unknown and bad session ids', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/studio/v1/sessions/${'a'.repeat(32)}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ detail: 'session_not_found' });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/studio/v1/sessions/nope' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('finishing rounds left half-way', () => {
  const database = useStudioDatabase();

  it('gives up a round whose stake is unknown only once the wallet has cancelled it', async () => {
    const unavailable: TWalletReply = { ok: false, status: 0, detail: 'wallet_unavailable' };
    let rollbackReply: TWalletReply = unavailable;
    const rollbacks: string[] = [];
    const wallet: WalletClient = {
      balance: () => Promise.resolve(unavailable),
      freeRounds: () => Promise.resolve(unavailable),
      // The stake's answer is lost: it may or may not have been taken.
      bet: () => Promise.resolve(unavailable),
      win: () => Promise.resolve(unavailable),
      rollback: (input) => {
        rollbacks.push(input.referenceTransactionId);
        return Promise.resolve(rollbackReply);
      },
    };
    const warnings: string[] = [];
    const { studio, sessionId, player } = await studioWithWallet(
      database(),
      wallet,
      { code: 'dice/classic/dice', title: 'Aurum Dice' },
      { warn: (_details, message) => warnings.push(message) },
    );
    await expect(
      studio.play(sessionId, player, { bet: '100', params: { target: 5000, direction: 'under' } }),
    ).rejects.toMatchObject({ detail: 'wallet_unavailable' });
    const repo = createStudioRepo(database().db);
    const stuck = await repo.unfinishedRound(sessionId);
    expect(stuck?.status).toBe('placing');

    const later = new Date(Date.now() + 60_000);
    // No answer, a clock or signature refusal, a round the wallet calls closed: the stake was
    // not surely returned, so the round stays to be tried again.
    for (const reply of [
      unavailable,
      { ok: false, status: 401, detail: 'stale_request' },
      { ok: false, status: 409, detail: 'round_closed' },
    ] satisfies TWalletReply[]) {
      rollbackReply = reply;
      expect(await studio.sweep(later)).toBe(0);
      expect((await repo.round(stuck?.id ?? ''))?.status).toBe('placing');
    }
    expect(warnings).toHaveLength(3);

    rollbackReply = {
      ok: true,
      answer: { balance: '1000', currency: 'USD', transactionId: '1' },
    };
    expect(await studio.sweep(later)).toBe(1);
    expect((await repo.round(stuck?.id ?? ''))?.status).toBe('refused');
    expect(rollbacks).toEqual(Array.from({ length: 4 }, () => `${stuck?.id}:bet`));
  });
});
