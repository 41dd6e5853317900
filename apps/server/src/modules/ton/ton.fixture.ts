import { randomUUID } from 'node:crypto';
import { ZTonDeposit, ZTonDepositState, type TTonDeposit } from '@aurum/contracts/ton';
import { Address } from '@ton/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { queryRows, type Database } from '../../db/client';
import { mainMoney, playerCalls, signUp } from '../../test/players';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  bocOf,
  commentCell,
  derivedAddress,
  friendlyAddress,
  jettonTransferCell,
} from './ton-cells';

let wallets = 0;

/**
 * The calls a player, their TON wallet (the sandbox chain's wallet) and the watcher make, on
 * one test app.
 */
export function tonCalls(t: TestApp, database: () => Database) {
  const call = playerCalls(t.app);

  /** A transfer valid for the next few minutes, as TON Connect sends it. */
  const validUntil = () => Math.floor(Date.now() / 1000) + 300;

  return {
    call,
    balance: (cookie: string) => mainMoney(t.app, cookie),

    /** A signed-up player with a sandbox TON wallet of their own (demo balances). */
    async player() {
      const { cookie } = await signUp(t.app);
      wallets += 1;
      const wallet = friendlyAddress(derivedAddress(`test-wallet:${wallets}:${randomUUID()}`), {
        bounceable: false,
        testnet: false,
      });
      return { cookie, wallet };
    },

    deposit: (cookie: string | undefined, body: object) =>
      call('POST', '/api/v1/wallet/addresses', cookie, body),

    /** A TON Connect deposit opened for the player; fails the test unless it was. */
    async open(cookie: string, currency: string, amount: string): Promise<TTonDeposit> {
      const res = await call('POST', '/api/v1/wallet/addresses', cookie, {
        provider: 'tonconnect',
        currency,
        amount,
      });
      expect(res.statusCode, res.body).toBe(200);
      return ZTonDeposit.parse(res.json());
    },

    async state(cookie: string, id: string) {
      const res = await call('GET', `/api/v1/wallet/ton-deposits/${id}`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      return ZTonDepositState.parse(res.json());
    },

    /** The wallet sends a TonConnect request; answers the raw reply. */
    send: (wallet: string, body: object) =>
      call('POST', `/api/sandbox/ton/wallets/${wallet}/send`, undefined, body),

    /** TON with a text comment to `address`, as a TON Connect wallet sends it. */
    async sendTon(wallet: string, input: { address: string; nano: bigint; comment: string }) {
      const res = await call('POST', `/api/sandbox/ton/wallets/${wallet}/send`, undefined, {
        validUntil: validUntil(),
        messages: [
          {
            address: input.address,
            amount: input.nano.toString(),
            payload: bocOf(commentCell(input.comment)),
          },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ boc: string }>();
    },

    /** The wallet's own jetton wallet for a master, as the chain API reports it. */
    async jettonWallet(owner: string, master: string) {
      const res = await call(
        'GET',
        `/api/sandbox/ton/api/v3/jetton/wallets?owner_address=${owner}&jetton_address=${master}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const wallet = res.json<{ jetton_wallets: { address: string; balance: string }[] }>()
        .jetton_wallets[0];
      if (!wallet) throw new Error('no jetton wallet');
      return wallet;
    },

    /** A jetton transfer (op 0x0f8a7ea5) to the sender's own jetton wallet, comment forwarded. */
    async sendJetton(
      wallet: string,
      input: { master: string; to: string; units: bigint; comment: string },
    ) {
      const own = await this.jettonWallet(wallet, input.master);
      const payload = jettonTransferCell({
        queryId: 7n,
        amount: input.units,
        destination: Address.parse(input.to),
        responseDestination: Address.parse(wallet),
        customPayload: null,
        forwardTonAmount: 10_000_000n,
        forwardPayload: commentCell(input.comment),
      });
      const res = await call('POST', `/api/sandbox/ton/wallets/${wallet}/send`, undefined, {
        validUntil: validUntil(),
        messages: [{ address: own.address, amount: '100000000', payload: bocOf(payload) }],
      });
      expect(res.statusCode, res.body).toBe(200);
    },

    /** The watcher's pass now, or as if `laterSeconds` had passed. */
    async watch(laterSeconds = 0) {
      const res = await call('POST', '/api/sandbox/ton/watch', undefined, { laterSeconds });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ credited: number; recorded: number; expired: number }>();
    },

    /** The transfers recorded for a deposit comment, by outcome. */
    async outcomes(comment: string) {
      const rows = await queryRows<{ outcome: string }>(
        database().db,
        sql`SELECT outcome FROM ton_transfers WHERE comment = ${comment} ORDER BY id`,
      );
      return rows.map((row) => row.outcome);
    },

    /** Ledger credits of TON Connect deposits for a player's deposit. */
    async credits(depositId: string) {
      const rows = await queryRows<{ count: string }>(
        database().db,
        sql`SELECT count(*)::text AS count FROM ledger_transfers l JOIN ton_deposits d ON l.idempotency_key = 'deposit:' || d.payment_transaction_id WHERE d.id = ${depositId}`,
      );
      return Number(rows[0]?.count ?? 0);
    },

    /** TON Connect deposits recorded in the player's payment history (one per credit). */
    async payments(depositId: string) {
      const rows = await queryRows<{ count: string }>(
        database().db,
        sql`SELECT count(*)::text AS count FROM payment_transactions p JOIN ton_deposits d ON p.user_id = d.user_id WHERE d.id = ${depositId} AND p.provider = 'tonconnect'`,
      );
      return Number(rows[0]?.count ?? 0);
    },

    /** Forgets how far the watcher read: the next pass reads every transfer again. */
    async resetCursors() {
      await database().db.execute(sql`DELETE FROM ton_cursors`);
    },
  };
}

/**
 * A suite's test app (the sandbox TON chain on, the watcher's timer off) and its TON calls,
 * opened before the suite and closed after it.
 */
export function tonSuite() {
  const suite = {} as { t: TestApp; c: ReturnType<typeof tonCalls> };
  let database: Database | undefined;
  beforeAll(async () => {
    suite.t = await createTestApp({}, { onDatabase: (opened) => (database = opened) });
    suite.c = tonCalls(suite.t, () => {
      if (!database) throw new Error('no database');
      return database;
    });
  });
  afterAll(() => suite.t.close());
  return suite;
}
