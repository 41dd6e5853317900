import { GameParamsError, STEPPED_GAMES, type TSteppedGame } from '@aurum/games';
import type { TStudioPlay } from '@aurum/contracts/studio';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { signUp } from '../../test/players';
import { describeRaces, race, repeatRace } from '../../test/race';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checkLedgerInvariants, HEALTHY_LEDGER } from '../wallet/ledger-invariants';
import { useStudioDatabase, studioWithWallet } from './studio.fixture';
import { createStudioRepo } from './studio.repo';
import type { TWalletReply, WalletClient } from './wallet-client';

/**
 * A stepped game made for these tests: `raise` stakes the opening bet once more, `stand` pays
 * 1.5× everything staked. It stands in for blackjack's double, split and insurance, so the
 * studio's handling of later stakes is tested apart from any game's rules.
 */
const raiseGame: TSteppedGame<{ raised: boolean }> = {
  params: z.strictObject({}),
  action: z.discriminatedUnion('action', [
    z.object({ action: z.literal('raise') }),
    z.object({ action: z.literal('stand') }),
  ]),
  start: () => ({ state: { raised: false }, view: { raised: false } }),
  stakeOf(state, action, bet) {
    if (action.action !== 'raise') return 0n;
    if (state.raised) throw new GameParamsError('raised already');
    return bet;
  },
  act(state, action, bet) {
    if (action.action === 'raise') return { state: { raised: true }, view: { raised: true } };
    const staked = state.raised ? 2n * bet : bet;
    const outcome = { raised: state.raised };
    return {
      state,
      view: outcome,
      settled: { outcome, payout: (staked * 3n) / 2n, multiplier: 15_000 },
    };
  },
};

const DICE = 'Aurum Dice';
const saved = STEPPED_GAMES.dice;
let t: TestApp;
let diceId = 0;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v2/games?provider=aurum-originals&limit=100',
  });
  diceId =
    res.json<{ items: { id: number; title: string }[] }>().items.find((game) => game.title === DICE)
      ?.id ?? 0;
});
afterAll(() => t.close());
beforeEach(() => {
  STEPPED_GAMES.dice = raiseGame;
});
afterEach(() => {
  if (saved) STEPPED_GAMES.dice = saved;
  else delete STEPPED_GAMES.dice;
});

async function table(deposit: string, demo = false) {
  const player = await signUp(t.app);
  await t.app.inject({
    method: 'POST',
    url: '/api/sandbox/deposits',
    payload: { globalId: player.me.globalId, currency: 'USD', amount: deposit, method: 'crypto' },
  });
  const headers = { cookie: player.cookie };
  const launched = await t.app.inject({
    method: 'POST',
    url: `/api/v2/games/${diceId}/session`,
    headers,
    payload: { demo },
  });
  const sessionId =
    new URL(launched.json<{ url: string }>().url, 'http://x').searchParams.get('session') ?? '';
  const base = `/api/studio/v1/sessions/${sessionId}`;
  const platformBalance = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/me/balance', headers })).json<{
      total: { value: string };
    }>().total.value;
  return {
    platformBalance,
    play: (bet: string) =>
      t.app.inject({
        method: 'POST',
        url: `${base}/rounds`,
        headers,
        payload: { bet, params: {} },
      }),
    act: (roundId: string, action: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `${base}/rounds/${roundId}/actions`,
        headers,
        payload: action,
      }),
    session: async () =>
      (await t.app.inject({ method: 'GET', url: base, headers })).json<{ balance: string }>(),
  };
}

describe('later stakes in a stepped round', () => {
  it('takes the raise at the wallet, shows the total staked, and pays on all of it', async () => {
    const player = await table('10');
    const opened = (await player.play('100')).json<TStudioPlay>();
    expect(opened.round).toMatchObject({ status: 'open', bet: '100' });
    expect(opened.balance).toBe('900');

    const raised = await player.act(opened.round.id, { action: 'raise' });
    expect(raised.statusCode).toBe(200);
    expect(raised.json<TStudioPlay>()).toMatchObject({
      round: { status: 'open', bet: '200' },
      balance: '800',
    });
    const stood = (await player.act(opened.round.id, { action: 'stand' })).json<TStudioPlay>();
    expect(stood.round).toMatchObject({ status: 'closed', bet: '200', payout: '300' });
    expect(stood.balance).toBe('1100');
    expect(await player.platformBalance()).toBe('1100');
  });

  it('refuses a raise beyond the balance, or a second one, with nothing moved', async () => {
    const player = await table('1.5');
    const opened = (await player.play('100')).json<TStudioPlay>();
    const broke = await player.act(opened.round.id, { action: 'raise' });
    expect(broke.statusCode).toBe(402);
    expect(broke.json()).toMatchObject({ detail: 'insufficient_funds' });
    expect((await player.session()).balance).toBe('50');

    const rich = await table('10');
    const round = (await rich.play('100')).json<TStudioPlay>().round;
    expect((await rich.act(round.id, { action: 'raise' })).statusCode).toBe(200);
    const again = await rich.act(round.id, { action: 'raise' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ detail: 'invalid_action' });
    const unknown = await rich.act(round.id, { action: 'fold' });
    expect(unknown.json()).toMatchObject({ detail: 'invalid_action' });
    expect((await rich.session()).balance).toBe('800');
    // The refused steps left the round where it was: standing still pays on both stakes.
    const stood = (await rich.act(round.id, { action: 'stand' })).json<TStudioPlay>();
    expect(stood.round).toMatchObject({ bet: '200', payout: '300' });
  });

  it('pays a demo raise from the play balance', async () => {
    const player = await table('1', true);
    const start = BigInt((await player.session()).balance);
    const round = (await player.play('100')).json<TStudioPlay>().round;
    const raised = (await player.act(round.id, { action: 'raise' })).json<TStudioPlay>();
    expect(raised.balance).toBe((start - 200n).toString());
    const stood = (await player.act(round.id, { action: 'stand' })).json<TStudioPlay>();
    expect(stood.balance).toBe((start + 100n).toString());
    expect(await player.platformBalance()).toBe('100');
  });
});

describe('a later stake the wallet never answered', () => {
  const database = useStudioDatabase();

  it('blocks the round until the sweep has cancelled it at the wallet', async () => {
    const unavailable: TWalletReply = { ok: false, status: 0, detail: 'wallet_unavailable' };
    const fine: TWalletReply = {
      ok: true,
      answer: { balance: '5000', currency: 'USD', transactionId: '1' },
    };
    const bets: string[] = [];
    const rollbacks: string[] = [];
    let rollbackReply: TWalletReply = unavailable;
    const wallet: WalletClient = {
      balance: () => Promise.resolve(fine),
      freeRounds: () => Promise.resolve(unavailable),
      // The opening stake lands; the raise's answer is lost on the way back.
      bet: (input) => {
        bets.push(input.transactionId);
        return Promise.resolve(bets.length === 1 ? fine : unavailable);
      },
      win: () => Promise.resolve(fine),
      rollback: (input) => {
        rollbacks.push(input.referenceTransactionId);
        return Promise.resolve(rollbackReply);
      },
    };
    const { studio, sessionId, player } = await studioWithWallet(database(), wallet, {
      code: 'dice/classic/dice',
      title: DICE,
    });
    const { round } = await studio.play(sessionId, player, { bet: '100', params: {} });

    await expect(
      studio.act(sessionId, player, round.id, { action: 'raise' }),
    ).rejects.toMatchObject({
      detail: 'wallet_unavailable',
    });
    const repo = createStudioRepo(database().db);
    expect((await repo.round(round.id))?.pendingStake?.transactionId).toBe(`${round.id}:bet:1`);
    // While the stake may still land, no other step runs.
    await expect(
      studio.act(sessionId, player, round.id, { action: 'stand' }),
    ).rejects.toMatchObject({
      detail: 'round_in_progress',
    });

    const later = new Date(Date.now() + 60_000);
    expect(await studio.sweep(later)).toBe(0);
    expect((await repo.round(round.id))?.pendingStake).not.toBeNull();
    rollbackReply = fine;
    expect(await studio.sweep(later)).toBe(1);
    expect(rollbacks).toEqual([`${round.id}:bet:1`, `${round.id}:bet:1`]);
    const cleared = await repo.round(round.id);
    expect(cleared).toMatchObject({ pendingStake: null, extraStake: 0n, actions: [] });

    // The round goes on without the cancelled raise: standing pays on the opening stake only.
    const stood = await studio.act(sessionId, player, round.id, { action: 'stand' });
    expect(stood.round).toMatchObject({ status: 'closed', bet: '100', payout: '150' });
  });
});

describeRaces('later stakes under concurrency (PostgreSQL)', () => {
  it('takes one raise when the same raise is sent many times at once, and the ledger holds', async () => {
    await repeatRace(5, async () => {
      const player = await table('10');
      const round = (await player.play('100')).json<TStudioPlay>().round;
      const answers = await race(
        ...Array.from({ length: 6 }, () => () => player.act(round.id, { action: 'raise' })),
      );
      const codes = answers.map((answer) =>
        answer.status === 'fulfilled' ? answer.value.statusCode : 0,
      );
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      expect(codes.every((code) => [200, 400, 409].includes(code))).toBe(true);
      const stood = (await player.act(round.id, { action: 'stand' })).json<TStudioPlay>();
      expect(stood.round).toMatchObject({ bet: '200', payout: '300' });
      expect(await player.platformBalance()).toBe('1100');
    });
    const database = await openDatabase(t.config.database);
    try {
      expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
    } finally {
      await database.close();
    }
  });
});
