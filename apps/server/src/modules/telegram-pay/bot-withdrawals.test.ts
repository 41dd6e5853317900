import { ZTransaction } from '@aurum/contracts/wallet';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../db/client';
import { signUp } from '../../test/players';
import { createTestApp, type TestApp } from '../../test/test-app';
import { botPay } from './bot-pay.fixture';

describe('withdrawals to the chat-bot wallet (Crypto Pay transfers)', () => {
  let t: TestApp;
  let database: Database | undefined;
  let b: ReturnType<typeof botPay>;
  beforeAll(async () => {
    t = await createTestApp(
      {
        SEED_DEMO_DATA: 'true',
        WITHDRAW_WAGER_MULTIPLIER: '0',
        WITHDRAW_VERIFY_PROFILE: 'false',
        BOT_PAY_SWEEP_SECONDS: '0',
      },
      { onDatabase: (opened) => (database = opened) },
    );
    b = botPay(t, () => {
      if (!database) throw new Error('no database');
      return database;
    });
  });
  afterAll(() => t.close());

  const db = () => {
    if (!database) throw new Error('no database');
    return database.db;
  };

  const withdraw = (cookie: string, body: object) =>
    b.call('POST', '/api/v1/wallet/txns/withdraw', cookie, body);
  const process = () =>
    b.call('POST', '/api/sandbox/crypto/withdrawals/process', undefined, {
      skipCancelWindow: true,
    });
  const history = async (cookie: string) =>
    (await b.call('GET', '/api/v2/wallet/txns?limit=50', cookie))
      .json<{ items: unknown[] }>()
      .items.map((item) => ZTransaction.parse(item));
  const sandboxTransfers = (spendId: string) =>
    queryRows<{ telegram_user_id: string; asset: string; amount: string }>(
      db(),
      sql`SELECT telegram_user_id::text, asset, amount FROM sandbox_bot_transfers WHERE spend_id = ${spendId}`,
    );

  /** A Telegram player holding $20.00 from a Crypto Pay deposit of 20 USDT. */
  async function fundedTelegramPlayer() {
    const player = await b.telegramPlayer();
    const invoice = await b.invoice(player.cookie, 'cryptobot', 'USDTTRC20', '20');
    expect((await b.pay('cryptobot', invoice.redirectUrl)).webhook?.outcome).toBe('credited');
    expect(await b.balance(player.cookie)).toBe(2000);
    return player;
  }

  it('sends a withdrawal to the player’s Telegram account without an address, once', async () => {
    const player = await fundedTelegramPlayer();
    const res = await withdraw(player.cookie, {
      currency: 'USDTTRC20',
      amount: '10',
      provider: 'cryptobot',
    });
    expect(res.statusCode, res.body).toBe(200);
    const reserved = ZTransaction.parse(res.json());
    expect(reserved).toMatchObject({
      type: 'withdraw',
      status: 'pending',
      address: String(player.telegramId),
      provider: 'cryptobot',
    });
    expect(await b.balance(player.cookie)).toBe(1000);

    expect((await process()).json()).toMatchObject({ sent: 1, held: 0, declined: 0 });
    const sent = (await history(player.cookie)).find((item) => item.id === reserved.id);
    expect(sent?.status).toBe('completed');
    expect(sent?.provider).toBe('cryptobot');
    expect(sent?.externalId).toMatch(/^\d+$/);
    // 10 USDT less the 2% fee of its tier, to the player's Telegram id, keyed by the withdrawal.
    expect(await sandboxTransfers(reserved.id)).toEqual([
      { telegram_user_id: String(player.telegramId), asset: 'USDT', amount: '9.8' },
    ]);
    expect((await process()).json()).toMatchObject({ sent: 0 });
    expect(await sandboxTransfers(reserved.id)).toHaveLength(1);
    expect(await b.balance(player.cookie)).toBe(1000);

    // The Telegram id is no withdrawal address to suggest for the chain.
    const recent = await b.call('GET', '/api/v1/wallet/addresses/USDTTRC20', player.cookie);
    expect(recent.json()).toEqual({ items: [] });
  });

  it('refuses a chat-bot withdrawal for an account without a Telegram link', async () => {
    const player = await signUp(t.app);
    const deposit = await b.call('POST', '/api/sandbox/deposits', undefined, {
      globalId: player.me.globalId,
      currency: 'USDT',
      amount: '20',
    });
    expect(deposit.statusCode).toBe(200);
    const before = await b.balance(player.cookie);
    const res = await withdraw(player.cookie, {
      currency: 'USDTTRC20',
      amount: '10',
      provider: 'cryptobot',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: 'telegram_account_required' });
    expect(await b.balance(player.cookie)).toBe(before);
    expect((await history(player.cookie)).filter((item) => item.type === 'withdraw')).toEqual([]);
  });

  it('refuses an unknown provider, a method it does not take, and a chain withdrawal without an address', async () => {
    const player = await fundedTelegramPlayer();
    const unknown = await withdraw(player.cookie, {
      currency: 'USDTTRC20',
      amount: '10',
      provider: 'paypal',
    });
    expect(unknown.json()).toEqual({ detail: 'error_currency_not_supported', provider: 'paypal' });
    const btc = await withdraw(player.cookie, {
      currency: 'BTC',
      amount: '0.001',
      provider: 'cryptobot',
    });
    expect(btc.json()).toEqual({
      detail: 'error_currency_not_supported',
      currency: 'BTC',
      provider: 'cryptobot',
    });
    const chain = await withdraw(player.cookie, { currency: 'USDTTRC20', amount: '10' });
    expect(chain.statusCode).toBe(400);
    expect(chain.json()).toEqual({ detail: 'error_invalid_address', currency: 'USDTTRC20' });
    expect(await b.balance(player.cookie)).toBe(2000);
  });

  it('holds a transfer whose outcome is unknown and reconciles it from the provider by its spend id', async () => {
    const player = await fundedTelegramPlayer();
    const reserved = ZTransaction.parse(
      (
        await withdraw(player.cookie, { currency: 'TON', amount: '1', provider: 'cryptobot' })
      ).json(),
    );
    // The spend id was used before (a send whose answer we lost): Crypto Pay will not say what
    // became of this one, so the payout is held, not refunded and not sent again.
    const token = t.config.telegramPay.cryptobot?.token ?? '';
    const earlier = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/cryptobot/api/transfer',
      headers: { 'crypto-pay-api-token': token, 'content-type': 'application/json' },
      payload: { user_id: player.telegramId, asset: 'TON', amount: '0.5', spend_id: reserved.id },
    });
    expect(earlier.json()).toMatchObject({ ok: true, result: { status: 'completed' } });
    const transferId = String(
      earlier.json<{ result: { transfer_id: number } }>().result.transfer_id,
    );

    expect((await process()).json()).toMatchObject({ sent: 0, held: 1, declined: 0 });
    const [held] = await queryRows<{ status: string; payout_error: string | null }>(
      db(),
      sql`SELECT status, payout_error FROM payment_transactions WHERE id = ${reserved.id}`,
    );
    expect(held?.status).toBe('processing');
    expect(held?.payout_error).toContain('SPEND_ID');
    expect((await process()).json()).toMatchObject({ sent: 0, held: 0 });

    const reconciled = await b.call('POST', '/api/sandbox/crypto/withdrawals/reconcile');
    expect(reconciled.json()).toMatchObject({ completed: 1 });
    const done = (await history(player.cookie)).find((item) => item.id === reserved.id);
    expect(done).toMatchObject({ status: 'completed', externalId: transferId });
    expect(await sandboxTransfers(reserved.id)).toHaveLength(1);
  });
});
