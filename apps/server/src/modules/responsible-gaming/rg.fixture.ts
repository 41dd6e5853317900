import { randomUUID } from 'node:crypto';
import { formatMinor } from '@aurum/contracts/money';
import { SEAMLESS_PATHS } from '@aurum/contracts/seamless';
import type { TRgState } from '@aurum/contracts/responsible-gaming';
import { expect } from 'vitest';
import { declineWelcomeBonus, mainMoney, signUp } from '../../test/players';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestStudio, TEST_STUDIO_ID } from '../../test/test-studio';

/** 1,000 RUB (the rub-account minimum) at the demo rate of 0.0108: $10.80. */
export const ORDER_RUB = '1000';
export const ORDER_CENTS = 1080;

/** Account-currency cents as the API writes them (`10.80`), in integers. */
export const usd = (cents: number) => formatMinor(BigInt(cents), 2);

/**
 * A test app whose clock a test moves, with a studio to stake through the seamless wallet, and
 * a player's responsible-gaming, deposit and game calls.
 */
export async function createRgTestApp(secret: string) {
  const studio = createTestStudio(secret);
  const clock = { shiftMs: 0 };
  const t: TestApp = await createTestApp(
    { SEED_DEMO_DATA: 'true', WITHDRAW_WAGER_MULTIPLIER: '0', LOG_LEVEL: 'error' },
    { studios: [studio.studio], clock: () => new Date(Date.now() + clock.shiftMs) },
  );
  const games = await t.app.inject({
    method: 'GET',
    url: `/api/v2/games?provider=${TEST_STUDIO_ID}&category=slots`,
  });
  const slotId = games.json<{ items: { id: number }[] }>().items[0]?.id ?? 0;
  expect(slotId).toBeGreaterThan(0);

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  /** A signed-up player (no welcome bonus) with `usd` USD deposited and a real-money session. */
  async function player(usd = '0') {
    const signed = await signUp(t.app);
    await declineWelcomeBonus(t.app, signed.cookie);
    const token = usd === '0' ? '' : await studio.depositAndLaunch(t.app, signed, usd, slotId);
    const { cookie } = signed;
    const seamless = (path: string, body: Record<string, unknown>) =>
      studio.call(t.app, path, { sessionToken: token, currency: 'USD', ...body });
    const tx = () => `${signed.me.globalId}:${randomUUID()}`;
    return {
      ...signed,
      rg: async () => (await call('GET', '/api/v1/responsible-gaming', cookie)).json<TRgState>(),
      setLimit: (kind: string, period: string, amount: string | null) =>
        call('PUT', '/api/v1/responsible-gaming/limits', cookie, { kind, period, amount }),
      rgCall: (method: 'POST' | 'PUT', path: string, body: object) =>
        call(method, `/api/v1/responsible-gaming${path}`, cookie, body),
      /** A stake of `cents` in a round of its own (or `round`), as transaction `id`. */
      bet: (cents: number, round: string = randomUUID(), id = tx()) =>
        seamless(SEAMLESS_PATHS.bet, { roundId: round, transactionId: id, amount: String(cents) }),
      tx,
      win: (round: string, cents: number) =>
        seamless(SEAMLESS_PATHS.win, {
          roundId: round,
          transactionId: tx(),
          amount: String(cents),
          finished: true,
        }),
      rollback: (round: string, reference: string) =>
        seamless(SEAMLESS_PATHS.rollback, {
          roundId: round,
          transactionId: tx(),
          referenceTransactionId: reference,
        }),
      launch: () => call('POST', `/api/v2/games/${slotId}/session`, cookie, { demo: false }),
      buy: (rub = ORDER_RUB) =>
        call('POST', '/api/v2/wallet/orders/buy', cookie, {
          bankId: 'rub-account',
          amount: rub,
          externalFields: { first_name: 'Anna', last_name: 'Lind' },
        }),
      money: () => mainMoney(t.app, cookie),
    };
  }

  return { t, clock, call, player, slotId };
}
