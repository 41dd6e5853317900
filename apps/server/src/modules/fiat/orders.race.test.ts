import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../db/client';
import { fiatBank } from '../../test/fiat-bank';
import { operatorCookie, playerIdOf } from '../../test/players';
import { describeRaces, race, repeatRace, settled } from '../../test/race';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checkLedgerInvariants, HEALTHY_LEDGER } from '../wallet/ledger-invariants';

/** 500 RUB at the demo rate of 0.0108: $5.40. */
const CREDIT_500_RUB = 540;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeRaces('fiat orders under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let b: ReturnType<typeof fiatBank>;
  let database: Database;
  let operator: string;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true', WITHDRAW_WAGER_MULTIPLIER: '0' });
    b = fiatBank(t);
    database = await openDatabase(t.config.database);
    operator = await operatorCookie(t.app);
  });
  afterAll(async () => {
    await database.close();
    await t.close();
  });

  const one = async <T>(query: ReturnType<typeof sql>) =>
    (await queryRows<T>(database.db, query))[0];
  const statusOf = async (id: string) =>
    (await one<{ status: string }>(sql`SELECT status FROM payment_transactions WHERE id = ${id}`))
      ?.status;
  /** How many times the order's deposit moved money (its idempotency key is one per order). */
  const credits = async (id: string) =>
    Number(
      (
        await one<{ n: string }>(
          sql`SELECT count(*) AS n FROM ledger_transfers WHERE idempotency_key = ${`deposit:${id}`}`,
        )
      )?.n,
    );
  const healthy = async () =>
    expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
  /** Fires the calls at once; every one answers (HTTP errors are answers, not rejections). */
  const fire = async (...calls: (() => ReturnType<typeof b.call>)[]) => {
    const { values, errors } = settled(await race(...calls));
    expect(errors).toEqual([]);
    return values;
  };
  const newOrder = async (cookie: string) => {
    const created = await b.buy(cookie, { amount: '500' });
    expect(created.statusCode).toBe(200);
    return created.json<{ id: string }>().id;
  };

  it('confirm racing decline: one wins, the other answers 409, credited at most once', async () => {
    const player = await b.fundedPlayer('0');
    let completed = 0;
    await repeatRace(40, async () => {
      const id = await newOrder(player.cookie);
      const [confirm, decline] = await fire(
        () => b.sandbox(id, 'confirm'),
        () => b.sandbox(id, 'decline'),
      );
      if (!confirm || !decline) throw new Error('missing answer');
      const status = await statusOf(id);
      expect(await credits(id)).toBe(status === 'completed' ? 1 : 0);
      expect([confirm.statusCode, decline.statusCode].sort()).toEqual([200, 409]);
      expect(status).toBe(confirm.statusCode === 200 ? 'completed' : 'declined');
      const loser = confirm.statusCode === 409 ? confirm : decline;
      expect(loser.json()).toEqual({ detail: 'order_not_confirmable', status });
      if (status === 'completed') completed += 1;
    });
    expect((await b.balance(player.cookie)).total).toBe(completed * CREDIT_500_RUB);
    await healthy();
  });

  it('confirm racing a dispute refund: paid back or credited, never both', async () => {
    const player = await b.fundedPlayer('0');
    let completed = 0;
    await repeatRace(40, async (round) => {
      const id = await newOrder(player.cookie);
      await b.sandbox(id, 'timeout');
      expect((await b.dispute(player.cookie, id)).statusCode).toBe(200);
      // The operator's call does more work before it reaches the order (session, audit view):
      // the confirmation starts up to 20 ms later across rounds, so every interleaving is tried.
      const [confirm, refund] = await fire(
        async () => {
          await pause(round % 20);
          return b.sandbox(id, 'confirm');
        },
        () => b.call('POST', `/api/admin/orders/${id}/resolve`, operator, { outcome: 'refund' }),
      );
      if (!confirm || !refund) throw new Error('missing answer');
      const status = await statusOf(id);
      expect(await credits(id)).toBe(status === 'completed' ? 1 : 0);
      expect([confirm.statusCode, refund.statusCode].sort()).toEqual([200, 409]);
      if (confirm.statusCode === 200) {
        expect(status).toBe('completed');
        expect(refund.json()).toEqual({ detail: 'order_not_disputed', status: 'completed' });
        completed += 1;
      } else {
        expect(status).toBe('refund');
        expect(confirm.json()).toEqual({ detail: 'order_not_confirmable', status: 'refund' });
      }
    });
    expect((await b.balance(player.cookie)).total).toBe(completed * CREDIT_500_RUB);
    await healthy();
  });

  it('confirm racing the timeout: credited exactly once, the order leaves the open ones', async () => {
    const player = await b.fundedPlayer('0');
    await repeatRace(30, async (round) => {
      const id = await newOrder(player.cookie);
      const [confirm, timeout] = await fire(
        async () => {
          await pause(round % 10);
          return b.sandbox(id, 'confirm');
        },
        () => b.sandbox(id, 'timeout'),
      );
      if (!confirm || !timeout) throw new Error('missing answer');
      // A timed-out order may still be confirmed (the player paid late): confirm always wins.
      expect(confirm.statusCode).toBe(200);
      expect(await statusOf(id)).toBe('completed');
      expect(await credits(id)).toBe(1);
      if (timeout.statusCode !== 200)
        expect(timeout.json()).toEqual({
          detail: 'order_not_awaiting_payment',
          status: 'completed',
        });
    });
    // Each round's order released the method: the next one could open.
    expect((await b.balance(player.cookie)).total).toBe(30 * CREDIT_500_RUB);
    await healthy();
  });

  it('concurrent buy orders on one method: exactly one opens', async () => {
    const player = await b.fundedPlayer('0');
    const userId = await playerIdOf(t.app, operator, player.email);
    await repeatRace(20, async () => {
      const answers = await fire(
        () => b.buy(player.cookie, { amount: '500' }),
        () => b.buy(player.cookie, { amount: '600' }),
        () => b.buy(player.cookie, { amount: '700' }),
      );
      const opened = answers.filter((answer) => answer.statusCode === 200);
      expect(opened.length).toBe(1);
      for (const answer of answers.filter((each) => each.statusCode !== 200)) {
        expect(answer.statusCode).toBe(409);
        expect(answer.json()).toEqual({ detail: 'error_orders_limit' });
      }
      const open = await one<{ n: string }>(
        sql`SELECT count(*) AS n FROM fiat_orders o JOIN payment_transactions t ON t.id = o.id
            WHERE t.user_id = ${userId} AND o.method_id = 'rub-card'
              AND t.status IN ('waiting', 'pending', 'pay_external_invoice')`,
      );
      expect(Number(open?.n)).toBe(1);
      const id = opened[0]?.json<{ id: string }>().id ?? '';
      expect((await b.sandbox(id, 'decline')).statusCode).toBe(200);
    });
  });

  it('concurrent sells never overdraw the fiat part', async () => {
    // $216.00 of fiat money (20,000 RUB by card) and $1,000.00 from crypto on top.
    const player = await b.fundedPlayer('20000');
    const userId = await playerIdOf(t.app, operator, player.email);
    const topUp = await b.call('POST', '/api/sandbox/deposits', undefined, {
      globalId: player.me.globalId,
      currency: 'USD',
      amount: '1000',
      method: 'crypto',
    });
    expect(topUp.statusCode).toBe(200);
    const start = await b.balance(player.cookie);
    expect(start).toEqual({ total: 121_600, fiat: 21_600 });
    const fiatNet = async () =>
      BigInt(
        (
          await one<{ v: string }>(
            sql`SELECT fiat_net::text AS v FROM wallets WHERE user_id = ${userId}`,
          )
        )?.v ?? '0',
      );
    // 8,000 RUB + 3% fee = 8,240 RUB = $89.00 (rounded up): two fit in $216.00, not four.
    const sell = () =>
      b.call('POST', '/api/v2/wallet/orders/sell', player.cookie, {
        bankId: 'rub-card',
        amount: '8000',
        details: { name: 'Anna Lind' },
      });
    await repeatRace(20, async () => {
      const answers = await fire(sell, sell, sell, sell);
      const accepted = answers.filter((answer) => answer.statusCode === 200);
      expect(accepted.length).toBe(2);
      for (const answer of answers.filter((each) => each.statusCode !== 200))
        expect(answer.json()).toMatchObject({ detail: 'insufficient_balance', currency: 'RUB' });
      expect(await fiatNet()).toBe(21_600n - 2n * 8_900n);
      expect(await b.balance(player.cookie)).toEqual({
        total: 121_600 - 2 * 8_900,
        fiat: 21_600 - 2 * 8_900,
      });
      // The payouts fail and the money returns, for the next round.
      for (const answer of accepted) {
        const id = answer.json<{ id: string }>().id;
        const failed = await b.call('POST', `/api/admin/orders/${id}/failed`, operator, {
          reason: 'next round',
        });
        expect(failed.statusCode).toBe(200);
      }
      expect(await b.balance(player.cookie)).toEqual(start);
    });
    await healthy();
  });
});
