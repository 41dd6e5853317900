import { randomBytes, randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { operatorSessionAt, playerIdAt } from '../../test/operator-http';
import { freePort, startServerProcess, type ServerProcess } from '../../test/server-process';
import { createTestDatabaseUrl } from '../../test/test-app';

const scaledOut = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.runIf(scaledOut)('two nodes behind one PostgreSQL and one Redis', () => {
  const nodes: ServerProcess[] = [];
  let socket: Socket | undefined;
  let drop = async () => {};
  afterAll(async () => {
    socket?.disconnect();
    for (const node of nodes) node.child.kill('SIGTERM');
    await Promise.all(nodes.map((node) => node.exited));
    await drop();
  });

  it('delivers to a socket on node A the balance event of money moved through node B, and ends it on logout through node B', async () => {
    const database = await createTestDatabaseUrl();
    drop = database.drop;
    const shared = {
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL,
      REDIS_KEY_PREFIX: `two-nodes:${randomBytes(4).toString('hex')}:`,
      DATA_DIR: ':memory:',
      // Nodes of one deployment share their secrets: a token from one is good on the other.
      SESSION_SECRET: randomBytes(32).toString('hex'),
      STUDIO_SECRET: randomBytes(32).toString('hex'),
      RATES_REFRESH_SECONDS: '0',
      WEB_DIST_DIR: '/none',
    };
    const a = startServerProcess({ ...shared, PORT: String(await freePort()) });
    const b = startServerProcess({ ...shared, PORT: String(await freePort()) });
    nodes.push(a, b);
    await a.healthy();
    await b.healthy();

    // The player signs up and connects through node A.
    const signUp = await fetch(`${a.baseURL}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `nodes.${randomUUID()}@example.com`,
        password: 'two nodes password',
      }),
    });
    const me = (await signUp.json()) as { globalId: string; websocketToken: string };
    const connected = io(a.baseURL, {
      transports: ['websocket'],
      auth: { token: me.websocketToken },
      reconnection: false,
    });
    socket = connected;
    await new Promise<void>((resolve, reject) => {
      connected.once('connect', () => resolve());
      connected.once('connect_error', reject);
    });
    const channel = `balance#${me.globalId}`;
    expect(await connected.emitWithAck('subscribe', { channel })).toEqual({ ok: true });
    const event = new Promise<{ data: { total: { primaryValue: string } } }>((resolve) =>
      connected.on(
        'publication',
        (publication: { channel: string; data: { total: { primaryValue: string } } }) => {
          if (publication.channel === channel) resolve(publication);
        },
      ),
    );

    // An operator credits the player through node B.
    const cookie = await operatorSessionAt(b.baseURL);
    const userId = await playerIdAt(b.baseURL, cookie, me.globalId);
    const credit = await fetch(`${b.baseURL}/api/admin/users/${userId}/adjustments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        direction: 'credit',
        amount: '42.00',
        reason: 'two nodes',
        idempotencyKey: randomUUID(),
      }),
    });
    expect(credit.status).toBe(200);

    expect((await event).data.total.primaryValue).toBe('42.00');

    // The player logs out through node B: the socket on node A ends, and the old token
    // connects to neither node.
    const sessionCookie = signUp.headers
      .getSetCookie()
      .find((entry) => entry.startsWith('aurum_session='))
      ?.split(';')[0];
    const disconnected = new Promise<string>((resolve) => connected.once('disconnect', resolve));
    const logout = await fetch(`${b.baseURL}/api/v1/auth/logout`, {
      method: 'POST',
      headers: { cookie: sessionCookie ?? '' },
    });
    expect(logout.status).toBe(200);
    expect(await disconnected).toBe('io server disconnect');
    for (const node of [a, b]) {
      const again = io(node.baseURL, {
        transports: ['websocket'],
        auth: { token: me.websocketToken },
        reconnection: false,
      });
      const refusal = await new Promise<string>((resolve) => {
        again.once('connect', () => resolve('connected'));
        again.once('connect_error', (error) => resolve(error.message));
      });
      again.disconnect();
      expect(refusal).toBe('session_ended');
    }
  }, 90_000);
});
