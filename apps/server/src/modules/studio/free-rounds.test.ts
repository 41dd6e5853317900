import type { TStudioPlay, TStudioSession } from '@aurum/contracts/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCookie, playerIdOf, signUp } from '../../test/players';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let operator: string;
let slotId: number;
let offerId: string;

beforeAll(async () => {
  t = await createTestApp();
  operator = await operatorCookie(t.app);
  const games = await t.app.inject({
    method: 'GET',
    url: '/api/v2/games?provider=aurum-originals&limit=100',
  });
  const pharaoh = games
    .json<{ items: { id: number; title: string }[] }>()
    .items.find((game) => game.title === 'Pharaoh’s Fortune Lines');
  slotId = pharaoh?.id ?? 0;
  // Two free spins of 0.20 on the default slot (no game named).
  const offer = await t.app.inject({
    method: 'POST',
    url: '/api/admin/bonus-offers',
    headers: { cookie: operator },
    payload: {
      kind: 'personal',
      title: 'Two free spins',
      terms: { freespinsCount: 2, freespinsAmount: '0.20', wagerFreespins: 10 },
    },
  });
  offerId = offer.json<{ id: string }>().id;
});
afterAll(() => t.close());

describe('the in-house studio plays free rounds', () => {
  it('shows the free spins in the session and plays them at their stake, moving no money', async () => {
    const player = await signUp(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/deposits',
      payload: { globalId: player.me.globalId, currency: 'USD', amount: '10', method: 'crypto' },
    });
    const userId = await playerIdOf(t.app, operator, player.email);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${userId}/bonuses`,
      headers: { cookie: operator },
      payload: { offerId },
    });
    const headers = { cookie: player.cookie };
    const launch = await t.app.inject({
      method: 'POST',
      url: `/api/v2/games/${slotId}/session`,
      headers,
      payload: { demo: false },
    });
    const { url } = launch.json<{ url: string }>();
    const sessionId = new URL(url, 'http://x').searchParams.get('session') ?? '';
    const view = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/studio/v1/sessions/${sessionId}`, headers })
      ).json<TStudioSession>();
    const play = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/studio/v1/sessions/${sessionId}/rounds`,
        headers,
        payload,
      });

    const session = await view();
    const balance = session.balance;
    expect(session.freeRounds).toEqual([
      expect.objectContaining({ total: 2, remaining: 2, stake: '20', status: 'active' }),
    ]);
    const freeRoundId = session.freeRounds[0]?.id;

    // The client's bet is ignored: a free spin plays at its own stake.
    const first = await play({ bet: '5000', params: {}, freeRoundId });
    expect(first.statusCode).toBe(200);
    const one = first.json<TStudioPlay>();
    expect(one.round.bet).toBe('20');
    expect(one.freeRound).toMatchObject({ remaining: 1, status: 'active' });
    expect(one.balance).toBe(balance);

    const second = (await play({ bet: '20', params: {}, freeRoundId })).json<TStudioPlay>();
    const won = BigInt(one.round.payout) + BigInt(second.round.payout);
    expect(second.freeRound).toMatchObject({
      remaining: 0,
      status: 'finished',
      winnings: won.toString(),
      granted: won.toString(),
    });
    // The winnings became bonus money: the balance the wallet reports grew by exactly them.
    expect(BigInt(second.balance)).toBe(BigInt(balance) + won);
    expect((await view()).freeRounds).toEqual([]);

    const third = await play({ bet: '20', params: {}, freeRoundId });
    expect(third.statusCode).toBe(404);
    expect(third.json()).toEqual({ detail: 'free_round_not_found' });
  });

  it('has no free rounds in demo', async () => {
    const launch = await t.app.inject({
      method: 'POST',
      url: `/api/v2/games/${slotId}/session`,
      payload: { demo: true },
    });
    const { url } = launch.json<{ url: string }>();
    const sessionId = new URL(url, 'http://x').searchParams.get('session') ?? '';
    const session = await t.app.inject({
      method: 'GET',
      url: `/api/studio/v1/sessions/${sessionId}`,
    });
    expect(session.json<TStudioSession>().freeRounds).toEqual([]);
  });
});
