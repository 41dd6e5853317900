import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { nextPublication, signedUpSocket, subscribe, within } from '../../test/sockets';
import { tonSuite } from './ton.fixture';

describe('TON Connect deposits on the realtime channels', () => {
  const suite = tonSuite();
  const sockets: Socket[] = [];
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  it('publishes the new balance and the completed deposit once the watcher credits it', async () => {
    const { t, c } = suite;
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { socket, globalId, player } = await signedUpSocket(t.app, url);
    sockets.push(socket);
    await subscribe(socket, `balance#${globalId}`);
    await subscribe(socket, `transaction#${globalId}`);
    const balanceEvent = nextPublication(socket, `balance#${globalId}`);
    const completedEvent = nextPublication(
      socket,
      `transaction#${globalId}`,
      (publication) => publication.data.status === 'completed',
    );
    const { wallet } = await c.player();
    const deposit = await c.open(player.cookie, 'TON', '1');
    await c.sendTon(wallet, {
      address: deposit.address,
      nano: 1_000_000_000n,
      comment: deposit.comment,
    });
    expect((await c.watch()).credited).toBe(1);

    const balance = await within(balanceEvent, 5000);
    // What the event says is what the API says once committed (the credit and its bonus).
    const fromApi: unknown = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/me/balance',
        headers: { cookie: player.cookie },
      })
    ).json();
    expect(balance.data).toEqual(fromApi);
    expect(await c.balance(player.cookie)).toBe(540);
    expect((await within(completedEvent, 5000)).data).toMatchObject({
      type: 'deposit',
      status: 'completed',
    });
  });
});
