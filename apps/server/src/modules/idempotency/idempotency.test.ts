import { randomUUID } from 'node:crypto';
import { ZTransaction } from '@aurum/contracts/wallet';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { AppError } from '../../lib/app-error';
import {
  completeProfile,
  declineWelcomeBonus,
  mainMoney,
  playerCalls,
  signUp,
} from '../../test/players';
import { describeRaces, race, repeatRace } from '../../test/race';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checkLedgerInvariants, HEALTHY_LEDGER } from '../wallet/ledger-invariants';
import { createIdempotency, type IdempotencyService } from './idempotency.service';

const TRON = `T${'A'.repeat(33)}`;
const WITHDRAW = '/api/v1/wallet/txns/withdraw';
const SELL = '/api/v2/wallet/orders/sell';
const BUY = '/api/v2/wallet/orders/buy';

/** The money calls a player makes, each with an optional Idempotency-Key. */
function cashier(t: TestApp) {
  const call = playerCalls(t.app);
  const keyed = (url: string, cookie: string, key: string | undefined, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { cookie, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload,
    });
  return {
    call,
    withdraw: (cookie: string, key: string | undefined, body: object = {}) =>
      keyed(WITHDRAW, cookie, key, { currency: 'USDTTRC20', address: TRON, amount: '20', ...body }),
    sell: (cookie: string, key: string | undefined, body: object = {}) =>
      keyed(SELL, cookie, key, {
        bankId: 'rub-card',
        amount: '2000',
        details: { name: 'Anna Lind' },
        ...body,
      }),
    buy: (cookie: string, key: string | undefined, body: object = {}) =>
      keyed(BUY, cookie, key, { bankId: 'rub-card', amount: '1000', ...body }),
    /** Main money: the network's deposit bonus is a grant a withdrawal forfeits. */
    balance: (cookie: string) => mainMoney(t.app, cookie),
    /** How many transactions of `type` the player's history holds. */
    async count(cookie: string, type: string) {
      const items = (await call('GET', '/api/v2/wallet/txns?limit=50', cookie))
        .json<{ items: unknown[] }>()
        .items.map((item) => ZTransaction.parse(item));
      return items.filter((item) => item.type === type).length;
    },
    /** A player with a complete profile, 100 USDT from the chain and 20,000 RUB from a card. */
    async fundedPlayer() {
      const player = await signUp(t.app);
      await completeProfile(t.app, player.cookie);
      await declineWelcomeBonus(t.app, player.cookie);
      const { address } = (
        await call('POST', '/api/v1/wallet/addresses', player.cookie, { currency: 'USDTTRC20' })
      ).json<{ address: string }>();
      await call('POST', '/api/sandbox/crypto/transfer', undefined, {
        address,
        currency: 'USDTTRC20',
        amount: '100',
      });
      await call('POST', '/api/sandbox/crypto/blocks', undefined, { count: 3 });
      const order = await call('POST', BUY, player.cookie, { bankId: 'rub-card', amount: '20000' });
      const { id } = order.json<{ id: string }>();
      const confirmed = await call('POST', `/api/sandbox/fiat/orders/${id}/confirm`);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      return player;
    },
  };
}

describe('idempotency keys on the money calls', () => {
  let t: TestApp;
  let c: ReturnType<typeof cashier>;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true', WITHDRAW_WAGER_MULTIPLIER: '0' });
    c = cashier(t);
  });
  afterAll(() => t.close());

  it('answers a repeated withdrawal with the first answer and reserves once', async () => {
    const player = await c.fundedPlayer();
    const start = await c.balance(player.cookie);
    const key = randomUUID();
    const first = await c.withdraw(player.cookie, key);
    expect(first.statusCode).toBe(200);
    const again = await c.withdraw(player.cookie, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await c.count(player.cookie, 'withdraw')).toBe(1);
    expect(await c.balance(player.cookie)).toBe(start - 2_000);

    // Another key is another withdrawal; so is a call without a key.
    expect((await c.withdraw(player.cookie, randomUUID())).statusCode).toBe(200);
    expect((await c.withdraw(player.cookie, undefined)).statusCode).toBe(200);
    expect(await c.count(player.cookie, 'withdraw')).toBe(3);
  });

  it('answers a repeated fiat withdrawal and deposit order with the first answer', async () => {
    const player = await c.fundedPlayer();
    const start = await c.balance(player.cookie);
    const sellKey = randomUUID();
    const sold = await c.sell(player.cookie, sellKey);
    expect(sold.statusCode).toBe(200);
    const soldAgain = await c.sell(player.cookie, sellKey);
    expect([soldAgain.statusCode, soldAgain.json()]).toEqual([200, sold.json()]);
    expect(await c.count(player.cookie, 'sell')).toBe(1);
    const reserved = start - (await c.balance(player.cookie));
    expect(reserved).toBeGreaterThan(0);

    const buyKey = randomUUID();
    const bought = await c.buy(player.cookie, buyKey);
    expect(bought.statusCode).toBe(200);
    const boughtAgain = await c.buy(player.cookie, buyKey);
    expect([boughtAgain.statusCode, boughtAgain.json()]).toEqual([200, bought.json()]);
    // The funding order and this one.
    expect(await c.count(player.cookie, 'buy')).toBe(2);
    expect(start - (await c.balance(player.cookie))).toBe(reserved);
  });

  it('refuses the key with another body and moves nothing', async () => {
    const player = await c.fundedPlayer();
    const key = randomUUID();
    expect((await c.withdraw(player.cookie, key)).statusCode).toBe(200);
    const before = await c.balance(player.cookie);
    const other = await c.withdraw(player.cookie, key, { amount: '30' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ detail: 'idempotency_key_reused' });
    expect(await c.balance(player.cookie)).toBe(before);
    expect(await c.count(player.cookie, 'withdraw')).toBe(1);
  });

  it('keeps a key per player and per route', async () => {
    const anna = await c.fundedPlayer();
    const boris = await c.fundedPlayer();
    const key = 'shared-key:1';
    expect((await c.withdraw(anna.cookie, key)).statusCode).toBe(200);
    expect((await c.withdraw(boris.cookie, key)).statusCode).toBe(200);
    expect((await c.sell(anna.cookie, key)).statusCode).toBe(200);
    expect(await c.count(anna.cookie, 'withdraw')).toBe(1);
    expect(await c.count(anna.cookie, 'sell')).toBe(1);
    expect(await c.count(boris.cookie, 'withdraw')).toBe(1);
  });

  it('repeats a refusal as it was first answered', async () => {
    const player = await c.fundedPlayer();
    const key = randomUUID();
    const refused = await c.withdraw(player.cookie, key, { amount: '5000' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ detail: 'insufficient_balance' });
    const again = await c.withdraw(player.cookie, key, { amount: '5000' });
    expect([again.statusCode, again.json()]).toEqual([422, refused.json()]);
  });

  it('refuses a malformed key with 400 and moves nothing', async () => {
    const player = await c.fundedPlayer();
    const before = await c.balance(player.cookie);
    for (const key of ['', 'a'.repeat(101), 'has space', 'ключ', 'semi;colon']) {
      const res = await c.withdraw(player.cookie, key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toMatchObject({
        detail: 'validation_error',
        in: 'headers',
        fields: [{ path: 'idempotency-key' }],
      });
    }
    expect(await c.balance(player.cookie)).toBe(before);
    const longest = await c.withdraw(player.cookie, `A-z_0:${'9'.repeat(94)}`);
    expect(longest.statusCode).toBe(200);
  });

  it('declares the header on the three calls in the OpenAPI document', async () => {
    const doc = (await c.call('GET', '/api/docs/json')).json<{
      paths: Record<string, { post?: { parameters?: { in: string; name: string }[] } }>;
    }>();
    for (const path of [WITHDRAW, SELL, BUY]) {
      const headers = (doc.paths[path]?.post?.parameters ?? []).filter((p) => p.in === 'header');
      expect(
        headers.map((p) => p.name),
        path,
      ).toContain('idempotency-key');
    }
  });

  describeRaces('on PostgreSQL', () => {
    it('runs concurrent requests with one key exactly once', async () => {
      const db = await openDatabase(t.config.database);
      /** Ledger transfers that touch the player's accounts. */
      const transfersOf = async (email: string) => {
        const [row] = await queryRows<{ n: string }>(
          db.db,
          sql`SELECT count(DISTINCT e.transfer_id) AS n FROM ledger_entries e
              JOIN ledger_accounts a ON a.id = e.account_id
              JOIN users u ON u.id = a.user_id WHERE u.email = ${email}`,
        );
        return Number(row?.n);
      };
      try {
        await repeatRace(20, async (round) => {
          const player = await c.fundedPlayer();
          const start = await c.balance(player.cookie);
          const before = await transfersOf(player.email);
          const key = `race-${round}-${randomUUID()}`;
          const call = [
            () => c.withdraw(player.cookie, key),
            () => c.sell(player.cookie, key),
            () => c.buy(player.cookie, key),
          ][round % 3];
          if (!call) throw new Error('no call');
          const answers = await race(call, call, call, call);
          const values = answers.map((outcome) => {
            if (outcome.status === 'rejected') throw outcome.reason;
            return outcome.value;
          });
          const ok = values.filter((res) => res.statusCode === 200);
          expect(ok.length).toBeGreaterThanOrEqual(1);
          // Every 200 is the one answer; the rest found the first still running.
          expect(new Set(ok.map((res) => res.body)).size).toBe(1);
          for (const res of values.filter((r) => r.statusCode !== 200)) {
            expect([res.statusCode, res.json()]).toEqual([409, { detail: 'request_in_progress' }]);
          }
          const type = ['withdraw', 'sell', 'buy'][round % 3] ?? '';
          expect(await c.count(player.cookie, type)).toBe(type === 'buy' ? 2 : 1);
          if (type !== 'buy') expect(await c.balance(player.cookie)).toBeLessThan(start);
          // A withdrawal or sell reserves once and forfeits the network's deposit bonus (a grant)
          // once; a buy order moves nothing until paid.
          expect((await transfersOf(player.email)) - before).toBe(type === 'buy' ? 0 : 2);
        });
        expect(await checkLedgerInvariants(db.db)).toEqual(HEALTHY_LEDGER);
      } finally {
        await db.close();
      }
    });
  });
});

describe('idempotency service', () => {
  let database: Database;
  let idempotency: IdempotencyService;
  let userId: string;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    await runMigrations(database.db);
    idempotency = createIdempotency({ db: database.db });
    const [row] = await queryRows<{ id: string }>(
      database.db,
      sql`INSERT INTO users (email, password_hash) VALUES ('idem@example.com', 'x') RETURNING id`,
    );
    if (!row) throw new Error('no user');
    userId = row.id;
  });
  afterAll(() => database.close());

  const scope = (key: string, body: unknown = { amount: '1' }) => ({
    userId,
    route: 'POST /test',
    key,
    body,
  });

  it('answers 409 while the first request with the key still runs, then the first answer', async () => {
    let finish: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let runs = 0;
    const work = async () => {
      runs += 1;
      await gate;
      return { id: 'first' };
    };
    const first = idempotency.once(scope('k1'), work);
    await expect(idempotency.once(scope('k1'), work)).rejects.toMatchObject({
      status: 409,
      detail: 'request_in_progress',
    });
    finish();
    expect(await first).toEqual({ id: 'first' });
    expect(await idempotency.once(scope('k1'), work)).toEqual({ id: 'first' });
    expect(runs).toBe(1);
  });

  it('fingerprints the body whatever its key order', async () => {
    const work = () => Promise.resolve({ ok: true });
    await idempotency.once(scope('k2', { a: 1, b: { c: 2, d: 3 } }), work);
    await expect(idempotency.once(scope('k2', { b: { d: 3, c: 2 }, a: 1 }), work)).resolves.toEqual(
      { ok: true },
    );
    await expect(idempotency.once(scope('k2', { a: 2 }), work)).rejects.toMatchObject({
      status: 422,
      detail: 'idempotency_key_reused',
    });
  });

  it('keeps an unexpected failure as a 500 and never runs it again', async () => {
    let runs = 0;
    const failing = () => {
      runs += 1;
      return Promise.reject(new Error('boom'));
    };
    await expect(idempotency.once(scope('k3'), failing)).rejects.toThrow('boom');
    const again = idempotency.once(scope('k3'), failing);
    await expect(again).rejects.toBeInstanceOf(AppError);
    await expect(again).rejects.toMatchObject({ status: 500, detail: 'internal_error' });
    expect(runs).toBe(1);
  });

  it('forgets keys after a day: purged, or claimed anew', async () => {
    const work = () => Promise.resolve({ n: 1 });
    await idempotency.once(scope('old-1'), work);
    await idempotency.once(scope('old-2'), work);
    await idempotency.once(scope('fresh'), work);
    await database.db.execute(
      sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key LIKE 'old-%'`,
    );
    // An expired key runs again, even with another body.
    await expect(
      idempotency.once(scope('old-1', { other: true }), () => Promise.resolve({ n: 2 })),
    ).resolves.toEqual({
      n: 2,
    });
    expect(await idempotency.purge()).toBe(1);
    const keys = await queryRows<{ key: string }>(
      database.db,
      sql`SELECT key FROM idempotency_keys ORDER BY key`,
    );
    expect(keys.map((row) => row.key)).toEqual(expect.arrayContaining(['fresh', 'old-1']));
    expect(keys.map((row) => row.key)).not.toContain('old-2');
  });
});
