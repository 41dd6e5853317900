import { ZDepositBonusQuote, type TDepositBonusQuote } from '@aurum/contracts/bonuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/players';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('the bonus a deposit would earn', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
  });
  afterAll(() => t.close());

  const quote = async (cookie: string, query: string): Promise<TDepositBonusQuote> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/bonuses/deposit-quote?${query}`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return ZDepositBonusQuote.parse(res.json());
  };

  it('names the first welcome step and the bonus money a deposit within its bounds earns', async () => {
    const player = await signUp(t.app);
    const within = await quote(player.cookie, 'channel=crypto&currency=USD&amount=120');
    expect(within).toMatchObject({
      matches: true,
      welcomeEnabled: true,
      depositAmount: { primaryValue: '120.00' },
      bonusAmount: { primaryValue: '120.00' },
      bonus: { title: 'Welcome bonus +100%', conditions: { amountMultiplier: '1' } },
    });

    const below = await quote(player.cookie, 'channel=crypto&currency=USD&amount=5');
    expect(below).toMatchObject({ matches: false, bonusAmount: null });
    expect(below.bonus?.conditions.minDeposit.primaryValue).toBe('10.00');

    const offerOnly = await quote(player.cookie, 'channel=fiat&currency=USD');
    expect(offerOnly).toMatchObject({ matches: true, depositAmount: null, bonusAmount: null });
    expect(offerOnly.bonus?.title).toBe('Welcome bonus +100%');
  });

  it('moves on to the next step after a deposit, and names none with the switch off', async () => {
    const player = await signUp(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/deposits',
      payload: { globalId: player.me.globalId, currency: 'USD', amount: '50', method: 'crypto' },
    });
    expect(
      (await quote(player.cookie, 'channel=crypto&currency=USD&amount=100')).bonus?.title,
    ).toBe('Second deposit +75%');

    await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/loyalty',
      headers: { cookie: player.cookie },
      payload: { isWelcomeEnabledCrypto: false },
    });
    expect(await quote(player.cookie, 'channel=crypto&currency=USD&amount=100')).toMatchObject({
      bonus: null,
      matches: false,
      welcomeEnabled: false,
    });
    // Fiat deposits keep the welcome bonus.
    expect((await quote(player.cookie, 'channel=fiat&currency=USD&amount=100')).matches).toBe(true);
  });

  it("puts the next deposit's offer on the crypto methods' badges, per player", async () => {
    const badges = async (cookie?: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/wallet/currencies/bonus',
          ...(cookie ? { headers: { cookie } } : {}),
        })
      ).json<{ items: { code: string; depositBonus: string; depositBonusAvailable: boolean }[] }>()
        .items;
    // A visitor sees the first welcome step: +100% on every network.
    expect((await badges()).every((method) => method.depositBonus === '1')).toBe(true);

    const player = await signUp(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/deposits',
      payload: { globalId: player.me.globalId, currency: 'USD', amount: '50', method: 'crypto' },
    });
    expect((await badges(player.cookie))[0]).toMatchObject({
      depositBonus: '0.75',
      depositBonusAvailable: true,
    });

    await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/loyalty',
      headers: { cookie: player.cookie },
      payload: { isWelcomeEnabledCrypto: false },
    });
    // Without an offer, each network's own deposit bonus.
    const own = await badges(player.cookie);
    expect(own.find((method) => method.code === 'BTC')).toMatchObject({
      depositBonus: '0',
      depositBonusAvailable: false,
    });
  });

  it('refuses an unknown currency, a malformed amount and visitors', async () => {
    const player = await signUp(t.app);
    const get = (query: string, cookie?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v2/bonuses/deposit-quote?${query}`,
        ...(cookie ? { headers: { cookie } } : {}),
      });
    const unknown = await get('channel=fiat&currency=XXX&amount=10', player.cookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ detail: 'error_currency_not_supported' });
    const tooPrecise = await get('channel=fiat&currency=USD&amount=10.12345', player.cookie);
    expect(tooPrecise.statusCode).toBe(400);
    expect(tooPrecise.json()).toHaveProperty('detail');
    expect((await get('channel=fiat&currency=USD')).statusCode).toBe(401);
  });
});
