import { sql } from 'drizzle-orm';
import { ZBonusList } from '@aurum/contracts/bonuses';
import {
  ZAdminWheelTable,
  ZWheelPrizes,
  ZWheelSpinResult,
  ZWheelUser,
  type TWheelTableRow,
} from '@aurum/contracts/wheel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../db/client';
import type { App } from '../../lib/http';
import { offerIdOf, operatorCookie, playerIdOf, signUp } from '../../test/players';
import { describeRaces, race, repeatRace, settled } from '../../test/race';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checkLedgerInvariants, HEALTHY_LEDGER } from '../wallet/ledger-invariants';
import { DEMO_WHEEL_PROMO_CODE } from './wheel.seed';

const WHEEL_OFFER = 'Turbine of luck bonus';
type TRow = Partial<TWheelTableRow> & Pick<TWheelTableRow, 'kind' | 'weight'>;

/** The wheel's calls as players and operators make them. */
function wheelCalls(app: App) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    app.inject({
      method,
      url,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload ? { payload } : {}),
    });
  return {
    call,
    user: (cookie?: string) => call('GET', '/api/v2/turbine_of_luck/user', cookie),
    prizes: () => call('GET', '/api/v2/turbine_of_luck/prizes'),
    spin: (cookie?: string) => call('POST', '/api/v2/turbine_of_luck', cookie),
    adminTable: (operator: string) => call('GET', '/api/admin/wheel', operator),
    publish: (operator: string, prizes: TRow[]) =>
      call('PUT', '/api/admin/wheel', operator, { prizes }),
  };
}

/** A player's main balance and their wheel rows, read from the database. */
function wheelRecords(database: () => Database) {
  return {
    async mainBalance(userId: string): Promise<bigint> {
      const [row] = await queryRows<{ balance: string }>(
        database().db,
        sql`SELECT balance::text FROM ledger_accounts WHERE user_id = ${userId} AND kind = 'main'`,
      );
      return BigInt(row?.balance ?? 0);
    },
    async spins(userId: string) {
      return queryRows<{ id: string; kind: string; amount: string; transfers: string }>(
        database().db,
        sql`SELECT s.id, s.kind, s.amount::text,
                   (SELECT count(*) FROM ledger_transfers t
                     WHERE t.idempotency_key = 'wheel:' || s.id::text)::text AS transfers
              FROM wheel_spins s WHERE s.user_id = ${userId} ORDER BY s.created_at`,
      );
    },
  };
}

describe('wheel', () => {
  let t: TestApp;
  let database: Database;
  let operator: string;
  // Noon UTC; tests move it to the next day.
  let now = new Date('2030-03-10T12:00:00.000Z');
  beforeAll(async () => {
    t = await createTestApp(
      { SEED_DEMO_DATA: 'true' },
      {
        onDatabase: (opened) => {
          database = opened;
        },
        clock: () => now,
      },
    );
    operator = await operatorCookie(t.app);
  });
  afterAll(() => t.close());
  const wheel = () => wheelCalls(t.app);
  const records = wheelRecords(() => database);
  const newPlayer = async () => {
    const player = await signUp(t.app);
    return { ...player, id: await playerIdOf(t.app, operator, player.email) };
  };
  /** Publishes a table and answers the spin of a new player on it. */
  const spinOn = async (prizes: TRow[]) => {
    expect((await wheel().publish(operator, prizes)).statusCode).toBe(200);
    const player = await newPlayer();
    const res = await wheel().spin(player.cookie);
    expect(res.statusCode).toBe(200);
    return { player, result: ZWheelSpinResult.parse(res.json()) };
  };

  it('shows the demo table to everyone: 15 segments in USD, a rare $1,000', async () => {
    const res = await wheel().prizes();
    expect(res.statusCode).toBe(200);
    const prizes = ZWheelPrizes.parse(res.json());
    expect(prizes.version).toBe(1);
    expect(prizes.items).toHaveLength(15);
    expect(prizes.items.filter((item) => item.kind === 'none')).toHaveLength(3);
    expect(prizes.items[0]).toEqual({
      kind: 'main',
      amount: { value: '10', primaryValue: '0.10', primaryPrecision: 2 },
    });
    expect(prizes.items[14]?.amount.primaryValue).toBe('1000.00');
    // Weights stay the operator's.
    expect(JSON.stringify(res.json())).not.toContain('weight');

    const table = ZAdminWheelTable.parse((await wheel().adminTable(operator)).json());
    expect(table.expectedCost.primaryValue).toBe('0.41');
    expect(table.prizes[6]).toMatchObject({ kind: 'promo', promoCode: DEMO_WHEEL_PROMO_CODE });
  });

  it('gives a spin a UTC day: available, used until midnight, available the next day', async () => {
    const player = await newPlayer();
    expect(ZWheelUser.parse((await wheel().user(player.cookie)).json())).toEqual({
      isAvailable: true,
      nextSpinAt: null,
    });
    const first = await wheel().spin(player.cookie);
    expect(first.statusCode).toBe(200);
    const result = ZWheelSpinResult.parse(first.json());
    expect(result.nextSpinAt).toBe('2030-03-11T00:00:00.000Z');
    // The answer is the segment the table shows at that index.
    const prizes = ZWheelPrizes.parse((await wheel().prizes()).json());
    expect(prizes.items[result.prizeIndex]).toEqual({
      kind: result.balanceType,
      amount: result.amount,
    });
    expect(await records.mainBalance(player.id)).toBe(
      result.balanceType === 'main' ? BigInt(result.amount.value) : 0n,
    );

    expect((await wheel().user(player.cookie)).json()).toEqual({
      isAvailable: false,
      nextSpinAt: '2030-03-11T00:00:00.000Z',
    });
    now = new Date('2030-03-10T23:59:59.999Z');
    const again = await wheel().spin(player.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: 'turbine_of_luck_not_available',
      nextSpinAt: '2030-03-11T00:00:00.000Z',
    });
    expect(await records.spins(player.id)).toHaveLength(1);

    now = new Date('2030-03-11T00:00:00.000Z');
    expect((await wheel().user(player.cookie)).json()).toEqual({
      isAvailable: true,
      nextSpinAt: null,
    });
    const nextDay = await wheel().spin(player.cookie);
    expect(nextDay.statusCode).toBe(200);
    expect(nextDay.json()).toMatchObject({ nextSpinAt: '2030-03-12T00:00:00.000Z' });
    expect(await records.spins(player.id)).toHaveLength(2);
    now = new Date('2030-03-11T12:00:00.000Z');
  });

  it('refuses visitors the spin and their availability, but shows them the prizes', async () => {
    const spin = await wheel().spin();
    expect(spin.statusCode).toBe(401);
    expect(typeof spin.json<{ detail?: unknown }>().detail).toBe('string');
    expect((await wheel().user()).statusCode).toBe(401);
    expect((await wheel().prizes()).statusCode).toBe(200);
  });

  it('credits a main prize to the main balance, exactly, through the ledger', async () => {
    const { player, result } = await spinOn([
      { kind: 'none', weight: 0 },
      { kind: 'main', amount: '2.50', weight: 1 },
    ]);
    expect(result).toMatchObject({
      prizeIndex: 1,
      balanceType: 'main',
      amount: { value: '250' },
      promo: null,
      bonusId: null,
    });
    expect(await records.mainBalance(player.id)).toBe(250n);
    expect(await records.spins(player.id)).toEqual([
      expect.objectContaining({ kind: 'main', amount: '250', transfers: '1' }),
    ]);
    const [entry] = await queryRows<{ house: string }>(
      database.db,
      sql`SELECT e.amount::text AS house FROM ledger_entries e
            JOIN ledger_accounts a ON a.id = e.account_id
            JOIN ledger_transfers t ON t.id = e.transfer_id
           WHERE a.kind = 'wheel_cost' AND t.metadata->>'spinId' = ${(await records.spins(player.id))[0]?.id ?? ''}`,
    );
    expect(entry?.house).toBe('-250');
    expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
  });

  it("grants a bonus prize as an active grant on the offer's terms, listed on /bonuses", async () => {
    const offerId = await offerIdOf(t.app, operator, WHEEL_OFFER);
    const { player, result } = await spinOn([
      { kind: 'bonus', amount: '3', weight: 1, bonusOfferId: offerId },
    ]);
    expect(result).toMatchObject({ balanceType: 'bonus', amount: { value: '300' }, promo: null });
    const list = ZBonusList.parse(
      (await wheel().call('GET', '/api/v2/bonuses?is_pagination=false', player.cookie)).json(),
    );
    expect(list.bonuses).toHaveLength(1);
    expect(list.bonuses[0]).toMatchObject({
      id: result.bonusId,
      title: WHEEL_OFFER,
      status: 'active',
      amount: { value: '300' },
      balance: { value: '300' },
      // The offer's wager (x20), max bet and deadline; the prize is its fixed amount.
      wager: { current: { value: '0' }, total: { value: '6000' } },
      conditions: {
        wager: 20,
        wagerMaxBet: { value: '200' },
        deadlineHours: 72,
        fixedAmount: { value: '300' },
      },
      expiresAt: '2030-03-14T12:00:00.000Z',
    });
    // Bonus money, never main money.
    expect(await records.mainBalance(player.id)).toBe(0n);
    expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
  });

  it('hands out the code of a promo prize and moves no money; a zero prize is nothing', async () => {
    const promo = await spinOn([
      { kind: 'main', amount: '1', weight: 0 },
      { kind: 'promo', amount: '5', weight: 1, promoCode: 'SPRING25' },
    ]);
    expect(promo.result).toMatchObject({
      prizeIndex: 1,
      balanceType: 'promo',
      promo: 'SPRING25',
      amount: { value: '500' },
      bonusId: null,
    });
    expect(await records.spins(promo.player.id)).toEqual([
      expect.objectContaining({ kind: 'promo', transfers: '0' }),
    ]);
    const none = await spinOn([{ kind: 'none', weight: 1 }]);
    expect(none.result).toMatchObject({ balanceType: 'none', amount: { value: '0' }, promo: null });
    expect(await records.mainBalance(none.player.id)).toBe(0n);
  });

  it('publishes a table as the next version, audited with what it replaced', async () => {
    const before = ZAdminWheelTable.parse((await wheel().adminTable(operator)).json());
    const res = await wheel().publish(operator, [
      { kind: 'main', amount: '1', weight: 3 },
      {
        kind: 'bonus',
        amount: '2',
        weight: 1,
        bonusOfferId: await offerIdOf(t.app, operator, WHEEL_OFFER),
      },
      { kind: 'none', weight: 4 },
    ]);
    expect(res.statusCode).toBe(200);
    const table = ZAdminWheelTable.parse(res.json());
    expect(table.version).toBe(before.version + 1);
    // (1.00 x 3 + 2.00 x 1) / 8 = 0.625, rounded half up.
    expect(table.expectedCost.primaryValue).toBe('0.63');
    expect(ZWheelPrizes.parse((await wheel().prizes()).json()).version).toBe(table.version);
    const [audit] = await queryRows<{
      action: string;
      before: { version: number };
      after: unknown;
    }>(
      database.db,
      sql`SELECT action, before, after FROM audit_log
           WHERE target_type = 'wheel_table' AND target_id = ${String(table.version)}`,
    );
    expect(audit?.action).toBe('wheel_table.publish');
    expect(audit?.before.version).toBe(before.version);
    expect(audit?.after).toEqual(table);
  });

  const offer = { id: '' };
  it.each<{ name: string; prizes: () => TRow[]; field: string; reason: string }>([
    {
      name: 'every weight zero',
      prizes: () => [{ kind: 'main', amount: '1', weight: 0 }],
      field: 'prizes',
      reason: 'no_positive_weight',
    },
    {
      name: 'a none row paying',
      prizes: () => [{ kind: 'none', amount: '1', weight: 1 }],
      field: 'prizes.0.amount',
      reason: 'amount_must_be_zero',
    },
    {
      name: 'a main row paying nothing',
      prizes: () => [
        { kind: 'none', weight: 1 },
        { kind: 'main', amount: '0', weight: 1 },
      ],
      field: 'prizes.1.amount',
      reason: 'amount_must_be_positive',
    },
    {
      name: 'a bonus row paying nothing',
      prizes: () => [{ kind: 'bonus', amount: '0.00', weight: 1, bonusOfferId: offer.id }],
      field: 'prizes.0.amount',
      reason: 'amount_must_be_positive',
    },
    {
      name: 'a fraction of a cent',
      prizes: () => [{ kind: 'main', amount: '0.001', weight: 1 }],
      field: 'prizes.0.amount',
      reason: 'amount_precision',
    },
    {
      name: 'a promo row without its code',
      prizes: () => [{ kind: 'promo', amount: '5', weight: 1 }],
      field: 'prizes.0.promoCode',
      reason: 'promo_code_required',
    },
    {
      name: 'a code on a main row',
      prizes: () => [{ kind: 'main', amount: '5', weight: 1, promoCode: 'X' }],
      field: 'prizes.0.promoCode',
      reason: 'promo_code_not_allowed',
    },
    {
      name: 'a bonus row without its offer',
      prizes: () => [{ kind: 'bonus', amount: '5', weight: 1 }],
      field: 'prizes.0.bonusOfferId',
      reason: 'bonus_offer_required',
    },
    {
      name: 'a bonus row on an offer that does not exist',
      prizes: () => [
        {
          kind: 'bonus',
          amount: '5',
          weight: 1,
          bonusOfferId: '3f1c2a4e-8b7d-4c6e-9a1b-2d3e4f5a6b7c',
        },
      ],
      field: 'prizes.0.bonusOfferId',
      reason: 'bonus_offer_not_found',
    },
    {
      name: 'an offer on a main row',
      prizes: () => [{ kind: 'main', amount: '5', weight: 1, bonusOfferId: offer.id }],
      field: 'prizes.0.bonusOfferId',
      reason: 'bonus_offer_not_allowed',
    },
  ])('refuses $name with 400 naming the field, and changes nothing', async (bad) => {
    offer.id ||= await offerIdOf(t.app, operator, WHEEL_OFFER);
    const before = (await wheel().adminTable(operator)).json<{ version: number }>();
    const audits = async () =>
      (
        await queryRows<{ count: string }>(database.db, sql`SELECT count(*)::text FROM audit_log`)
      )[0]?.count;
    const auditsBefore = await audits();
    const res = await wheel().publish(operator, bad.prizes());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'wheel_table_invalid',
      field: bad.field,
      reason: bad.reason,
    });
    expect((await wheel().adminTable(operator)).json()).toMatchObject({ version: before.version });
    expect(await audits()).toBe(auditsBefore);
  });

  it('refuses a disabled offer, a 16th segment and a negative weight', async () => {
    const disabled = await wheel().call('POST', '/api/admin/bonus-offers', operator, {
      kind: 'promo',
      title: 'Switched off',
      enabled: false,
      terms: { fixedAmount: '1' },
    });
    expect(disabled.statusCode).toBe(200);
    const bonusOfferId = disabled.json<{ id: string }>().id;
    const off = await wheel().publish(operator, [
      { kind: 'bonus', amount: '1', weight: 1, bonusOfferId },
    ]);
    expect(off.json()).toMatchObject({
      field: 'prizes.0.bonusOfferId',
      reason: 'bonus_offer_not_found',
    });
    const sixteen = await wheel().publish(
      operator,
      Array.from({ length: 16 }, () => ({ kind: 'none' as const, weight: 1 })),
    );
    expect(sixteen.statusCode).toBe(400);
    expect(sixteen.json()).toMatchObject({ detail: 'validation_error' });
    const negative = await wheel().publish(operator, [{ kind: 'none', weight: -1 }]);
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toMatchObject({ detail: 'validation_error' });
  });

  it('keeps the table to admins', async () => {
    const player = await signUp(t.app);
    for (const res of [
      await wheel().adminTable(player.cookie),
      await wheel().publish(player.cookie, [{ kind: 'none', weight: 1 }]),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(typeof res.json<{ detail?: unknown }>().detail).toBe('string');
    }
  });
});

describe('wheel without a table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says the wheel is not available, everywhere', async () => {
    const calls = wheelCalls(t.app);
    const player = await signUp(t.app);
    expect((await calls.user(player.cookie)).json()).toEqual({
      isAvailable: false,
      nextSpinAt: null,
    });
    const prizes = await calls.prizes();
    expect(prizes.statusCode).toBe(404);
    expect(prizes.json()).toEqual({ detail: 'turbine_of_luck_not_available' });
    const spin = await calls.spin(player.cookie);
    expect(spin.statusCode).toBe(409);
    expect(spin.json()).toEqual({ detail: 'turbine_of_luck_not_available', nextSpinAt: null });
    const operator = await operatorCookie(t.app);
    expect((await calls.adminTable(operator)).statusCode).toBe(404);
  });
});

describeRaces('wheel: races on PostgreSQL', () => {
  let t: TestApp;
  let database: Database;
  let operator: string;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        onDatabase: (opened) => {
          database = opened;
        },
      },
    );
    operator = await operatorCookie(t.app);
    const published = await wheelCalls(t.app).publish(operator, [
      { kind: 'main', amount: '1', weight: 1 },
    ]);
    expect(published.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it.each([2, 5])('%i spins of one player at once: one paid, the others 409', async (count) => {
    const calls = wheelCalls(t.app);
    const records = wheelRecords(() => database);
    await repeatRace(10, async () => {
      const player = await signUp(t.app);
      const userId = await playerIdOf(t.app, operator, player.email);
      const { values, errors } = settled(
        await race(...Array.from({ length: count }, () => () => calls.spin(player.cookie))),
      );
      expect(errors).toEqual([]);
      const statuses = values.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([200, ...Array.from({ length: count - 1 }, () => 409)]);
      for (const res of values.filter((one) => one.statusCode === 409))
        expect(res.json()).toMatchObject({ detail: 'turbine_of_luck_not_available' });
      expect(await records.mainBalance(userId)).toBe(100n);
      expect(await records.spins(userId)).toEqual([
        expect.objectContaining({ kind: 'main', amount: '100', transfers: '1' }),
      ]);
    });
    expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
  });

  it('a spin racing a new table: drawn from one version, paid what that version says', async () => {
    const calls = wheelCalls(t.app);
    const records = wheelRecords(() => database);
    const paying = (dollars: string) => [{ kind: 'main' as const, amount: dollars, weight: 1 }];
    await repeatRace(10, async (round) => {
      const [from, to] = round % 2 === 0 ? ['1', '2'] : ['2', '1'];
      const current = ZAdminWheelTable.parse((await calls.publish(operator, paying(from))).json());
      const player = await signUp(t.app);
      const userId = await playerIdOf(t.app, operator, player.email);
      const [spin, publish] = await race(
        () => calls.spin(player.cookie),
        () => calls.publish(operator, paying(to)),
      );
      if (spin?.status !== 'fulfilled' || publish?.status !== 'fulfilled')
        throw new Error('a call threw');
      expect(publish.value.statusCode).toBe(200);
      const result = ZWheelSpinResult.parse(spin.value.json());
      expect([current.version, current.version + 1]).toContain(result.version);
      const cents = result.version === current.version ? from : to;
      expect(result.amount.value).toBe(String(Number(cents) * 100));
      expect(await records.mainBalance(userId)).toBe(BigInt(result.amount.value));
    });
    expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
  });
});
