import { sql } from 'drizzle-orm';
import { ZBonusList, ZBonusSettings, ZUserBonus, type TBonusList } from '@aurum/contracts/bonuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../db/client';
import {
  declineWelcomeBonus,
  offerIdOf,
  operatorCookie,
  playerIdOf,
  signUp,
} from '../../test/players';
import { describeRaces, race, repeatRace, settled } from '../../test/race';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checkLedgerInvariants, HEALTHY_LEDGER } from '../wallet/ledger-invariants';

describe('bonuses', () => {
  let t: TestApp;
  let operator: string;
  let database: Database;
  beforeAll(async () => {
    // The app's own database: on PGlite a second connection would open another database.
    t = await createTestApp(
      { SEED_DEMO_DATA: 'true', WITHDRAW_WAGER_MULTIPLIER: '0', WITHDRAW_VERIFY_PROFILE: 'false' },
      {
        onDatabase: (opened) => {
          database = opened;
        },
      },
    );
    operator = await operatorCookie(t.app);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload ? { payload } : {}),
    });
  const deposit = (globalId: string, amount: string, method: 'crypto' | 'fiat' = 'crypto') =>
    call('POST', '/api/sandbox/deposits', undefined, { globalId, currency: 'USD', amount, method });
  const bonusList = async (cookie: string): Promise<TBonusList> => {
    const res = await call('GET', '/api/v2/bonuses?is_pagination=false', cookie);
    expect(res.statusCode).toBe(200);
    return ZBonusList.parse(res.json());
  };
  const one = async <T>(query: ReturnType<typeof sql>) =>
    (await queryRows<T>(database.db, query))[0];
  /** The balance's total: main money and every grant's bonus money. */
  const totalBalance = async (cookie: string) =>
    (await call('GET', '/api/v1/me/balance', cookie)).json<{ total: { value: string } }>().total
      .value;
  const offerId = (title: string) => offerIdOf(t.app, operator, title);

  it('shows a welcome step its deposit went without as inactive, and the next as current', async () => {
    const player = await signUp(t.app);
    await declineWelcomeBonus(t.app, player.cookie);
    expect((await deposit(player.me.globalId, '100')).statusCode).toBe(200);
    const after = await bonusList(player.cookie);
    expect(after.bonuses).toEqual([]);
    const [first, second] = after.templates;
    expect(first).toMatchObject({ isClaimed: false, isCurrent: false, status: 'inactive' });
    expect(second).toMatchObject({ isClaimed: false, isCurrent: true, status: 'active' });
  });

  it('grants the welcome step of each deposit within its bounds, once per step', async () => {
    const player = await signUp(t.app);
    const before = await bonusList(player.cookie);
    expect(before.bonuses).toEqual([]);
    expect(before.templates.filter((template) => !template.isPersonal)).toHaveLength(5);
    expect(before.templates[0]).toMatchObject({
      isFirst: true,
      isCurrent: true,
      isClaimed: false,
      status: 'active',
    });
    // Still ahead: the second deposit can claim it.
    expect(before.templates[1]).toMatchObject({
      isClaimed: false,
      isCurrent: false,
      status: 'active',
    });
    // The merged fourth step shows the offer with the most free spins.
    expect(before.templates[3]?.conditions).toMatchObject({ freespinsCount: 50 });

    expect((await deposit(player.me.globalId, '100')).statusCode).toBe(200);
    const first = await bonusList(player.cookie);
    expect(first.depositCount).toBe(1);
    expect(first.bonuses).toHaveLength(1);
    expect(first.bonuses[0]).toMatchObject({
      title: 'Welcome bonus +100%',
      status: 'active',
      amount: { value: '10000' },
      balance: { value: '10000' },
      wager: { current: { value: '0' }, total: { value: '350000' } },
    });
    expect(first.templates[0]).toMatchObject({ isClaimed: true, isCurrent: false });
    expect(first.templates[1]).toMatchObject({ isCurrent: true, status: 'active' });
    // The balance shows the deposit and the grant's bonus money together.
    expect(await totalBalance(player.cookie)).toBe('20000');

    // Below the second step's minimum: no bonus, and the step stays open.
    await deposit(player.me.globalId, '5');
    const second = await bonusList(player.cookie);
    expect(second.bonuses).toHaveLength(1);
    expect(second.templates[1]).toMatchObject({ isClaimed: false });
    expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
  });

  it('skips the welcome bonus on a channel the player turned it off for', async () => {
    const player = await signUp(t.app);
    const saved = await call('POST', '/api/v2/users/loyalty', player.cookie, {
      isWelcomeEnabledCrypto: false,
    });
    expect(ZBonusSettings.parse(saved.json())).toMatchObject({
      isWelcomeEnabledFiat: true,
      isWelcomeEnabledCrypto: false,
    });
    await deposit(player.me.globalId, '100', 'crypto');
    expect((await bonusList(player.cookie)).bonuses).toEqual([]);
    // The second deposit, by fiat, gets the second step.
    await deposit(player.me.globalId, '100', 'fiat');
    expect((await bonusList(player.cookie)).bonuses[0]).toMatchObject({
      title: 'Second deposit +75%',
      amount: { value: '7500' },
    });
  });

  it('gives the everyday bonus from the fourth deposit on, once per UTC day', async () => {
    const player = await signUp(t.app);
    for (const amount of ['100', '100', '100', '100', '100', '100'])
      await deposit(player.me.globalId, amount);
    const list = await bonusList(player.cookie);
    expect(list.bonuses.map((bonus) => bonus.title).sort()).toEqual(
      [
        'Everyday bonus +10%',
        'Fourth deposit +50% and 50 free spins',
        'Second deposit +75%',
        'Third deposit +50%',
        'Welcome bonus +100%',
      ].sort(),
    );
    expect(list.everydayUnlocksAt).not.toBeNull();
    expect(new Date(list.everydayUnlocksAt ?? '').getUTCHours()).toBe(0);
  });

  it('lets an operator give a personal bonus, which a chosen deposit activates', async () => {
    const player = await signUp(t.app);
    const userId = await playerIdOf(t.app, operator, player.email);
    const assigned = await call('POST', `/api/admin/users/${userId}/bonuses`, operator, {
      offerId: await offerId('VIP reload +30%'),
    });
    expect(assigned.statusCode).toBe(200);
    const grant = ZUserBonus.parse(assigned.json());
    expect(grant).toMatchObject({ status: 'pending', isPersonal: true, amount: { value: '0' } });

    const list = await bonusList(player.cookie);
    expect(list.templates.find((template) => template.isPersonal)?.id).toBe(grant.id);
    const chosen = await call('POST', '/api/v2/users/loyalty', player.cookie, {
      preferredCrypto: { id: grant.id, isEnabled: true },
    });
    expect(chosen.json()).toMatchObject({ preferredCrypto: grant.id });

    await deposit(player.me.globalId, '200');
    const after = await bonusList(player.cookie);
    // The personal bonus instead of the welcome step, which stays to be claimed.
    expect(after.bonuses).toHaveLength(1);
    expect(after.bonuses[0]).toMatchObject({
      id: grant.id,
      status: 'active',
      amount: { value: '6000' },
      wager: { total: { value: '150000' } },
    });
    expect(after.templates[0]).toMatchObject({ isClaimed: false });
    expect((await call('GET', '/api/v2/users/loyalty', player.cookie)).json()).toMatchObject({
      preferredCrypto: null,
    });
  });

  it('refuses to pick a bonus that is not the player’s own pending personal bonus', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const ownerId = await playerIdOf(t.app, operator, owner.email);
    const grant = ZUserBonus.parse(
      (
        await call('POST', `/api/admin/users/${ownerId}/bonuses`, operator, {
          offerId: await offerId('VIP reload +30%'),
        })
      ).json(),
    );
    const res = await call('POST', '/api/v2/users/loyalty', other.cookie, {
      preferredFiat: { id: grant.id, isEnabled: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'bonus_not_selectable' });
    expect((await call('GET', '/api/v2/users/loyalty', other.cookie)).json()).toMatchObject({
      preferredFiat: null,
    });
    expect((await call('GET', '/api/v2/bonuses', undefined)).statusCode).toBe(401);
  });

  it('forfeits a grant once: its money is written off, never the deposit', async () => {
    const player = await signUp(t.app);
    const userId = await playerIdOf(t.app, operator, player.email);
    await deposit(player.me.globalId, '50');
    const grant = ZUserBonus.parse(
      (
        await call('POST', `/api/admin/users/${userId}/bonuses`, operator, {
          offerId: await offerId('Birthday gift'),
        })
      ).json(),
    );
    expect(grant).toMatchObject({ status: 'active', balance: { value: '2500' } });

    const forfeit = () =>
      call('POST', `/api/admin/bonuses/${grant.id}/forfeit`, operator, { reason: 'bonus abuse' });
    const ended = await forfeit();
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ status: 'forfeited', endReason: 'bonus abuse' });
    const again = await forfeit();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'bonus_not_active', status: 'forfeited' });

    const bonuses = (await bonusList(player.cookie)).bonuses;
    const birthday = bonuses.find((bonus) => bonus.id === grant.id);
    expect(birthday).toMatchObject({ status: 'forfeited', balance: { value: '0' } });
    // The deposit (and its welcome bonus) are untouched: 50 main and 50 welcome bonus.
    expect(await totalBalance(player.cookie)).toBe('10000');
    expect(bonuses.find((bonus) => bonus.title === 'Welcome bonus +100%')?.status).toBe('active');
    const audit = await one<{ n: string }>(
      sql`SELECT count(*) AS n FROM audit_log WHERE action = 'bonus.forfeit' AND target_id = ${grant.id}`,
    );
    expect(Number(audit?.n)).toBe(1);
    expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
  });

  it('lists open grants in the balance, and a withdrawal forfeits them: bonus money only', async () => {
    const player = await signUp(t.app);
    await deposit(player.me.globalId, '100');
    const balance = (await call('GET', '/api/v1/me/balance', player.cookie)).json<{
      total: { value: string };
      userBonuses: { status: string; title: string; amount: { value: string } }[];
    }>();
    expect(balance.total.value).toBe('20000');
    expect(balance.userBonuses).toEqual([
      expect.objectContaining({
        status: 'active',
        title: 'Welcome bonus +100%',
        amount: { value: '10000', primaryPrecision: 2 },
      }),
    ]);

    const withdrawal = await call('POST', '/api/v1/wallet/txns/withdraw', player.cookie, {
      currency: 'USDTTRC20',
      address: `T${'A'.repeat(33)}`,
      amount: '40',
    });
    expect(withdrawal.statusCode).toBe(200);
    const [welcome] = (await bonusList(player.cookie)).bonuses;
    expect(welcome).toMatchObject({
      status: 'forfeited',
      endReason: 'withdrawal',
      balance: { value: '0' },
    });
    // 40 USDT at the demo rate left the main balance, the bonus money was written off; the
    // rest of the deposit stays.
    const left = BigInt(await totalBalance(player.cookie));
    expect(left).toBeGreaterThan(5_000n);
    expect(left).toBeLessThan(7_000n);
    const after = (await call('GET', '/api/v1/me/balance', player.cookie)).json<{
      userBonuses: unknown[];
    }>();
    expect(after.userBonuses).toEqual([]);
    expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
  });

  it('a refused withdrawal forfeits nothing', async () => {
    const player = await signUp(t.app);
    await deposit(player.me.globalId, '20');
    const refused = await call('POST', '/api/v1/wallet/txns/withdraw', player.cookie, {
      currency: 'USDTTRC20',
      address: `T${'A'.repeat(33)}`,
      amount: '5000',
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    const [welcome] = (await bonusList(player.cookie)).bonuses;
    expect(welcome).toMatchObject({ status: 'active', balance: { value: '2000' } });
  });

  it('expires grants past their deadline in the sweep', async () => {
    const player = await signUp(t.app);
    await deposit(player.me.globalId, '40');
    const [grant] = (await bonusList(player.cookie)).bonuses;
    if (!grant) throw new Error('no grant');
    await database.db.execute(
      sql`UPDATE bonus_grants SET expires_at = now() - interval '1 minute' WHERE id = ${grant.id}`,
    );
    const sweep = await call('POST', '/api/sandbox/bonuses/expire', undefined, {});
    expect(sweep.statusCode).toBe(200);
    const [expired] = (await bonusList(player.cookie)).bonuses;
    expect(expired).toMatchObject({
      status: 'expired',
      endReason: 'deadline',
      balance: { value: '0' },
    });
    expect(await totalBalance(player.cookie)).toBe('4000');
  });

  it('refuses offers that offer nothing or lack their step, and changes nothing', async () => {
    const count = async () =>
      (await call('GET', '/api/admin/bonus-offers', operator)).json<{ items: unknown[] }>().items
        .length;
    const before = await count();
    const noStep = await call('POST', '/api/admin/bonus-offers', operator, {
      kind: 'welcome',
      title: 'Broken',
      terms: { amountMultiplier: '1' },
    });
    expect(noStep.statusCode).toBe(400);
    expect(noStep.json()).toMatchObject({ detail: 'validation_error' });
    const nothing = await call('POST', '/api/admin/bonus-offers', operator, {
      kind: 'personal',
      title: 'Empty',
      terms: {},
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({ detail: 'bonus_offers_nothing' });
    const created = await call('POST', '/api/admin/bonus-offers', operator, {
      kind: 'promo',
      title: 'Spring promo',
      terms: { fixedAmount: '5', wager: 5 },
    });
    expect(created.statusCode).toBe(200);
    expect(await count()).toBe(before + 1);
  });
});

describeRaces('bonuses: races on PostgreSQL', () => {
  let t: TestApp;
  let operator: string;
  let database: Database;
  beforeAll(async () => {
    // The app's own database: on PGlite a second connection would open another database.
    t = await createTestApp(
      { SEED_DEMO_DATA: 'true' },
      {
        onDatabase: (opened) => {
          database = opened;
        },
      },
    );
    operator = await operatorCookie(t.app);
  });
  afterAll(() => t.close());

  it('forfeit racing the expiry sweep: one ends the grant, its money written off once', async () => {
    const gift = { id: await offerIdOf(t.app, operator, 'Birthday gift') };
    await repeatRace(20, async () => {
      const player = await signUp(t.app);
      const userId = await playerIdOf(t.app, operator, player.email);
      const grant = (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/users/${userId}/bonuses`,
          headers: { cookie: operator },
          payload: { offerId: gift.id },
        })
      ).json<{ id: string }>();
      await database.db.execute(
        sql`UPDATE bonus_grants SET expires_at = now() - interval '1 second' WHERE id = ${grant.id}`,
      );
      const { values, errors } = settled(
        await race(
          () =>
            t.app.inject({
              method: 'POST',
              url: `/api/admin/bonuses/${grant.id}/forfeit`,
              headers: { cookie: operator },
              payload: { reason: 'abuse' },
            }),
          () => t.app.inject({ method: 'POST', url: '/api/sandbox/bonuses/expire', payload: {} }),
        ),
      );
      expect(errors).toEqual([]);
      const [forfeit] = values;
      const row = (
        await queryRows<{ status: string; ends: string }>(
          database.db,
          sql`SELECT status, (SELECT count(*) FROM ledger_transfers WHERE idempotency_key = ${`grant-end:${grant.id}`}) AS ends FROM bonus_grants WHERE id = ${grant.id}`,
        )
      )[0];
      expect(Number(row?.ends)).toBe(1);
      expect(row?.status).toBe(forfeit?.statusCode === 200 ? 'forfeited' : 'expired');
      if (forfeit?.statusCode !== 200) expect(forfeit?.json()).toMatchObject({ status: 'expired' });
    });
    expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
  });

  it('a deposit activating a personal bonus racing its forfeiture: credited at most once, never kept', async () => {
    const reload = { id: await offerIdOf(t.app, operator, 'VIP reload +30%') };
    await repeatRace(20, async (round) => {
      const player = await signUp(t.app);
      const userId = await playerIdOf(t.app, operator, player.email);
      const grant = (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/users/${userId}/bonuses`,
          headers: { cookie: operator },
          payload: { offerId: reload.id },
        })
      ).json<{ id: string }>();
      await t.app.inject({
        method: 'POST',
        url: '/api/v2/users/loyalty',
        headers: { cookie: player.cookie },
        payload: { preferredCrypto: { id: grant.id, isEnabled: true } },
      });
      const { errors } = settled(
        await race(
          () =>
            t.app.inject({
              method: 'POST',
              url: `/api/admin/bonuses/${grant.id}/forfeit`,
              headers: { cookie: operator },
              payload: { reason: 'abuse' },
            }),
          async () => {
            await new Promise((resolve) => setTimeout(resolve, round % 5));
            return t.app.inject({
              method: 'POST',
              url: '/api/sandbox/deposits',
              payload: {
                globalId: player.me.globalId,
                currency: 'USD',
                amount: '100',
                method: 'crypto',
              },
            });
          },
        ),
      );
      expect(errors).toEqual([]);
      const [row] = await queryRows<{ status: string; credits: string; ends: string }>(
        database.db,
        sql`SELECT status,
              (SELECT count(*) FROM ledger_transfers WHERE idempotency_key = ${`grant:${grant.id}`}) AS credits,
              (SELECT count(*) FROM ledger_transfers WHERE idempotency_key = ${`grant-end:${grant.id}`}) AS ends
            FROM bonus_grants WHERE id = ${grant.id}`,
      );
      // Forfeited either way; when the deposit activated it first, its credit was written off.
      expect(row?.status).toBe('forfeited');
      expect(Number(row?.credits)).toBeLessThanOrEqual(1);
      expect(Number(row?.ends)).toBe(Number(row?.credits));
    });
    expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
  });
});
