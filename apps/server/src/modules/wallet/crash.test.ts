import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../db/client';
import { operatorSessionAt, playerIdAt } from '../../test/operator-http';
import { freePort, startServerProcess } from '../../test/server-process';
import { createTestDatabaseUrl, testConfig } from '../../test/test-app';
import { checkLedgerInvariants, HEALTHY_LEDGER } from './ledger-invariants';

describe('a server killed in the middle of a stream of transfers', () => {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it('restarts with every acknowledged transfer present and the ledger intact', async () => {
    const database = await createTestDatabaseUrl();
    drops.push(database.drop);
    const env = database.url
      ? { DATABASE_URL: database.url, DATA_DIR: ':memory:' }
      : { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'aurum-crash-')) };
    const port = String(await freePort());
    const first = startServerProcess({
      ...env,
      PORT: port,
      RATES_REFRESH_SECONDS: '0',
      WEB_DIST_DIR: '/none',
    });
    await first.healthy();
    const operator = await operatorSessionAt(first.baseURL);

    const signUp = await fetch(`${first.baseURL}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `crash.${randomUUID()}@example.com`,
        password: 'crash test password',
      }),
    });
    const { globalId } = (await signUp.json()) as { globalId: string };
    const userId = await playerIdAt(first.baseURL, operator, globalId);

    // Eight clients stream credits and debits; each remembers the keys the server acknowledged.
    const acknowledged: string[] = [];
    let stop = false;
    const client = async (lane: number) => {
      for (let n = 0; !stop; n++) {
        const key = randomUUID();
        const direction = n % 3 === 2 ? 'debit' : 'credit';
        try {
          const res = await fetch(`${first.baseURL}/api/admin/users/${userId}/adjustments`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: operator },
            body: JSON.stringify({
              direction,
              amount: `${lane + 1}.00`,
              reason: 'crash test',
              idempotencyKey: key,
            }),
          });
          if (res.ok) acknowledged.push(key);
        } catch {
          return; // the server is gone
        }
      }
    };
    const clients = Array.from({ length: 8 }, (_, lane) => client(lane));
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 20));
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(clients);
    await first.exited;
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    // The restarted server migrates, seeds nothing twice and serves.
    const second = startServerProcess({
      ...env,
      PORT: port,
      RATES_REFRESH_SECONDS: '0',
      WEB_DIST_DIR: '/none',
    });
    await second.healthy();
    second.child.kill('SIGTERM');
    await second.exited;

    const db = await openDatabase(testConfig(env).database);
    try {
      const keys = (
        await queryRows<{ key: string }>(
          db.db,
          sql`SELECT idempotency_key AS key FROM ledger_transfers`,
        )
      ).map((row) => row.key);
      const missing = acknowledged.filter((key) => !keys.includes(`adjustment:${key}`));
      expect(missing).toEqual([]);
      expect(await checkLedgerInvariants(db.db)).toEqual(HEALTHY_LEDGER);
    } finally {
      await db.close();
    }
  }, 120_000);
});
