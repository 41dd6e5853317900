import { randomUUID } from 'node:crypto';
import { SEAMLESS_PATHS } from '@aurum/contracts/seamless';
import { ZBonusList, type TUserBonus } from '@aurum/contracts/bonuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { operatorCookie, playerIdOf, signUp } from '../../test/players';
import { describeRaces, race } from '../../test/race';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestStudio, TEST_STUDIO_ID } from '../../test/test-studio';
import { checkLedgerInvariants, HEALTHY_LEDGER } from '../wallet/ledger-invariants';

const STUDIO_ID = TEST_STUDIO_ID;
const testStudio = createTestStudio('bonus-stakes-test-secret-0123456789ab');

let t: TestApp;
let database: Database;
let operator: string;
let slotId: number;

beforeAll(async () => {
  t = await createTestApp(
    { SEED_DEMO_DATA: 'true' },
    {
      studios: [testStudio.studio],
      onDatabase: (opened) => {
        database = opened;
      },
    },
  );
  operator = await operatorCookie(t.app);
  const games = await t.app.inject({
    method: 'GET',
    url: `/api/v2/games?provider=${STUDIO_ID}&category=slots`,
  });
  slotId = games.json<{ items: { id: number }[] }>().items[0]?.id ?? 0;
  expect(slotId).toBeGreaterThan(0);
});
afterAll(() => t.close());

const seamless = (path: string, body: Record<string, unknown>) =>
  testStudio.call(t.app, path, { ...body, currency: 'USD' });

/** A player who deposited `amount` USD (earning the welcome step) with a real-money session. */
async function player(amount: string) {
  const signed = await signUp(t.app);
  const token = await testStudio.depositAndLaunch(t.app, signed, amount, slotId);
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: signed.cookie } });
  return {
    ...signed,
    token,
    // Transaction ids are the studio's, unique across its players: each player's are prefixed.
    bet: (roundId: string, transactionId: string, stake: string) =>
      seamless(SEAMLESS_PATHS.bet, {
        sessionToken: token,
        roundId,
        transactionId: `${signed.me.globalId}:${transactionId}`,
        amount: stake,
      }),
    win: (roundId: string, transactionId: string, payout: string) =>
      seamless(SEAMLESS_PATHS.win, {
        sessionToken: token,
        roundId,
        transactionId: `${signed.me.globalId}:${transactionId}`,
        amount: payout,
        finished: true,
      }),
    rollback: (roundId: string, transactionId: string, referenceTransactionId: string) =>
      seamless(SEAMLESS_PATHS.rollback, {
        sessionToken: token,
        roundId,
        transactionId: `${signed.me.globalId}:${transactionId}`,
        referenceTransactionId: `${signed.me.globalId}:${referenceTransactionId}`,
      }),
    async money() {
      const balance = (await get('/api/v1/me/balance')).json<{ total: { value: string } }>();
      const bonuses = ZBonusList.parse((await get('/api/v2/bonuses')).json()).bonuses;
      return { total: balance.total.value, bonuses };
    },
  };
}

const grantOf = (bonuses: TUserBonus[], title: string) => {
  const grant = bonuses.find((bonus) => bonus.title === title);
  if (!grant) throw new Error(`no grant ${title}`);
  return grant;
};

describe('stakes with bonus money', () => {
  it('spends main money first, then the grant; wins and progress follow the split', async () => {
    // 100 deposited, +100% welcome bonus: 100 main and 100 on the grant (35x: 3,500 to wager).
    const p = await player('100');
    expect((await p.money()).total).toBe('20000');

    const round = randomUUID();
    const stake = await p.bet(round, 'b1', '15000');
    expect(stake.statusCode).toBe(200);
    expect(stake.json()).toMatchObject({ balance: '5000' });
    let money = await p.money();
    const welcome = grantOf(money.bonuses, 'Welcome bonus +100%');
    // 100 from main, 50 from the grant; a slot counts in full toward wagering.
    expect(welcome).toMatchObject({
      balance: { value: '5000' },
      wager: { current: { value: '15000' }, total: { value: '350000' } },
    });

    // A win of 300 goes back 2:1, main to grant, as the round was staked.
    expect((await p.win(round, 'w1', '30000')).statusCode).toBe(200);
    money = await p.money();
    expect(money.total).toBe('35000');
    expect(grantOf(money.bonuses, 'Welcome bonus +100%').balance.value).toBe('15000');
    expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
  });

  it('gives a rolled-back stake back to main and grant, and takes back its progress', async () => {
    const p = await player('50');
    const round = randomUUID();
    expect((await p.bet(round, 'b1', '8000')).statusCode).toBe(200);
    let welcome = grantOf((await p.money()).bonuses, 'Welcome bonus +100%');
    expect(welcome).toMatchObject({
      balance: { value: '2000' },
      wager: { current: { value: '8000' } },
    });

    expect((await p.rollback(round, 'r1', 'b1')).statusCode).toBe(200);
    const money = await p.money();
    welcome = grantOf(money.bonuses, 'Welcome bonus +100%');
    expect(money.total).toBe('10000');
    expect(welcome).toMatchObject({
      balance: { value: '5000' },
      wager: { current: { value: '0' } },
    });
    expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
  });

  it('refuses a stake above an active bonus’s max bet before taking anything', async () => {
    const p = await player('10');
    const capped = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bonus-offers',
      headers: { cookie: operator },
      payload: {
        kind: 'personal',
        title: `Capped gift ${randomUUID()}`,
        terms: { fixedAmount: '20', wager: 10, wagerMaxBet: '5' },
      },
    });
    expect(capped.statusCode).toBe(200);
    const userId = await playerIdOf(t.app, operator, p.email);
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${userId}/bonuses`,
      headers: { cookie: operator },
      payload: { offerId: capped.json<{ id: string }>().id },
    });
    expect(assigned.statusCode).toBe(200);
    const before = await p.money();

    const refused = await p.bet(randomUUID(), 'big', '600');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ detail: 'bonus_max_bet_exceeded', maxBet: '5.00' });
    expect(await p.money()).toEqual(before);
    expect((await p.bet(randomUUID(), 'small', '500')).statusCode).toBe(200);
  });

  it('converts a grant once its wagering is complete, capped, and pays its later wins to main', async () => {
    const p = await player('5');
    const quick = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bonus-offers',
      headers: { cookie: operator },
      payload: {
        kind: 'personal',
        title: `Quick gift ${randomUUID()}`,
        terms: { fixedAmount: '40', wager: 1, maxAmount: '30' },
      },
    });
    const userId = await playerIdOf(t.app, operator, p.email);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${userId}/bonuses`,
      headers: { cookie: operator },
      payload: { offerId: quick.json<{ id: string }>().id },
    });
    // 5 main + 40 bonus. A stake of 40 (5 main, 35 bonus) completes the 40 of wagering: the
    // 5 left on the grant converts to main.
    const round = randomUUID();
    expect((await p.bet(round, 'b1', '4000')).statusCode).toBe(200);
    let money = await p.money();
    const gift = money.bonuses.find((bonus) => bonus.title.startsWith('Quick gift'));
    expect(gift).toMatchObject({
      status: 'completed',
      endReason: 'wagered',
      convertedAmount: { value: '500' },
    });
    expect(money.total).toBe('500');

    // The round's win: the grant's share goes to main now that it converted.
    expect((await p.win(round, 'w1', '8000')).statusCode).toBe(200);
    money = await p.money();
    expect(money.total).toBe('8500');
    expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
  });
});

describeRaces('stakes with bonus money: races on PostgreSQL', () => {
  it('concurrent stakes never overdraw main money or a grant', async () => {
    // 100 main and 100 on the grant: ten stakes of 30 fired at once, exactly six fit.
    const p = await player('100');
    const outcomes = await race(
      ...Array.from({ length: 10 }, (_, index) => () => p.bet(randomUUID(), `b${index}`, '3000')),
    );
    const codes = outcomes.map((outcome) =>
      outcome.status === 'fulfilled' ? outcome.value.statusCode : 0,
    );
    expect(codes.filter((code) => code === 200)).toHaveLength(6);
    expect(codes.filter((code) => code === 402)).toHaveLength(4);
    const money = await p.money();
    expect(money.total).toBe('2000');
    expect(grantOf(money.bonuses, 'Welcome bonus +100%').balance.value).toBe('2000');
    expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
  });
});
