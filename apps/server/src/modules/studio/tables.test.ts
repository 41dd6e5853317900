import { parseGameCode } from '@aurum/games';
import type { TStudioPlay, TStudioSession } from '@aurum/contracts/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/players';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO_DATA: 'true' });
});
afterAll(() => t.close());

async function gameId(title: string): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v2/games?search=${encodeURIComponent(title)}&limit=20`,
  });
  const items = res.json<{ items: { id: number; title: string }[] }>().items;
  const game = items.find((item) => item.title === title);
  if (!game) throw new Error(`no game ${title}`);
  return game.id;
}

async function funded(amount: string) {
  const player = await signUp(t.app);
  await t.app.inject({
    method: 'POST',
    url: '/api/sandbox/deposits',
    payload: { globalId: player.me.globalId, currency: 'USD', amount, method: 'crypto' },
  });
  const balance = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/me/balance',
        headers: { cookie: player.cookie },
      })
    ).json<{ total: { value: string } }>().total.value;
  return { cookie: player.cookie, balance };
}

async function session(title: string, cookie: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v2/games/${await gameId(title)}/session`,
    headers: { cookie },
    payload: { demo: false },
  });
  expect(res.statusCode).toBe(200);
  const sessionId =
    new URL(res.json<{ url: string }>().url, 'http://x').searchParams.get('session') ?? '';
  const headers = { cookie };
  const view = async () =>
    (
      await t.app.inject({ method: 'GET', url: `/api/studio/v1/sessions/${sessionId}`, headers })
    ).json<TStudioSession>();
  const play = (bet: string, params: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/studio/v1/sessions/${sessionId}/rounds`,
      headers,
      payload: { bet, params },
    });
  return { view, play };
}

describe('RNG tables through the seamless wallet', () => {
  it('deals baccarat: the bets add up to the stake, the payout lands on the balance', async () => {
    const player = await funded('10');
    const game = await session('Aurum Baccarat', player.cookie);
    const start = await game.view();
    expect(parseGameCode(start.game.code)).toMatchObject({
      type: 'baccarat',
      variant: 'punto-banco',
    });
    const bets = [
      { kind: 'banker', amount: '60' },
      { kind: 'tie', amount: '20' },
      { kind: 'player-pair', amount: '20' },
    ];
    let expected = BigInt(start.balance);
    for (let index = 0; index < 3; index++) {
      const res = await game.play('100', { bets });
      expect(res.statusCode).toBe(200);
      const { round, balance } = res.json<TStudioPlay>();
      const outcome = round.outcome as { player: number[]; banker: number[] };
      expect(outcome.player.length).toBeGreaterThanOrEqual(2);
      expect(outcome.banker.length).toBeGreaterThanOrEqual(2);
      expected = expected - 100n + BigInt(round.payout);
      expect(balance).toBe(expected.toString());
      expect(await player.balance()).toBe(expected.toString());
    }
    const wrong = await game.play('100', { bets: [{ kind: 'banker', amount: '99' }] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ detail: 'invalid_params' });
    const unknown = await game.play('100', { bets: [{ kind: 'dragon', amount: '100' }] });
    expect(unknown.statusCode).toBe(400);
    expect(await player.balance()).toBe(expected.toString());
  });

  it('spins the money wheel and pays the bet on the number it lands on', async () => {
    const player = await funded('10');
    const game = await session('Aurum Money Wheel', player.cookie);
    const start = BigInt((await game.view()).balance);
    const params = {
      bets: [
        { number: 1, amount: '50' },
        { number: 10, amount: '50' },
      ],
    };
    const res = await game.play('100', params);
    expect(res.statusCode).toBe(200);
    const { round, balance } = res.json<TStudioPlay>();
    expect(balance).toBe((start - 100n + BigInt(round.payout)).toString());
    const outcome = round.outcome as { number: number; multiplier: number };
    expect([1, 2, 5, 10, 20, 40]).toContain(outcome.number);
    const won = outcome.number === 1 || outcome.number === 10;
    const expected = won ? 50n + 50n * BigInt(outcome.number * outcome.multiplier) : 0n;
    expect(round.payout).toBe(expected.toString());
    const bad = await game.play('100', { bets: [{ number: 3, amount: '100' }] });
    expect(bad.json()).toMatchObject({ detail: 'invalid_params' });
  });

  it('runs the demo live baccarat, game shows and prize wheels on these tables', async () => {
    const player = await funded('1');
    const cases: [string, string, string][] = [
      ['Speed Baccarat', 'baccarat', 'punto-banco'],
      ['Super 6 Baccarat', 'baccarat', 'super-6'],
      ['Dream Catcher Live', 'wheel-show', 'classic'],
      ['Wheel of Luck', 'wheel-show', 'classic'],
    ];
    for (const [title, type, variant] of cases) {
      const game = await session(title, player.cookie);
      expect(parseGameCode((await game.view()).game.code), title).toMatchObject({ type, variant });
    }
  });
});
