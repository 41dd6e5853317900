import { randomUUID } from 'node:crypto';
import { ZTransaction, type TTransaction } from '@aurum/contracts/wallet';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../db/client';
import { operatorCookie } from '../../test/players';
import { describeRaces, onPostgres, race, repeatRace } from '../../test/race';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checkLedgerInvariants, HEALTHY_LEDGER } from '../wallet/ledger-invariants';
import { cashier, TRON_A } from './cashier.fixture';
import { PayoutRefusedError, type ChainAdapter } from './chain';

/** The send went out but its answer was lost (a timeout after the broadcast, a crash). */
const TRON_ANSWER_LOST = `T${'C'.repeat(33)}`;
/** The send never reached the chain, and the caller cannot tell (a timeout before it). */
const TRON_NEVER_ARRIVED = `T${'D'.repeat(33)}`;
const TRON_NEVER_ARRIVED_2 = `T${'E'.repeat(33)}`;
/** The chain refuses payouts to this address outright. */
const TRON_REFUSED = `T${'F'.repeat(33)}`;
/** The chain answers payouts to this address only when the test lets it. */
const TRON_SLOW = `T${'G'.repeat(33)}`;

/**
 * The sandbox chain behind a flaky network: faults by destination address, and a count of
 * how many times each payout id was handed to the chain.
 */
function flakyChain() {
  const sends = new Map<string, number>();
  let sandbox: ChainAdapter | undefined;
  let slow = { started: () => {}, answer: Promise.resolve() };
  const wrap = (chain: ChainAdapter): ChainAdapter => {
    sandbox = chain;
    return {
      configured: chain.configured,
      depositAddress: (userId, method) => chain.depositAddress(userId, method),
      status: (id) => chain.status(id),
      async send(payout) {
        sends.set(payout.id, (sends.get(payout.id) ?? 0) + 1);
        if (payout.address === TRON_NEVER_ARRIVED || payout.address === TRON_NEVER_ARRIVED_2)
          throw new Error('connect ETIMEDOUT');
        if (payout.address === TRON_REFUSED) throw new PayoutRefusedError('address_blacklisted');
        if (payout.address === TRON_SLOW) {
          slow.started();
          await slow.answer;
        }
        const answer = await chain.send(payout);
        if (payout.address === TRON_ANSWER_LOST) throw new Error('read ETIMEDOUT');
        return answer;
      },
    };
  };
  return {
    wrap,
    sendsOf: (id: string) => sends.get(id) ?? 0,
    /** The next payout to TRON_SLOW waits in flight until `release`. */
    holdSlowPayout() {
      let release = () => {};
      const started = new Promise<void>((resolve) => {
        slow = {
          started: resolve,
          answer: new Promise<void>((answer) => {
            release = answer;
          }),
        };
      });
      return { started, release: () => release() };
    },
    sandbox() {
      if (!sandbox) throw new Error('the app has not built its chain');
      return sandbox;
    },
  };
}

describe('crypto payouts', () => {
  let t: TestApp;
  let c: ReturnType<typeof cashier>;
  let operator: string;
  const chain = flakyChain();
  beforeAll(async () => {
    t = await createTestApp(
      {
        WITHDRAW_WAGER_MULTIPLIER: '0',
        WITHDRAW_DAILY_LIMIT: '100000',
        WITHDRAW_APPROVAL_THRESHOLD: '300',
      },
      { chain: chain.wrap },
    );
    c = cashier(t);
    operator = await operatorCookie(t.app);
  });
  afterAll(() => t.close());

  const withdraw = async (cookie: string, amount: string, address = TRON_A) =>
    ZTransaction.parse((await c.withdraw(cookie, { amount, address })).json());
  const find = async (cookie: string, id: string): Promise<TTransaction | undefined> =>
    (await c.history(cookie)).find((item) => item.id === id);
  const admin = (path: string, payload?: object) =>
    c.call(payload || path.endsWith('/approve') ? 'POST' : 'GET', path, operator, payload);

  it('the sandbox chain sends a payout id once and answers its status', async () => {
    const sandbox = chain.sandbox();
    const payout = {
      id: randomUUID(),
      code: 'USDTTRC20',
      network: 'TRX',
      address: TRON_A,
      memo: null,
      amount: 5n,
    };
    const first = await sandbox.send(payout);
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await sandbox.send(payout)).toEqual(first);
    expect(await sandbox.status(payout.id)).toEqual({ state: 'sent', hash: first.hash });
    expect(await sandbox.status(randomUUID())).toEqual({ state: 'unknown' });
    // The same id for another payout is a bug on our side: never sent, never a refusal.
    await expect(sandbox.send({ ...payout, amount: 6n })).rejects.not.toBeInstanceOf(
      PayoutRefusedError,
    );
  });

  it('holds payouts whose outcome is unknown, never sends them again, reconciles with the chain', async () => {
    const player = await c.fundedPlayer('200');
    const before = await c.balance(player.cookie);
    const answerLost = await withdraw(player.cookie, '20', TRON_ANSWER_LOST);
    const neverArrived = await withdraw(player.cookie, '20', TRON_NEVER_ARRIVED);
    const neverArrived2 = await withdraw(player.cookie, '20', TRON_NEVER_ARRIVED_2);
    const fine = await withdraw(player.cookie, '20');

    // The unknown outcomes come first and do not stop the payout after them.
    const first = await c.process();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ sent: 1, held: 3, failed: 0 });
    expect(await find(player.cookie, fine.id)).toMatchObject({ status: 'completed' });
    for (const held of [answerLost, neverArrived, neverArrived2]) {
      // The player sees it on its way: pending, no longer cancellable.
      expect(await find(player.cookie, held.id)).toMatchObject({
        status: 'pending',
        cancellableUntil: null,
      });
      expect((await c.cancel(player.cookie, held.id)).statusCode).toBe(409);
    }
    // The next pass leaves them alone: nothing is sent twice.
    expect((await c.process()).json()).toMatchObject({ sent: 0, held: 0 });
    for (const held of [answerLost, neverArrived, neverArrived2, fine])
      expect(chain.sendsOf(held.id)).toBe(1);

    const queue = (await admin('/api/admin/withdrawals?status=processing')).json<{
      items: { id: string; payoutError: string | null }[];
    }>();
    expect(queue.items.map((item) => item.id).sort()).toEqual(
      [answerLost.id, neverArrived.id, neverArrived2.id].sort(),
    );
    for (const item of queue.items) expect(item.payoutError).toMatch(/ETIMEDOUT/);

    // Reconciliation asks the chain: the one it sent is completed with its hash.
    expect((await c.reconcile()).json()).toEqual({
      completed: 1,
      declined: 0,
      held: 2,
      failed: 0,
    });
    const sent = await chain.sandbox().status(answerLost.id);
    expect(sent.state).toBe('sent');
    expect(await find(player.cookie, answerLost.id)).toMatchObject({
      status: 'completed',
      externalId: sent.state === 'sent' ? sent.hash : 'none',
    });
    expect((await c.reconcile()).json()).toMatchObject({ completed: 0, held: 2 });
    expect(chain.sendsOf(answerLost.id)).toBe(1);
    expect(await c.balance(player.cookie)).toBe(before - 8_000);

    // The rest waits for an operator, who checked with the provider.
    const failed = await admin(`/api/admin/withdrawals/${neverArrived.id}/resolve`, {
      outcome: 'failed',
      reason: 'never reached the chain',
    });
    expect(failed.json()).toMatchObject({ status: 'declined' });
    expect(await c.balance(player.cookie)).toBe(before - 6_000);
    const again = await admin(`/api/admin/withdrawals/${neverArrived.id}/resolve`, {
      outcome: 'sent',
      externalId: 'f'.repeat(64),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'withdraw_not_processing' });
    const marked = await admin(`/api/admin/withdrawals/${neverArrived2.id}/resolve`, {
      outcome: 'sent',
      externalId: 'a'.repeat(64),
    });
    expect(marked.json()).toMatchObject({ status: 'completed', externalId: 'a'.repeat(64) });
    expect(await c.balance(player.cookie)).toBe(before - 6_000);
    expect(await find(player.cookie, neverArrived.id)).toMatchObject({ status: 'declined' });
    expect((await c.reconcile()).json()).toMatchObject({ held: 0 });
    // A payout already settled cannot be resolved; an unknown id is a conflict too.
    expect(
      (
        await admin(`/api/admin/withdrawals/${fine.id}/resolve`, {
          outcome: 'failed',
          reason: 'mistake',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('refuses an operator resolution of a payout still in flight', async () => {
    const player = await c.fundedPlayer('100');
    const before = await c.balance(player.cookie);
    const inFlight = await withdraw(player.cookie, '20', TRON_SLOW);
    const slow = chain.holdSlowPayout();
    const processing = c.process();
    await slow.started;
    const early = await admin(`/api/admin/withdrawals/${inFlight.id}/resolve`, {
      outcome: 'failed',
      reason: 'looks stuck',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ detail: 'withdraw_payout_in_flight' });
    slow.release();
    expect((await processing).json()).toMatchObject({ sent: 1, held: 0 });
    expect(await find(player.cookie, inFlight.id)).toMatchObject({ status: 'completed' });
    expect(await c.balance(player.cookie)).toBe(before - 2_000);
  });

  it('declines and refunds a payout the chain refuses, once; the payouts after it still go', async () => {
    const player = await c.fundedPlayer('100');
    const before = await c.balance(player.cookie);
    const refused = await withdraw(player.cookie, '20', TRON_REFUSED);
    const fine = await withdraw(player.cookie, '20');
    expect((await c.process()).json()).toMatchObject({ sent: 1, declined: 1, failed: 0 });
    expect(await find(player.cookie, refused.id)).toMatchObject({ status: 'declined' });
    expect(await find(player.cookie, fine.id)).toMatchObject({ status: 'completed' });
    expect(await c.balance(player.cookie)).toBe(before - 2_000);
    expect((await c.process()).json()).toMatchObject({ sent: 0, declined: 0 });
    expect(chain.sendsOf(refused.id)).toBe(1);
    expect(await c.balance(player.cookie)).toBe(before - 2_000);
  });

  it('sends an approved withdrawal once and records who approved it', async () => {
    const player = await c.fundedPlayer('1000');
    const big = await withdraw(player.cookie, '400');
    expect((await c.process()).json()).toMatchObject({ awaitingApproval: 1 });
    expect(chain.sendsOf(big.id)).toBe(0);
    const approved = await admin(`/api/admin/withdrawals/${big.id}/approve`);
    expect(approved.json()).toMatchObject({ status: 'completed', payoutError: null });
    expect((await admin(`/api/admin/withdrawals/${big.id}/approve`)).statusCode).toBe(409);
    expect(chain.sendsOf(big.id)).toBe(1);
  });

  describe.runIf(onPostgres)('background passes on PostgreSQL', () => {
    let database: Database;
    beforeAll(async () => {
      if (t.config.database.kind !== 'postgres') throw new Error('needs PostgreSQL');
      database = await openDatabase({ ...t.config.database, poolMax: 4 });
    });
    afterAll(() => database.close());

    it('a deposit that fails to credit does not hold back the blocks of the others', async () => {
      const stuck = await c.fundedPlayer('0');
      const other = await c.fundedPlayer('0');
      const transfer = async (cookie: string) => {
        const { address } = (
          await c.call('POST', '/api/v1/wallet/addresses', cookie, { currency: 'USDTTRC20' })
        ).json<{ address: string }>();
        return ZTransaction.parse(
          (
            await c.call('POST', '/api/sandbox/crypto/transfer', undefined, {
              address,
              currency: 'USDTTRC20',
              amount: '10',
            })
          ).json(),
        );
      };
      const bad = await transfer(stuck.cookie);
      await transfer(other.cookie);
      // One millionth of a USDT is worth less than a cent: crediting it fails.
      await database.db.execute(
        sql`UPDATE payment_transactions SET amount = 1 WHERE id = ${bad.id}`,
      );
      const mined = await c.call('POST', '/api/sandbox/crypto/blocks', undefined, { count: 3 });
      expect(mined.json()).toEqual({ confirmed: 1 });
      // $10 of main money (the network's 5% is a bonus grant beside it).
      expect(await c.balance(other.cookie)).toBe(1_000);
      expect(await c.balance(stuck.cookie)).toBe(0);
      // Fixed, it is credited with the next block.
      await database.db.execute(
        sql`UPDATE payment_transactions SET amount = 10000000 WHERE id = ${bad.id}`,
      );
      expect(
        (await c.call('POST', '/api/sandbox/crypto/blocks', undefined, { count: 1 })).json(),
      ).toEqual({ confirmed: 1 });
      expect(await c.balance(stuck.cookie)).toBe(1_000);
    });
  });

  describeRaces('races on PostgreSQL', () => {
    let database: Database;
    beforeAll(async () => {
      if (t.config.database.kind !== 'postgres') throw new Error('needs PostgreSQL');
      database = await openDatabase({ ...t.config.database, poolMax: 4 });
    });
    afterAll(() => database.close());

    /** How many ledger transfers moved money for this withdrawal, by kind. */
    async function moves(id: string) {
      const rows = await queryRows<{ kind: string; count: string }>(
        database.db,
        sql`SELECT kind, count(*)::text AS count FROM ledger_transfers
            WHERE idempotency_key IN (${`withdraw-refund:${id}`}, ${`withdraw-fee:${id}`})
            GROUP BY kind`,
      );
      const of = (kind: string) => Number(rows.find((row) => row.kind === kind)?.count ?? 0);
      return { refunds: of('withdraw_refund'), fees: of('withdraw_fee'), sends: chain.sendsOf(id) };
    }

    it('cancel racing the processor as the window closes: exactly one wins, money moves once', async () => {
      const player = await c.fundedPlayer('1000');
      const start = await c.balance(player.cookie);
      const wins = { cancelled: 0, completed: 0 };
      await repeatRace(30, async () => {
        const { id } = await withdraw(player.cookie, '20');
        // The player cancels at a moment the window is open; the processor runs at a moment
        // it has closed (skipCancelWindow): both may act, the row decides.
        const [cancel, processed] = await race(
          () => c.cancel(player.cookie, id),
          () => c.process(),
        );
        if (cancel?.status !== 'fulfilled' || processed?.status !== 'fulfilled')
          throw new Error('a call failed');
        expect(processed.value.statusCode).toBe(200);
        const final = await find(player.cookie, id);
        if (final?.status === 'cancelled') {
          wins.cancelled += 1;
          expect(cancel.value.statusCode).toBe(200);
          expect(await moves(id)).toEqual({ refunds: 1, fees: 0, sends: 0 });
        } else {
          wins.completed += 1;
          expect(final?.status).toBe('completed');
          expect(cancel.value.statusCode).toBe(409);
          expect(await moves(id)).toEqual({ refunds: 0, fees: 1, sends: 1 });
        }
      });
      expect(wins.cancelled + wins.completed).toBe(30);
      expect(await c.balance(player.cookie)).toBe(start - 2_000 * wins.completed);
      expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
    });

    it('approve racing decline: exactly one wins, sent once or refunded once', async () => {
      const player = await c.fundedPlayer('7000');
      const start = await c.balance(player.cookie);
      let approved = 0;
      await repeatRace(20, async () => {
        const { id } = await withdraw(player.cookie, '300');
        expect((await c.process()).json()).toMatchObject({ awaitingApproval: 1 });
        const answers = await race(
          () => admin(`/api/admin/withdrawals/${id}/approve`),
          () => admin(`/api/admin/withdrawals/${id}/decline`, { reason: 'flagged by the monitor' }),
        );
        const codes = answers.map((answer) =>
          answer.status === 'fulfilled' ? answer.value.statusCode : 500,
        );
        expect(codes.sort()).toEqual([200, 409]);
        const final = await find(player.cookie, id);
        if (final?.status === 'completed') {
          approved += 1;
          expect(await moves(id)).toEqual({ refunds: 0, fees: 1, sends: 1 });
        } else {
          expect(final?.status).toBe('declined');
          expect(await moves(id)).toEqual({ refunds: 1, fees: 0, sends: 0 });
        }
      });
      expect(await c.balance(player.cookie)).toBe(start - 30_000 * approved);
      expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
    });

    it('two processor passes at once send each payout once', async () => {
      const player = await c.fundedPlayer('1000');
      const start = await c.balance(player.cookie);
      await repeatRace(15, async () => {
        const ids = [
          (await withdraw(player.cookie, '10')).id,
          (await withdraw(player.cookie, '10')).id,
          (await withdraw(player.cookie, '10')).id,
        ];
        const passes = await race(
          () => c.process(),
          () => c.process(),
        );
        const sent = passes.map((pass) =>
          pass.status === 'fulfilled' ? pass.value.json<{ sent: number }>().sent : -1,
        );
        expect((sent[0] ?? 0) + (sent[1] ?? 0)).toBe(3);
        for (const id of ids) {
          expect(await find(player.cookie, id)).toMatchObject({ status: 'completed' });
          expect(await moves(id)).toEqual({ refunds: 0, fees: 1, sends: 1 });
        }
      });
      expect(await c.balance(player.cookie)).toBe(start - 15 * 3 * 1_000);
      expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
    });
  });
});
