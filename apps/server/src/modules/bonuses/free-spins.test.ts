import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ZBonusList, ZUserBonus, type TFreeSpins } from '@aurum/contracts/bonuses';
import { SEAMLESS_PATHS, ZSeamlessFreeRounds } from '@aurum/contracts/seamless';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../db/client';
import { operatorCookie, playerIdOf, signUp } from '../../test/players';
import { describeRaces, race, settled } from '../../test/race';
import { createTestStudio, TEST_STUDIO_ID } from '../../test/test-studio';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Stakes } from '../wallet/stakes.service';
import { checkLedgerInvariants, HEALTHY_LEDGER } from '../wallet/ledger-invariants';
import type { TGrantRow } from './bonuses.repo';
import { createFreeSpins } from './free-spins';

/** The slots' provider, played through the signed seamless wallet. */
const studio = createTestStudio('free-spins-test-secret-0123456789abcd');

let t: TestApp;
let database: Database;
let operator: string;
let slot: { id: number; slug: string };

beforeAll(async () => {
  t = await createTestApp(
    { SEED_DEMO_DATA: 'true', WITHDRAW_WAGER_MULTIPLIER: '0', WITHDRAW_VERIFY_PROFILE: 'false' },
    {
      studios: [studio.studio],
      onDatabase: (opened) => {
        database = opened;
      },
    },
  );
  operator = await operatorCookie(t.app);
  const games = await t.app.inject({
    method: 'GET',
    url: `/api/v2/games?provider=${TEST_STUDIO_ID}&category=video-slots`,
  });
  const first = games.json<{ items: { id: number; slug: string }[] }>().items[0];
  if (!first) throw new Error('no in-house slot');
  slot = first;
});
afterAll(() => t.close());

const seamless = (path: string, body: Record<string, unknown>) => studio.call(t.app, path, body);

const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(database.db, query))[0];

/** A personal offer of free spins only, on the test's slot. */
async function freeSpinsOffer(terms: Record<string, unknown>): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/bonus-offers',
    headers: { cookie: operator },
    payload: {
      kind: 'personal',
      title: `Free spins ${randomUUID().slice(0, 8)}`,
      terms: { freespinsAmount: '0.20', freespinsGame: slot.slug, wagerFreespins: 5, ...terms },
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: string }>().id;
}

/** A player with `amount` USD deposited, the offer's free spins, and a session on the slot. */
async function player(offerTerms: Record<string, unknown>, amount = '50') {
  const signed = await signUp(t.app);
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: signed.cookie } });
  await t.app.inject({
    method: 'POST',
    url: '/api/sandbox/deposits',
    payload: { globalId: signed.me.globalId, currency: 'USD', amount, method: 'crypto' },
  });
  const userId = await playerIdOf(t.app, operator, signed.email);
  const assigned = await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${userId}/bonuses`,
    headers: { cookie: operator },
    payload: { offerId: await freeSpinsOffer(offerTerms) },
  });
  expect(assigned.statusCode).toBe(200);
  const grant = ZUserBonus.parse(assigned.json());
  const launch = await t.app.inject({
    method: 'POST',
    url: `/api/v2/games/${slot.id}/session`,
    headers: { cookie: signed.cookie },
    payload: { demo: false },
  });
  expect(launch.statusCode).toBe(200);
  const token = studio.lastToken();
  const list = async () => ZBonusList.parse((await get('/api/v2/bonuses')).json());
  const award = async (): Promise<TFreeSpins> => {
    const found = (await list()).freeSpins.find((entry) => entry.bonusId === grant.id);
    if (!found) throw new Error('no free spins');
    return found;
  };
  const id = (transactionId: string) => `${signed.me.globalId}:${transactionId}`;
  const freeRoundId = (await award()).id;
  return {
    ...signed,
    userId,
    grant,
    token,
    list,
    award,
    freeBet: (roundId: string, transactionId: string, amount = '20') =>
      seamless(SEAMLESS_PATHS.bet, {
        sessionToken: token,
        roundId,
        transactionId: id(transactionId),
        amount,
        currency: 'USD',
        freeRoundId,
      }),
    win: (roundId: string, transactionId: string, amount: string) =>
      seamless(SEAMLESS_PATHS.win, {
        sessionToken: token,
        roundId,
        transactionId: id(transactionId),
        amount,
        currency: 'USD',
        finished: true,
      }),
    rollback: (roundId: string, transactionId: string, reference: string) =>
      seamless(SEAMLESS_PATHS.rollback, {
        sessionToken: token,
        roundId,
        transactionId: id(transactionId),
        referenceTransactionId: id(reference),
      }),
    async total() {
      return (await get('/api/v1/me/balance')).json<{ total: { value: string } }>().total.value;
    },
  };
}

/** Plays one free spin to its end: the bet, then the win. */
async function spin(p: Awaited<ReturnType<typeof player>>, win: string) {
  const round = randomUUID();
  expect((await p.freeBet(round, `${round}:bet`)).statusCode).toBe(200);
  const paid = await p.win(round, `${round}:win`, win);
  expect(paid.statusCode).toBe(200);
  return paid.json<{ balance: string; freeRound?: { status: string; granted: string | null } }>();
}

describe('free spins', () => {
  it('awards a grant its free spins once when it becomes active: the fourth welcome step', async () => {
    const signed = await signUp(t.app);
    for (let deposit = 0; deposit < 4; deposit += 1)
      await t.app.inject({
        method: 'POST',
        url: '/api/sandbox/deposits',
        payload: { globalId: signed.me.globalId, currency: 'USD', amount: '100', method: 'crypto' },
      });
    const list = ZBonusList.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v2/bonuses',
          headers: { cookie: signed.cookie },
        })
      ).json(),
    );
    const step = list.bonuses.find((bonus) => bonus.title.startsWith('Fourth deposit'));
    // The demo's terms were stored before `freespinsGame` existed: the default slot plays them.
    expect(list.freeSpins).toEqual([
      expect.objectContaining({
        bonusId: step?.id,
        gameTitle: 'Pharaoh’s Fortune Lines',
        total: 50,
        remaining: 50,
        stake: { value: '20', primaryValue: '0.20', primaryPrecision: 2 },
        winnings: { value: '0', primaryValue: '0.00', primaryPrecision: 2 },
        status: 'active',
        expiresAt: step?.expiresAt,
      }),
    ]);
    // A replayed activation of the same grant awards nothing more.
    const grant = await one<TGrantRow>(
      sql`SELECT id, user_id AS "userId", terms, expires_at AS "expiresAt" FROM bonus_grants WHERE id = ${step?.id ?? ''}`,
    );
    const again = createFreeSpins({
      db: database.db,
      stakes: {} as Stakes,
      slot: () => Promise.resolve({ id: slot.id, title: '' }),
    });
    const replayed = await database.db.transaction((tx) =>
      again.award(tx, { ...(grant as TGrantRow), expiresAt: new Date() }),
    );
    expect(replayed).toBeUndefined();
    expect(
      await one<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM free_spin_awards WHERE grant_id = ${step?.id ?? ''}`,
      ),
    ).toEqual({ n: 1 });
  });

  it('refuses an offer whose free spins name no in-house slot, or have no stake', async () => {
    const save = (terms: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/bonus-offers',
        headers: { cookie: operator },
        payload: { kind: 'personal', title: 'Spins', terms: { freespinsCount: 5, ...terms } },
      });
    const unknown = await save({ freespinsAmount: '0.2', freespinsGame: 'no-such-slot' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: 'bonus_free_spins_game_invalid' });
    const dice = await save({ freespinsAmount: '0.2', freespinsGame: 'aurum-dice' });
    expect(dice.json()).toEqual({ detail: 'bonus_free_spins_game_invalid' });
    const stakeless = await save({});
    expect(stakeless.statusCode).toBe(400);
    expect(stakeless.json()).toMatchObject({ detail: 'validation_error' });
  });

  it('plays a free spin with no player money: the win goes to the winnings', async () => {
    const p = await player({ freespinsCount: 3 });
    const before = await p.total();
    const rounds = ZSeamlessFreeRounds.parse(
      (await seamless(SEAMLESS_PATHS.freeRounds, { sessionToken: p.token })).json(),
    );
    expect(rounds.freeRounds).toEqual([
      expect.objectContaining({ total: 3, remaining: 3, stake: '20', winnings: '0' }),
    ]);

    // Only at the free round's own stake.
    const round = randomUUID();
    const wrong = await p.freeBet(round, 'wrong', '100');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: 'free_round_stake_mismatch', stake: '20' });

    const bet = await p.freeBet(round, 'bet');
    expect(bet.statusCode).toBe(200);
    expect(bet.json()).toMatchObject({
      balance: before,
      freeRound: { remaining: 2, winnings: '0', status: 'active' },
    });
    // A free round takes no money bet on top of it.
    const extra = await seamless(SEAMLESS_PATHS.bet, {
      sessionToken: p.token,
      roundId: round,
      transactionId: `${p.me.globalId}:extra`,
      amount: '100',
      currency: 'USD',
    });
    expect(extra.json()).toEqual({ detail: 'round_closed' });

    const win = await p.win(round, 'win', '150');
    expect(win.json()).toMatchObject({
      balance: before,
      freeRound: { remaining: 2, winnings: '150', status: 'active' },
    });
    expect(await p.total()).toBe(before);
    expect(await p.award()).toMatchObject({ winnings: { value: '150' }, remaining: 2 });
    expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
  });

  it('gives a rolled-back free spin back', async () => {
    const p = await player({ freespinsCount: 2 });
    const round = randomUUID();
    await p.freeBet(round, 'bet');
    expect((await p.award()).remaining).toBe(1);
    const rolled = await p.rollback(round, 'rollback', 'bet');
    expect(rolled.statusCode).toBe(200);
    expect(rolled.json()).toMatchObject({ freeRound: { remaining: 2 } });
    // The same rollback again moves nothing.
    await p.rollback(round, 'rollback', 'bet');
    expect(await p.award()).toMatchObject({ remaining: 2, status: 'active' });
  });

  it.each([
    // [terms, wins of the spins, granted (cents), wager total (cents)]
    [{}, ['100', '0', '250'], '350', '1750'],
    [{ freespinsMaxAmount: '3' }, ['100', '0', '250'], '300', '1500'],
    // 3 spins x 0.20 = 0.60 of spins, 2x: at most 1.20.
    [{ freespinsMaxAmountMultiplier: 2, freespinsMaxAmount: '5' }, ['500', '0', '0'], '120', '600'],
  ])(
    'the last spin turns the winnings into a bonus: %j, wins %j -> %s granted',
    async (terms, wins, granted, wager) => {
      const p = await player({ freespinsCount: 3, ...terms });
      const before = BigInt(await p.total());
      let last;
      for (const win of wins) last = await spin(p, win);
      expect(last?.freeRound).toMatchObject({ status: 'finished', granted });
      const list = await p.list();
      const award = list.freeSpins.find((entry) => entry.bonusId === p.grant.id);
      expect(award).toMatchObject({
        status: 'finished',
        remaining: 0,
        granted: { value: granted },
      });
      const bonus = list.bonuses.find((entry) => entry.id === award?.winningsBonusId);
      expect(bonus).toMatchObject({
        status: 'active',
        amount: { value: granted },
        balance: { value: granted },
        wager: { total: { value: wager } },
      });
      // The winnings are bonus money now: the balance grew by them, main money did not move.
      expect(BigInt(await p.total())).toBe(before + BigInt(granted));
      const source = await one<{ source_ref: string }>(
        sql`SELECT source_ref FROM bonus_grants WHERE id = ${bonus?.id ?? ''}`,
      );
      expect(source).toEqual({ source_ref: `freespins:${award?.id ?? ''}` });
      expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
    },
  );

  it('finishes without a bonus when the spins won nothing; no spin is left to play', async () => {
    const p = await player({ freespinsCount: 1 });
    const before = await p.total();
    const last = await spin(p, '0');
    expect(last.freeRound).toMatchObject({ status: 'finished', granted: '0' });
    const list = await p.list();
    expect(list.freeSpins[0]).toMatchObject({ status: 'finished', winningsBonusId: null });
    expect(
      await one<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM bonus_grants WHERE user_id = ${p.userId} AND source_ref LIKE 'freespins:%'`,
      ),
    ).toEqual({ n: 0 });
    expect(await p.total()).toBe(before);
    const more = await p.freeBet(randomUUID(), 'more');
    expect(more.statusCode).toBe(404);
    expect(more.json()).toEqual({ detail: 'free_round_not_found' });
  });

  it('expires at its deadline: no spin plays after it', async () => {
    const p = await player({ freespinsCount: 3 });
    await spin(p, '100');
    const { id } = await p.award();
    await database.db.execute(
      sql`UPDATE free_spin_awards SET expires_at = now() - interval '1 minute' WHERE id = ${id}`,
    );
    const late = await p.freeBet(randomUUID(), 'late');
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual({ detail: 'free_round_not_found' });
    const swept = await t.app.inject({ method: 'POST', url: '/api/sandbox/bonuses/expire' });
    expect(swept.statusCode).toBe(200);
    expect(await p.award()).toMatchObject({
      status: 'expired',
      remaining: 2,
      winningsBonusId: null,
    });
  });

  it('is forfeited with a withdrawal, like active grants', async () => {
    const p = await player({ freespinsCount: 3 }, '100');
    const withdrawal = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/txns/withdraw',
      headers: { cookie: p.cookie },
      payload: { currency: 'USDTTRC20', address: `T${'A'.repeat(33)}`, amount: '40' },
    });
    expect(withdrawal.statusCode).toBe(200);
    expect(await p.award()).toMatchObject({ status: 'forfeited', remaining: 3 });
    const after = await p.freeBet(randomUUID(), 'after');
    expect(after.json()).toEqual({ detail: 'free_round_not_found' });
  });

  it('ends with its grant when an operator forfeits it', async () => {
    const p = await player({ freespinsCount: 3 });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bonuses/${p.grant.id}/forfeit`,
      headers: { cookie: operator },
      payload: { reason: 'bonus abuse' },
    });
    expect(res.statusCode).toBe(200);
    expect(await p.award()).toMatchObject({ status: 'forfeited' });
  });
});

describeRaces('free spins on PostgreSQL', () => {
  it('never plays more spins than remain, however many arrive at once', async () => {
    const p = await player({ freespinsCount: 3 });
    const outcomes = await race(
      ...Array.from({ length: 8 }, (_, index) => () => p.freeBet(randomUUID(), `race-${index}`)),
    );
    const { values } = settled(outcomes);
    const codes = values.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(5);
    for (const refused of values.filter((res) => res.statusCode !== 200))
      expect(refused.json()).toEqual({ detail: 'free_rounds_used_up' });
    expect(await p.award()).toMatchObject({ remaining: 0, status: 'active' });
    const rounds = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM free_spin_rounds WHERE award_id = ${(await p.award()).id}`,
    );
    expect(rounds).toEqual({ n: 3 });
  });

  it('a withdrawal racing free spins forfeits them: every spin taken is one played', async () => {
    const p = await player({ freespinsCount: 5 }, '100');
    const withdraw = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/wallet/txns/withdraw',
        headers: { cookie: p.cookie },
        payload: { currency: 'USDTTRC20', address: `T${'A'.repeat(33)}`, amount: '40' },
      });
    const outcomes = await race(
      withdraw,
      ...Array.from({ length: 4 }, (_, index) => () => p.freeBet(randomUUID(), `w-${index}`)),
    );
    const [withdrawal, ...bets] = settled(outcomes).values;
    expect(withdrawal?.statusCode).toBe(200);
    const award = await p.award();
    expect(award.status).toBe('forfeited');
    const played = bets.filter((res) => res.statusCode === 200).length;
    for (const refused of bets.filter((res) => res.statusCode !== 200))
      expect(refused.json()).toEqual({ detail: 'free_round_not_found' });
    expect(award.total - award.remaining).toBe(played);
    expect(
      await one<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM free_spin_rounds WHERE award_id = ${award.id}`,
      ),
    ).toEqual({ n: played });
  });

  it('the last spin racing the expiry sweep either becomes a bonus or expires, never both', async () => {
    const p = await player({ freespinsCount: 1 });
    const round = randomUUID();
    expect((await p.freeBet(round, 'bet')).statusCode).toBe(200);
    const { id } = await p.award();
    // Due now: the sweep and the last spin's win arrive together.
    await database.db.execute(sql`UPDATE free_spin_awards SET expires_at = now() WHERE id = ${id}`);
    const [win, sweep] = settled(
      await race(
        () => p.win(round, 'win', '300'),
        () => t.app.inject({ method: 'POST', url: '/api/sandbox/bonuses/expire' }),
      ),
    ).values;
    expect(win?.statusCode).toBe(200);
    expect(sweep?.statusCode).toBe(200);
    const award = await p.award();
    const grants = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM bonus_grants WHERE source_ref = ${`freespins:${id}`}`,
    );
    if (award.status === 'finished') {
      expect(award.granted).toMatchObject({ value: '300' });
      expect(grants).toEqual({ n: 1 });
    } else {
      expect(award.status).toBe('expired');
      expect(grants).toEqual({ n: 0 });
    }
    expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
  });
});
