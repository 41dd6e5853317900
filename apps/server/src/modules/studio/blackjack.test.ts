import { blackjackBasicStrategy, parseGameCode, verifyRound } from '@aurum/games';
import type { TFairRound } from '@aurum/contracts/games';
import type { TStudioPlay } from '@aurum/contracts/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/players';
import { createTestApp, type TestApp } from '../../test/test-app';

const TITLE = 'Aurum Blackjack';
let t: TestApp;
let gameId = 0;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v2/games?provider=aurum-originals&limit=100',
  });
  const items = res.json<{ items: { id: number; title: string }[] }>().items;
  gameId = items.find((game) => game.title === TITLE)?.id ?? 0;
});
afterAll(() => t.close());

/** A funded player at the blackjack table (real money, through the seamless wallet). */
async function seat(deposit: string) {
  const player = await signUp(t.app);
  const headers = { cookie: player.cookie };
  await t.app.inject({
    method: 'POST',
    url: '/api/sandbox/deposits',
    payload: { globalId: player.me.globalId, currency: 'USD', amount: deposit, method: 'crypto' },
  });
  const launched = await t.app.inject({
    method: 'POST',
    url: `/api/v2/games/${gameId}/session`,
    headers,
    payload: { demo: false },
  });
  expect(launched.statusCode).toBe(200);
  const url = new URL(launched.json<{ url: string }>().url, 'http://x');
  const base = `/api/studio/v1/sessions/${url.searchParams.get('session') ?? ''}`;
  return {
    headers,
    play: (bet: string) =>
      t.app.inject({
        method: 'POST',
        url: `${base}/rounds`,
        headers,
        payload: { bet, params: {} },
      }),
    act: (roundId: string, action: string) =>
      t.app.inject({
        method: 'POST',
        url: `${base}/rounds/${roundId}/actions`,
        headers,
        payload: { action },
      }),
    platformBalance: async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/me/balance', headers })).json<{
        total: { value: string };
      }>().total.value,
  };
}

describe('blackjack at the studio', () => {
  it('takes splits and doubles at the wallet mid-round, pays every hand, and replays from the seeds', async () => {
    const player = await seat('100');
    let balance = 10_000n;
    let splits = 0;
    let doubles = 0;
    let rounds = 0;
    // Basic strategy until the player has split and doubled (a split pair comes about 1 deal
    // in 40 under basic strategy, a double 1 in 10); each step's stake leaves the balance at once.
    while ((splits === 0 || doubles === 0) && rounds < 400) {
      rounds += 1;
      const opened = await player.play('100');
      expect(opened.statusCode).toBe(200);
      let { round, balance: after } = opened.json<TStudioPlay>();
      expect(BigInt(after)).toBe(balance - 100n + BigInt(round.payout));
      balance = BigInt(after);
      expect(round.outcome).not.toHaveProperty('shoe');
      while (round.status === 'open') {
        const action = blackjackBasicStrategy(round.outcome);
        const staked = BigInt(round.bet);
        const reply = await player.act(round.id, action);
        expect(reply.statusCode, action).toBe(200);
        ({ round, balance: after } = reply.json<TStudioPlay>());
        const extra = BigInt(round.bet) - staked;
        expect(extra).toBe(action === 'split' || action === 'double' ? 100n : 0n);
        expect(BigInt(after)).toBe(balance - extra + BigInt(round.payout));
        balance = BigInt(after);
        if (action === 'split') splits += 1;
        if (action === 'double') doubles += 1;
      }
    }
    expect(splits).toBeGreaterThan(0);
    expect(doubles).toBeGreaterThan(0);
    expect(await player.platformBalance()).toBe(balance.toString());

    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/v2/fairness/rotate',
      headers: player.headers,
    });
    expect(rotated.statusCode).toBe(200);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v2/fairness/rounds?limit=50',
      headers: player.headers,
    });
    const { items } = listed.json<{ items: TFairRound[] }>();
    const withMoves = items.filter((round) =>
      round.actions.some((step) => step.action !== 'stand'),
    );
    expect(withMoves.length).toBeGreaterThan(0);
    for (const round of items) {
      const code = parseGameCode(round.code);
      if (!code) throw new Error(`bad code ${round.code}`);
      const seeds = {
        serverSeed: round.serverSeed ?? '',
        clientSeed: round.clientSeed,
        nonce: round.nonce,
      };
      const again = verifyRound(code, seeds, round.params, BigInt(round.bet.value), round.actions);
      expect(again.payout.toString()).toBe(round.payout.value);
      expect(round.outcome).toMatchObject(again.outcome as Record<string, unknown>);
    }
  });

  it('takes insurance as half the bet when the dealer shows an ace', async () => {
    const player = await seat('100');
    // The dealer shows an ace in 1 deal of 13: 300 deals all without one is below 10⁻¹⁰.
    for (let deal = 0; deal < 300; deal += 1) {
      const opened = (await player.play('101')).json<TStudioPlay>();
      if (opened.round.status !== 'open') continue;
      const view = opened.round.outcome as { status: string; actions: string[] };
      const move = view.status === 'insurance' ? 'insurance' : 'stand';
      const { round, balance } = (await player.act(opened.round.id, move)).json<TStudioPlay>();
      if (move === 'stand') {
        let open = round;
        while (open.status === 'open') {
          const next = await player.act(open.id, blackjackBasicStrategy(open.outcome));
          open = next.json<TStudioPlay>().round;
        }
        continue;
      }
      expect(round.bet).toBe('151');
      expect(round.outcome).toMatchObject({ insurance: 'taken' });
      expect(BigInt(balance)).toBe(BigInt(opened.balance) - 50n + BigInt(round.payout));
      return;
    }
    throw new Error('the dealer never showed an ace');
  });

  it('refuses a move the hand does not allow, with nothing moved', async () => {
    const player = await seat('10');
    for (let deal = 0; deal < 50; deal += 1) {
      const { round, balance } = (await player.play('100')).json<TStudioPlay>();
      if (round.status !== 'open') continue;
      const view = round.outcome as { actions: string[] };
      const refused = ['split', 'double', 'insurance'].find((move) => !view.actions.includes(move));
      if (!refused) continue;
      const reply = await player.act(round.id, refused);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ detail: 'invalid_action' });
      expect(await player.platformBalance()).toBe(balance);
      const unknown = await player.act(round.id, 'surrender');
      expect(unknown.json()).toMatchObject({ detail: 'invalid_action' });
      return;
    }
    throw new Error('no open round to refuse a move in');
  });
});
