/**
 * Keno and Jacks or Better through the studio's API, for real money: the stake leaves the
 * platform balance, the win comes back, a video poker hand stays open across a reload of its
 * session and is refused a second draw, and bad params are a 400 before any money moves.
 */
import type { TStudioPlay, TStudioSession } from '@aurum/contracts/studio';
import { drawHand, evaluateHand, JACKS_OR_BETTER_PAYS, type TPokerHand } from '@aurum/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/players';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const ids = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v2/games?provider=aurum-originals&limit=100',
  });
  for (const game of res.json<{ items: { id: number; title: string }[] }>().items) {
    ids.set(game.title, game.id);
  }
});
afterAll(() => t.close());

async function sessionOf(title: string, deposit: string) {
  const player = await signUp(t.app);
  await t.app.inject({
    method: 'POST',
    url: '/api/sandbox/deposits',
    payload: { globalId: player.me.globalId, currency: 'USD', amount: deposit, method: 'crypto' },
  });
  const headers = { cookie: player.cookie };
  const launched = await t.app.inject({
    method: 'POST',
    url: `/api/v2/games/${ids.get(title) ?? 0}/session`,
    headers,
    payload: { demo: false },
  });
  expect(launched.statusCode).toBe(200);
  const sessionId =
    new URL(launched.json<{ url: string }>().url, 'http://x').searchParams.get('session') ?? '';
  const base = `/api/studio/v1/sessions/${sessionId}`;
  return {
    platformBalance: async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/me/balance', headers })).json<{
        total: { value: string };
      }>().total.value,
    play: (bet: string, params: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `${base}/rounds`, headers, payload: { bet, params } }),
    act: (roundId: string, action: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `${base}/rounds/${roundId}/actions`,
        headers,
        payload: action,
      }),
    session: async () =>
      (await t.app.inject({ method: 'GET', url: base, headers })).json<TStudioSession>(),
  };
}

describe('keno in the studio', () => {
  it('draws ten balls, pays the hits by the table and moves the balance by stake and win', async () => {
    const player = await sessionOf('Aurum Keno', '10');
    const res = await player.play('100', { picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], risk: 'low' });
    expect(res.statusCode).toBe(200);
    const { round, balance } = res.json<TStudioPlay>();
    expect(round.status).toBe('closed');
    const { drawn, hits } = round.outcome as { drawn: number[]; hits: number[] };
    expect(new Set(drawn).size).toBe(10);
    expect(hits).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((n) => drawn.includes(n)));
    const payout = BigInt(round.payout);
    expect(balance).toBe((1000n - 100n + payout).toString());
    expect(await player.platformBalance()).toBe(balance);
  });

  it('refuses repeated or too many picks with a 400 and takes nothing', async () => {
    const player = await sessionOf('Aurum Keno', '10');
    for (const params of [
      { picks: [4, 4], risk: 'low' },
      { picks: Array.from({ length: 11 }, (_, i) => i + 1), risk: 'low' },
      { picks: [41], risk: 'high' },
      { picks: [1], risk: 'wild' },
    ]) {
      const res = await player.play('100', params);
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      expect(res.json()).toMatchObject({ detail: 'invalid_params' });
    }
    expect(await player.platformBalance()).toBe('1000');
  });
});

describe('video poker in the studio', () => {
  it('deals five cards, keeps the hand open across a reload, and pays the drawn hand', async () => {
    const player = await sessionOf('Jacks or Better', '10');
    const dealt = (await player.play('100', {})).json<TStudioPlay>();
    expect(dealt.round.status).toBe('open');
    expect(dealt.balance).toBe('900');
    const view = dealt.round.outcome as { hand: number[]; status: string; shoe?: unknown };
    expect(view.status).toBe('dealt');
    expect(view.hand).toHaveLength(5);
    expect(view.shoe).toBeUndefined();

    const reloaded = await player.session();
    expect(reloaded.openRound?.id).toBe(dealt.round.id);
    expect(reloaded.openRound?.outcome).toMatchObject({ hand: view.hand });

    const hold = [true, false, true, false, false];
    const drawn = await player.act(dealt.round.id, { action: 'draw', hold });
    expect(drawn.statusCode).toBe(200);
    const { round, balance } = drawn.json<TStudioPlay>();
    const outcome = round.outcome as { shoe: number[]; hand: number[]; rank: TPokerHand };
    expect(outcome.shoe.slice(0, 5)).toEqual(view.hand);
    expect(outcome.hand).toEqual(drawHand(outcome.shoe, hold));
    expect(outcome.rank).toBe(evaluateHand(outcome.hand));
    expect(round).toMatchObject({
      status: 'closed',
      payout: String(100 * JACKS_OR_BETTER_PAYS[outcome.rank]),
    });
    expect(balance).toBe((900n + BigInt(round.payout)).toString());
    expect(await player.platformBalance()).toBe(balance);

    const again = await player.act(dealt.round.id, { action: 'draw', hold });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: 'round_closed' });
    expect(await player.platformBalance()).toBe(balance);
  });

  it('refuses a draw without five holds and params it does not take', async () => {
    const player = await sessionOf('Jacks or Better', '10');
    expect((await player.play('100', { coins: 5 })).statusCode).toBe(400);
    const { round } = (await player.play('100', {})).json<TStudioPlay>();
    const bad = await player.act(round.id, { action: 'draw', hold: [true] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ detail: 'invalid_action' });
    expect((await player.session()).openRound?.id).toBe(round.id);
  });
});
