import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, queryRows, type Database } from '../../db/client';
import { ledgerTransfers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { signUp } from '../../test/players';
import { describeRaces, race, repeatRace, settled } from '../../test/race';
import { createTestDatabaseUrl, testConfig } from '../../test/test-app';
import type { App } from '../../lib/http';
import { checkLedgerInvariants, HEALTHY_LEDGER } from './ledger-invariants';
import { createLedger, type Ledger } from './ledger.service';

/** The database's own message, under drizzle's "Failed query" wrapper. */
async function databaseError(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${(error as Error).message} ${cause?.message ?? ''}`;
  }
  return 'no error';
}

describe('ledger', () => {
  let app: App;
  let database: Database;
  let ledger: Ledger;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await createTestDatabaseUrl();
    drop = fresh.drop;
    const env = fresh.url ? { DATABASE_URL: fresh.url } : { DATA_DIR: ':memory:' };
    // The app migrates and seeds; with PGlite in memory the test reuses its database through a second handle
    // only on PostgreSQL, so on PGlite the ledger runs against a database opened by the test itself.
    if (fresh.url) {
      app = await buildApp(testConfig(env));
      database = await openDatabase({ kind: 'postgres', url: fresh.url, poolMax: 20 });
    } else {
      const dir = `${(await import('node:os')).tmpdir()}/aurum-ledger-${randomUUID()}`;
      app = await buildApp(testConfig({ DATA_DIR: dir }));
      await app.close();
      database = await openDatabase({ kind: 'pglite', dataDir: `${dir}/pglite` });
    }
    ledger = createLedger({ db: database.db, currencyCode: 'USD' });
  });
  afterAll(async () => {
    await database.close();
    await app.close();
    await drop();
  });

  async function newPlayer(): Promise<string> {
    const [row] = await queryRows<{ id: string }>(
      database.db,
      sql`INSERT INTO users (email, password_hash) VALUES (${`${randomUUID()}@example.com`}, 'x') RETURNING id`,
    );
    if (!row) throw new Error('no user');
    return row.id;
  }

  const credit = (userId: string, amount: bigint, key: string = randomUUID()) =>
    ledger.transfer({
      idempotencyKey: key,
      kind: 'adjustment',
      postings: [
        { account: { house: 'adjustments' }, amount: -amount },
        { account: { userId, kind: 'main' }, amount },
      ],
    });
  const debit = (userId: string, amount: bigint, key: string = randomUUID()) =>
    ledger.transfer({
      idempotencyKey: key,
      kind: 'bet',
      postings: [
        { account: { userId, kind: 'main' }, amount: -amount },
        { account: { house: 'game' }, amount },
      ],
    });

  it('moves money in balanced entries and keeps every invariant', async () => {
    const player = await newPlayer();
    await credit(player, 10_000n);
    await debit(player, 2_500n);
    expect(await ledger.playerBalances(database.db, player)).toEqual({
      main: 7_500n,
      bonus: 0n,
      grants: 0n,
    });
    expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
  });

  it('moves money once per idempotency key and refuses the key with other postings', async () => {
    const player = await newPlayer();
    const key = randomUUID();
    const first = await credit(player, 500n, key);
    const again = await credit(player, 500n, key);
    expect(first.created).toBe(true);
    expect(again).toMatchObject({ created: false, transferId: first.transferId });
    expect((await ledger.playerBalances(database.db, player)).main).toBe(500n);
    await expect(credit(player, 600n, key)).rejects.toMatchObject({
      detail: 'idempotency_conflict',
      status: 409,
    });
  });

  it('never takes a player below zero, and a refused transfer leaves no trace', async () => {
    const player = await newPlayer();
    await credit(player, 100n);
    const key = randomUUID();
    const refused = debit(player, 101n, key);
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({
      detail: 'insufficient_balance',
      params: { balance: '100' },
    });
    expect((await ledger.playerBalances(database.db, player)).main).toBe(100n);
    const recorded = await database.db
      .select()
      .from(ledgerTransfers)
      .where(sql`${ledgerTransfers.idempotencyKey} = ${key}`);
    expect(recorded).toHaveLength(0);
    // Once the money is there, the same key goes through.
    await credit(player, 1n);
    await expect(debit(player, 101n, key)).resolves.toMatchObject({ created: true });
  });

  it('refuses unbalanced and empty postings before touching the database', async () => {
    const player = await newPlayer();
    await expect(
      ledger.transfer({
        idempotencyKey: randomUUID(),
        kind: 'broken',
        postings: [
          { account: { house: 'adjustments' }, amount: -10n },
          { account: { userId: player, kind: 'main' }, amount: 9n },
        ],
      }),
    ).rejects.toThrow(/does not balance/);
    await expect(
      ledger.transfer({
        idempotencyKey: randomUUID(),
        kind: 'broken',
        postings: [{ account: { house: 'game' }, amount: 0n }],
      }),
    ).rejects.toThrow(/at least two/);
  });

  it('is enforced by the database too: append-only entries, balanced transfers, no negative player', async () => {
    const player = await newPlayer();
    await credit(player, 50n);
    expect(
      await databaseError(database.db.execute(sql`UPDATE ledger_entries SET amount = amount + 1`)),
    ).toMatch(/append-only/);
    expect(await databaseError(database.db.execute(sql`DELETE FROM ledger_transfers`))).toMatch(
      /append-only/,
    );
    const unbalanced = await databaseError(
      database.db.transaction(async (tx) => {
        const [transfer] = await queryRows<{ id: string }>(
          tx,
          sql`INSERT INTO ledger_transfers (idempotency_key, kind, fingerprint) VALUES (${randomUUID()}, 'raw', 'x') RETURNING id`,
        );
        const [row] = await queryRows<{ id: string }>(
          tx,
          sql`SELECT id FROM ledger_accounts WHERE user_id = ${player}`,
        );
        await tx.execute(
          sql`INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after) VALUES (${transfer?.id}, ${row?.id}, 5, 55)`,
        );
      }),
    );
    expect(unbalanced).toMatch(/does not balance/);
    expect(
      await databaseError(
        database.db.execute(sql`UPDATE ledger_accounts SET balance = -1 WHERE user_id = ${player}`),
      ),
    ).toMatch(/ledger_accounts_player_non_negative/);
    expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
  });

  it('survives hundreds of concurrent debits, credits and replays on one wallet', async () => {
    const player = await newPlayer();
    await credit(player, 100n);
    const keys: string[] = Array.from({ length: 60 }, () => randomUUID());
    const operations = Array.from({ length: 300 }, (_, index) => {
      const key = keys[index % keys.length] ?? randomUUID();
      // Every key is used five times: credits of 7 on even keys, debits of 11 on odd ones.
      return (index % keys.length) % 2 === 0 ? credit(player, 7n, key) : debit(player, 11n, key);
    });
    const outcomes = await Promise.allSettled(operations);
    const failures = outcomes.filter((outcome) => outcome.status === 'rejected');
    for (const failure of failures) {
      expect(failure.reason).toMatchObject({
        detail: 'insufficient_balance',
      });
    }
    const created = outcomes.filter(
      (outcome) => outcome.status === 'fulfilled' && outcome.value.created,
    ).length;
    expect(created).toBeLessThanOrEqual(keys.length);

    const moved = await database.db
      .select({ key: ledgerTransfers.idempotencyKey })
      .from(ledgerTransfers)
      .where(sql`${ledgerTransfers.idempotencyKey} IN ${keys}`);
    expect(moved.length).toBe(created);
    const creditsMoved = moved.filter(({ key }) => keys.indexOf(key) % 2 === 0).length;
    const debitsMoved = moved.length - creditsMoved;
    expect(failures.length).toBeGreaterThan(0);
    expect((await ledger.playerBalances(database.db, player)).main).toBe(
      100n + 7n * BigInt(creditsMoved) - 11n * BigInt(debitsMoved),
    );
    expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
  });

  it('forgets an account created by a transfer that rolled back', async () => {
    // A new player's first movement is refused: the account it created rolls back with it.
    const player = await newPlayer();
    await expect(debit(player, 50n)).rejects.toMatchObject({ detail: 'insufficient_balance' });
    await credit(player, 300n);
    await debit(player, 120n);
    expect((await ledger.playerBalances(database.db, player)).main).toBe(180n);
    expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
  });

  describeRaces('on PostgreSQL', () => {
    it('credits concurrent first deposits of new players, each exactly once', async () => {
      // A fresh ledger remembers nothing, as after a restart: the first uses of a player's and
      // a house account race each other.
      await repeatRace(10, async () => {
        const fresh = createLedger({ db: database.db, currencyCode: 'USD' });
        const player = await newPlayer();
        const deposit = (amount: bigint) =>
          fresh.transfer({
            idempotencyKey: randomUUID(),
            kind: 'deposit',
            postings: [
              { account: { house: 'deposits' }, amount: -amount },
              { account: { userId: player, kind: 'main' }, amount },
            ],
          });
        const outcomes = await race(
          () => deposit(100n),
          () => deposit(200n),
          () => deposit(400n),
        );
        expect(settled(outcomes).errors).toEqual([]);
        expect((await fresh.playerBalances(database.db, player)).main).toBe(700n);
      });
      expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
    });
  });
});

describe('ledger through the API', () => {
  it('gives a new player a zero balance', async () => {
    const fresh = await createTestDatabaseUrl();
    const app = await buildApp(testConfig(fresh.url ? { DATABASE_URL: fresh.url } : {}));
    try {
      const { cookie } = await signUp(app);
      const res = await app.inject({
        method: 'GET',
        url: '/api/v1/me/balance',
        headers: { cookie },
      });
      expect(res.json()).toMatchObject({
        total: { value: '0', primaryValue: '0.00', currency: { code: 'USD' } },
      });
    } finally {
      await app.close();
      await fresh.drop();
    }
  });
});
