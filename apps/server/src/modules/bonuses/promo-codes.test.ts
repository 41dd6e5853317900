import { sql } from 'drizzle-orm';
import { ZBonusList, ZUserBonus } from '@aurum/contracts/bonuses';
import {
  ZAdminPromoCode,
  ZPromoCodeInfo,
  type TAdminPromoCode,
} from '@aurum/contracts/promo-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../db/client';
import { operatorCookie, playerIdOf, signUp, uniqueEmail } from '../../test/players';
import { describeRaces, race, settled } from '../../test/race';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_BOTS, telegramBotToken } from '../auth/telegram-bots';
import { signInitData } from '../auth/telegram-init-data';
import { checkLedgerInvariants, HEALTHY_LEDGER } from '../wallet/ledger-invariants';

const DAY_MS = 24 * 60 * 60 * 1000;
let serial = 0;
/** A code no other test uses. */
const freshCode = (prefix = 'T') =>
  `${prefix}${Date.now().toString(36)}${(serial += 1)}`.toUpperCase();

/** Calls as players, visitors and operators make them, against one test app. */
function promoCalls(t: () => TestApp, operator: () => string) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    t().app.inject({
      method,
      url,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload ? { payload } : {}),
    });
  const codes = async (): Promise<TAdminPromoCode[]> =>
    (await call('GET', '/api/admin/promo-codes', operator())).json<{ items: TAdminPromoCode[] }>()
      .items;
  return {
    call,
    codes,
    /** The admin view of a code by its spelling. */
    async code(spelling: string): Promise<TAdminPromoCode> {
      const found = (await codes()).find((entry) => entry.code === spelling);
      if (!found) throw new Error(`no code ${spelling}`);
      return found;
    },
    /** Creates a code granting the offer a demo code grants; `overrides` change the rest. */
    async createCode(grantsLike: string, overrides: Record<string, unknown> = {}) {
      const like = (await codes()).find((entry) => entry.code === grantsLike);
      if (!like) throw new Error(`no code ${grantsLike}`);
      const res = await call('POST', '/api/admin/promo-codes', operator(), {
        code: freshCode(),
        offerId: like.offerId,
        startsAt: new Date(Date.now() - DAY_MS).toISOString(),
        ...overrides,
      });
      if (res.statusCode !== 200) throw new Error(`code not created: ${res.body}`);
      return ZAdminPromoCode.parse(res.json());
    },
    redeem: (cookie: string, code: string) =>
      call('POST', '/api/v2/bonuses/promo', cookie, { code }),
    async bonuses(cookie: string) {
      const res = await call('GET', '/api/v2/bonuses?is_pagination=false', cookie);
      return ZBonusList.parse(res.json()).bonuses;
    },
    deposit: (globalId: string, amount: string) =>
      call('POST', '/api/sandbox/deposits', undefined, {
        globalId,
        currency: 'USD',
        amount,
        method: 'crypto',
      }),
  };
}

/** A test app with demo data, its own database and an operator's cookie, for one suite. */
function promoTestApp() {
  const ctx = {} as { t: TestApp; operator: string; database: Database };
  beforeAll(async () => {
    // The app's own database: on PGlite a second connection would open another database.
    ctx.t = await createTestApp(
      { SEED_DEMO_DATA: 'true' },
      {
        onDatabase: (opened) => {
          ctx.database = opened;
        },
      },
    );
    ctx.operator = await operatorCookie(ctx.t.app);
  });
  afterAll(() => ctx.t.close());
  return ctx;
}

describe('promo codes', () => {
  const ctx = promoTestApp();
  const api = promoCalls(
    () => ctx.t,
    () => ctx.operator,
  );
  const { call } = api;
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await queryRows<{ n: string }>(ctx.database.db, query))[0]?.n);

  it('tells anyone a code’s terms and state, in any case; an unknown code is 404', async () => {
    const welcome = await call('GET', '/api/v2/promo-codes/welcome10');
    expect(welcome.statusCode).toBe(200);
    expect(welcome.headers['cache-control']).toBe('public, max-age=30');
    expect(ZPromoCodeInfo.parse(welcome.json())).toMatchObject({
      code: 'WELCOME10',
      title: 'Promo code: $10 bonus',
      state: 'available',
      endsAt: null,
      conditions: { type: 'promo', fixedAmount: { value: '1000' }, wager: 20 },
    });
    const reload = ZPromoCodeInfo.parse((await call('GET', '/api/v2/promo-codes/RELOAD50')).json());
    expect(reload.conditions).toMatchObject({ amountMultiplier: '0.5', fixedAmount: null });
    const summer = (await call('GET', '/api/v2/promo-codes/Summer2024')).json<unknown>();
    expect(summer).toMatchObject({ state: 'expired' });
    const unknown = await call('GET', '/api/v2/promo-codes/NOSUCHCODE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'promo_code_not_found' });
    expect((await call('GET', '/api/v2/promo-codes/bad%20code')).statusCode).toBe(400);
  });

  it('a fixed-amount code grants an active bonus the bonus list shows, and counts its use', async () => {
    const player = await signUp(ctx.t.app);
    const before = (await api.code('WELCOME10')).usedCount;
    const res = await api.redeem(player.cookie, ' welcome10 ');
    expect(res.statusCode).toBe(200);
    const grant = ZUserBonus.parse(res.json());
    expect(grant).toMatchObject({
      title: 'Promo code: $10 bonus',
      status: 'active',
      amount: { value: '1000' },
      balance: { value: '1000' },
      wager: { total: { value: '20000' } },
      conditions: { type: 'promo' },
    });
    expect((await api.bonuses(player.cookie)).map((bonus) => bonus.id)).toEqual([grant.id]);
    expect((await api.code('WELCOME10')).usedCount).toBe(before + 1);
    expect(await checkLedgerInvariants(ctx.database.db)).toEqual(HEALTHY_LEDGER);
  });

  it('a deposit-match code waits for the next deposit, which activates it instead of the welcome step', async () => {
    const player = await signUp(ctx.t.app);
    const redeemed = ZUserBonus.parse((await api.redeem(player.cookie, 'RELOAD50')).json());
    expect(redeemed).toMatchObject({ status: 'pending', amount: { value: '0' } });
    // Below the code's minimum deposit: still pending; the welcome step is not for this one either.
    await api.deposit(player.me.globalId, '5');
    expect((await api.bonuses(player.cookie)).map((bonus) => bonus.status)).toEqual(['pending']);
    expect((await api.deposit(player.me.globalId, '100')).statusCode).toBe(200);
    const bonuses = await api.bonuses(player.cookie);
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]).toMatchObject({
      id: redeemed.id,
      status: 'active',
      amount: { value: '5000' },
      balance: { value: '5000' },
      wager: { total: { value: '150000' } },
    });
    // The deposit after it (the third) earns its welcome step as before.
    await api.deposit(player.me.globalId, '100');
    expect((await api.bonuses(player.cookie)).map((bonus) => bonus.title)).toContain(
      'Third deposit +50%',
    );
    expect(await checkLedgerInvariants(ctx.database.db)).toEqual(HEALTHY_LEDGER);
  });

  describe('refusals: each its own detail, nothing changed', () => {
    const cases: {
      name: string;
      status: number;
      detail: string;
      /** Prepares the player and answers the code they then type. */
      setup: (player: { cookie: string; email: string }) => Promise<string>;
    }[] = [
      {
        name: 'unknown',
        status: 404,
        detail: 'promo_code_not_found',
        setup: () => Promise.resolve('NOPE'),
      },
      {
        name: 'not started',
        status: 409,
        detail: 'promo_code_not_started',
        setup: async () =>
          (
            await api.createCode('WELCOME10', {
              startsAt: new Date(Date.now() + DAY_MS).toISOString(),
            })
          ).code,
      },
      {
        name: 'expired',
        status: 409,
        detail: 'promo_code_expired',
        setup: () => Promise.resolve('SUMMER2024'),
      },
      {
        name: 'disabled',
        status: 409,
        detail: 'promo_code_disabled',
        setup: async () => (await api.createCode('WELCOME10', { enabled: false })).code,
      },
      {
        name: 'exhausted',
        status: 409,
        detail: 'promo_code_exhausted',
        setup: async () => {
          const { code } = await api.createCode('WELCOME10', { totalLimit: 1 });
          const other = await signUp(ctx.t.app);
          expect((await api.redeem(other.cookie, code)).statusCode).toBe(200);
          return code;
        },
      },
      {
        name: 'already used by this player',
        status: 409,
        detail: 'promo_code_already_used',
        setup: async (player) => {
          const { code } = await api.createCode('WELCOME10');
          const grant = ZUserBonus.parse((await api.redeem(player.cookie, code)).json());
          // Its bonus is over, so only the per-player limit stands in the way.
          await call('POST', `/api/admin/bonuses/${grant.id}/forfeit`, ctx.operator, {
            reason: 'test over',
          });
          return code;
        },
      },
      {
        name: 'a promo bonus already open',
        status: 409,
        detail: 'promo_code_bonus_active',
        setup: async (player) => {
          expect((await api.redeem(player.cookie, 'RELOAD50')).statusCode).toBe(200);
          return 'WELCOME10';
        },
      },
    ];

    it.each(cases)('$name: $status $detail', async ({ status, detail, setup }) => {
      const player = await signUp(ctx.t.app);
      const code = await setup(player);
      const userId = await playerIdOf(ctx.t.app, ctx.operator, player.email);
      const state = async () => ({
        grants: await count(sql`SELECT count(*) AS n FROM bonus_grants WHERE user_id = ${userId}`),
        uses: await count(
          sql`SELECT coalesce(sum(used_count), 0) AS n FROM promo_codes WHERE code = ${code}`,
        ),
        redemptions: await count(sql`SELECT count(*) AS n FROM promo_redemptions`),
      });
      const before = await state();
      const res = await api.redeem(player.cookie, code);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ detail });
      expect(await state()).toEqual(before);
    });
  });

  it('a visitor cannot redeem, and a malformed code is a validation error', async () => {
    expect((await api.redeem('', 'WELCOME10')).statusCode).toBe(401);
    const player = await signUp(ctx.t.app);
    const res = await api.redeem(player.cookie, 'no spaces allowed');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: 'validation_error' });
  });

  describe('sign-up with a promo code', () => {
    const register = (email: string, promo: string) =>
      call('POST', '/api/v1/auth/register', undefined, {
        email,
        password: 'correct horse battery',
        promo,
      });
    const accounts = (email: string) =>
      count(sql`SELECT count(*) AS n FROM users WHERE email = ${email}`);

    it.each([
      ['NOSUCHCODE', 'promo_code_not_found'],
      ['summer2024', 'promo_code_expired'],
    ])('refuses %s with 400 %s and creates no account', async (promo, detail) => {
      const email = uniqueEmail('promo');
      const res = await register(email, promo);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail });
      expect(res.cookies).toHaveLength(0);
      expect(await accounts(email)).toBe(0);
    });

    it('a code used up between the check and the account creates no account either', async () => {
      const { code, id } = await api.createCode('WELCOME10', { totalLimit: 1 });
      // The check passed earlier; the last use went to someone else meanwhile.
      await ctx.database.db.execute(sql`UPDATE promo_codes SET used_count = 1 WHERE id = ${id}`);
      const email = uniqueEmail('promo');
      const res = await register(email, code);
      expect(res.json()).toEqual({ detail: 'promo_code_exhausted' });
      expect(await accounts(email)).toBe(0);
    });

    it('redeems a good code for the new player', async () => {
      const email = uniqueEmail('promo');
      const res = await register(email, 'welcome10');
      expect(res.statusCode).toBe(200);
      const cookie = res.cookies.find((entry) => entry.name === 'aurum_session');
      const bonuses = await api.bonuses(`aurum_session=${cookie?.value}`);
      expect(bonuses).toEqual([
        expect.objectContaining({ title: 'Promo code: $10 bonus', status: 'active' }),
      ]);
    });
  });

  describe('Telegram sign-in is never refused for its promo', () => {
    const bot = DEMO_BOTS[0];
    const signIn = (telegramId: number, promo: string) => {
      const token = telegramBotToken({
        botId: bot.id,
        configured: ctx.t.config.telegram.botTokens,
        production: false,
        secret: ctx.t.config.secrets.SESSION_SECRET,
      });
      if (!token) throw new Error('demo bot has no token');
      const payload = signInitData(
        {
          auth_date: String(Math.floor(Date.now() / 1000)),
          query_id: `AAH-${telegramId}`,
          user: JSON.stringify({ id: telegramId, first_name: 'Ivan' }),
          start_param: promo,
        },
        token,
      );
      return call('POST', '/api/v1/auth/telegram', undefined, { botId: bot.id, payload });
    };
    const promoOf = async (telegramId: number) =>
      (
        await queryRows<{ promo: string | null; grants: string }>(
          ctx.database.db,
          sql`SELECT promo, (SELECT count(*) FROM bonus_grants g WHERE g.user_id = u.id)::text AS grants
              FROM users u WHERE telegram_id = ${telegramId}`,
        )
      )[0];

    it('stores a start parameter that is no code, and redeems one that is', async () => {
      const stranger = 7770000 + (serial += 1);
      expect((await signIn(stranger, 'ref_partner42')).statusCode).toBe(200);
      expect(await promoOf(stranger)).toEqual({ promo: 'ref_partner42', grants: '0' });
      const expired = 7770000 + (serial += 1);
      expect((await signIn(expired, 'SUMMER2024')).statusCode).toBe(200);
      expect(await promoOf(expired)).toEqual({ promo: 'SUMMER2024', grants: '0' });
      const lucky = 7770000 + (serial += 1);
      expect((await signIn(lucky, 'welcome10')).statusCode).toBe(200);
      expect(await promoOf(lucky)).toEqual({ promo: 'welcome10', grants: '1' });
    });
  });

  describe('operators', () => {
    const audits = (action: string, id: string) =>
      count(
        sql`SELECT count(*) AS n FROM audit_log WHERE action = ${action} AND target_id = ${id}`,
      );

    it('create and change codes, each audited', async () => {
      const created = await api.createCode('WELCOME10', { code: 'spring-Fest', totalLimit: 5 });
      expect(created).toMatchObject({
        code: 'SPRING-FEST',
        totalLimit: 5,
        perPlayerLimit: 1,
        usedCount: 0,
        state: 'available',
        offerTitle: 'Promo code: $10 bonus',
      });
      expect(await audits('promo_code.create', created.id)).toBe(1);
      const changed = await call('PUT', `/api/admin/promo-codes/${created.id}`, ctx.operator, {
        code: created.code,
        offerId: created.offerId,
        startsAt: created.startsAt,
        totalLimit: 10,
        enabled: false,
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ totalLimit: 10, enabled: false, state: 'disabled' });
      expect(await audits('promo_code.update', created.id)).toBe(1);
      expect((await call('GET', '/api/v2/promo-codes/spring-fest')).json()).toMatchObject({
        state: 'disabled',
      });
    });

    it('refuses bad codes and changes nothing', async () => {
      const welcome = await api.code('WELCOME10');
      const offers = (await call('GET', '/api/admin/bonus-offers', ctx.operator)).json<{
        items: { id: string; kind: string }[];
      }>().items;
      const welcomeStep = offers.find((offer) => offer.kind === 'welcome');
      const base = {
        code: freshCode(),
        offerId: welcome.offerId,
        startsAt: '2025-01-01T00:00:00.000Z',
      };
      const cases: [object, number, object][] = [
        [{ code: 'WELCOME10' }, 409, { detail: 'promo_code_taken' }],
        [{ offerId: welcomeStep?.id }, 400, { detail: 'promo_code_offer_invalid' }],
        [
          { offerId: '00000000-0000-4000-8000-000000000000' },
          400,
          { detail: 'promo_code_offer_invalid' },
        ],
        [{ endsAt: '2024-12-31T00:00:00.000Z' }, 400, { detail: 'validation_error' }],
        [{ totalLimit: 0 }, 400, { detail: 'validation_error' }],
        [{ perPlayerLimit: 0 }, 400, { detail: 'validation_error' }],
        [{ code: 'has space' }, 400, { detail: 'validation_error' }],
      ];
      const before = await api.codes();
      for (const [patch, status, body] of cases) {
        const res = await call('POST', '/api/admin/promo-codes', ctx.operator, {
          ...base,
          ...patch,
        });
        expect(res.statusCode, JSON.stringify(patch)).toBe(status);
        expect(res.json()).toMatchObject(body);
      }
      expect(await api.codes()).toEqual(before);

      // A limit below the uses already made.
      const used = await api.createCode('WELCOME10', { totalLimit: 3 });
      const player = await signUp(ctx.t.app);
      await api.redeem(player.cookie, used.code);
      const lower = await call('PUT', `/api/admin/promo-codes/${used.id}`, ctx.operator, {
        code: used.code,
        offerId: used.offerId,
        startsAt: used.startsAt,
        totalLimit: 1,
      });
      expect(lower.statusCode).toBe(200);
      await api.redeem((await signUp(ctx.t.app)).cookie, used.code);
      const below = await call('PUT', `/api/admin/promo-codes/${used.id}`, ctx.operator, {
        code: used.code,
        offerId: used.offerId,
        startsAt: used.startsAt,
        totalLimit: 1,
        perPlayerLimit: 2,
      });
      expect((await api.code(used.code)).usedCount).toBe(1);
      expect(below.statusCode).toBe(200);
      const rename = await call('PUT', `/api/admin/promo-codes/${used.id}`, ctx.operator, {
        code: 'RELOAD50',
        offerId: used.offerId,
        startsAt: used.startsAt,
      });
      expect(rename.statusCode).toBe(409);
      expect(rename.json()).toEqual({ detail: 'promo_code_taken' });
      expect(
        (await call('GET', '/api/admin/promo-codes', (await signUp(ctx.t.app)).cookie)).statusCode,
      ).toBe(401);
    });
  });
});

describe('promo codes guessed from one address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true', PROMO_MISSES_PER_IP: '3' });
  });
  afterAll(() => t.close());

  const guesser = '203.0.113.7';
  const info = (code: string, remoteAddress = guesser) =>
    t.app.inject({ method: 'GET', url: `/api/v2/promo-codes/${code}`, remoteAddress });

  it('refuses every lookup and redemption from an address past its unknown codes', async () => {
    // Known codes never count.
    for (let i = 0; i < 4; i += 1) expect((await info('WELCOME10')).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) {
      expect((await info(`NOSUCH${i}`)).json()).toEqual({ detail: 'promo_code_not_found' });
    }
    const blocked = await info('WELCOME10');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ detail: 'too_many_requests' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    const { cookie } = await signUp(t.app);
    const redeem = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/bonuses/promo',
        headers: { cookie },
        payload: { code: 'WELCOME10' },
        remoteAddress,
      });
    expect((await redeem(guesser)).statusCode).toBe(429);
    // Another address is not held back: the same player redeems from it.
    expect((await info('WELCOME10', '198.51.100.9')).statusCode).toBe(200);
    expect((await redeem('198.51.100.9')).statusCode).toBe(200);
  });
});

describeRaces('promo codes: races on PostgreSQL', () => {
  const ctx = promoTestApp();
  const api = promoCalls(
    () => ctx.t,
    () => ctx.operator,
  );

  it('six players redeem a code with a total limit of 3 at once: exactly 3 grants', async () => {
    const { code, id } = await api.createCode('WELCOME10', { totalLimit: 3 });
    const players = await Promise.all(Array.from({ length: 6 }, () => signUp(ctx.t.app)));
    const { values, errors } = settled(
      await race(...players.map((player) => () => api.redeem(player.cookie, code))),
    );
    expect(errors).toEqual([]);
    const statuses = values.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409]);
    for (const refused of values.filter((res) => res.statusCode !== 200))
      expect(refused.json()).toEqual({ detail: 'promo_code_exhausted' });
    const [row] = await queryRows<{ used: number; grants: string; redemptions: string }>(
      ctx.database.db,
      sql`SELECT used_count AS used,
            (SELECT count(*) FROM promo_redemptions WHERE code_id = ${id})::text AS redemptions,
            (SELECT count(*) FROM bonus_grants g JOIN promo_redemptions r ON r.grant_id = g.id
              WHERE r.code_id = ${id})::text AS grants
          FROM promo_codes WHERE id = ${id}`,
    );
    expect(row).toEqual({ used: 3, grants: '3', redemptions: '3' });
    expect(await checkLedgerInvariants(ctx.database.db)).toEqual(HEALTHY_LEDGER);
  });

  it('one player firing one code three times and two other codes at once holds one promo bonus', async () => {
    const generous = await api.createCode('WELCOME10', { perPlayerLimit: 5 });
    const other = await api.createCode('WELCOME10');
    const player = await signUp(ctx.t.app);
    const userId = await playerIdOf(ctx.t.app, ctx.operator, player.email);
    const { values, errors } = settled(
      await race(
        () => api.redeem(player.cookie, generous.code),
        () => api.redeem(player.cookie, generous.code),
        () => api.redeem(player.cookie, generous.code),
        () => api.redeem(player.cookie, other.code),
        () => api.redeem(player.cookie, 'RELOAD50'),
      ),
    );
    expect(errors).toEqual([]);
    expect(values.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const refused of values.filter((res) => res.statusCode !== 200))
      expect(refused.json()).toEqual({ detail: 'promo_code_bonus_active' });
    const [row] = await queryRows<{ open: string; uses: string }>(
      ctx.database.db,
      sql`SELECT
            (SELECT count(*) FROM bonus_grants WHERE user_id = ${userId} AND source = 'promo'
               AND status IN ('pending', 'active'))::text AS open,
            (SELECT count(*) FROM promo_redemptions WHERE user_id = ${userId})::text AS uses`,
    );
    expect(row).toEqual({ open: '1', uses: '1' });
    // Only the winning code counted a use.
    const usedCounts = [
      (await api.code(generous.code)).usedCount,
      (await api.code(other.code)).usedCount,
    ];
    expect(usedCounts.reduce((sum, used) => sum + used, 0)).toBeLessThanOrEqual(1);
  });
});
