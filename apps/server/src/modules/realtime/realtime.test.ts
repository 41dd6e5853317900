import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, operatorCookie, playerIdOf } from '../../test/players';
import { connect, nextPublication, signedUpSocket, subscribe, within } from '../../test/sockets';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('realtime gateway', () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  async function playerSocket() {
    const connected = await signedUpSocket(t.app, url);
    sockets.push(connected.socket);
    return connected;
  }

  it('lets a player subscribe to their own channels only', async () => {
    const { socket, globalId } = await playerSocket();
    expect(await subscribe(socket, `balance#${globalId}`)).toEqual({ ok: true });
    expect(await subscribe(socket, `transaction#${globalId}`)).toEqual({ ok: true });
    expect(await subscribe(socket, `balance#${randomUUID()}`)).toEqual({ error: 'forbidden' });
    expect(await subscribe(socket, 'secrets#everything')).toEqual({ error: 'invalid_channel' });
    expect(await subscribe(socket, 'broadcast:last_bet')).toEqual({ ok: true });
  });

  it('lets visitors in for public channels only, and refuses a forged token', async () => {
    const visitor = await connect(url);
    sockets.push(visitor);
    expect(await subscribe(visitor, 'broadcast:last_bet')).toEqual({ ok: true });
    expect(await subscribe(visitor, 'sportsbook#sbx:match:1')).toEqual({ ok: true });
    expect(await subscribe(visitor, 'sportsbook#no spaces')).toEqual({ error: 'invalid_channel' });
    expect(await subscribe(visitor, `balance#${randomUUID()}`)).toEqual({ error: 'forbidden' });
    await expect(connect(url, 'someone.9999999999.forged')).rejects.toThrow('invalid_token');
  });

  it('publishes the new balance and the completed deposit after the money is credited', async () => {
    const { socket, globalId, player } = await playerSocket();
    await subscribe(socket, `balance#${globalId}`);
    await subscribe(socket, `transaction#${globalId}`);
    const balanceEvent = nextPublication(socket, `balance#${globalId}`);
    const completedEvent = nextPublication(
      socket,
      `transaction#${globalId}`,
      (publication) => publication.data.status === 'completed',
    );

    await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/deposits',
      payload: { globalId, currency: 'USD', amount: '15' },
    });

    const balance = await balanceEvent;
    expect(balance.data).toMatchObject({ total: { primaryValue: '15.00' } });
    // What the event says is what the API says once committed.
    const fromApi: unknown = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/me/balance',
        headers: { cookie: player.cookie },
      })
    ).json();
    expect(balance.data).toEqual(fromApi);
    expect((await completedEvent).data).toMatchObject({ type: 'deposit', status: 'completed' });
  });

  it('publishes on a change of display currency', async () => {
    const { socket, globalId, player } = await playerSocket();
    await subscribe(socket, `balance#${globalId}`);
    const event = nextPublication(socket, `balance#${globalId}`);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { cookie: player.cookie },
      payload: { currency: { primary: 'RUB' } },
    });
    expect((await event).data).toMatchObject({ total: { currency: { code: 'RUB' } } });
  });

  it('publishes new balances to players who display a currency whose rate changed', async () => {
    const { socket, globalId, player } = await playerSocket();
    await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/deposits',
      payload: { globalId, currency: 'USD', amount: '100' },
    });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { cookie: player.cookie },
      payload: { currency: { primary: 'EUR' } },
    });
    await subscribe(socket, `balance#${globalId}`);
    const event = nextPublication(socket, `balance#${globalId}`);
    const operator = await operatorCookie(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/rates/EUR',
      headers: { cookie: operator },
      payload: { rate: '1.25' },
    });
    expect((await event).data).toMatchObject({
      total: { primaryValue: '80.00', currency: { code: 'EUR' } },
    });
  });

  it('disconnects a player the moment they are banned', async () => {
    const { socket, player } = await playerSocket();
    const operator = await operatorCookie(t.app);
    const id = await playerIdOf(t.app, operator, player.email);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/ban`,
      headers: { cookie: operator },
      payload: { reason: 'ddos', description: 'Flooding the API' },
    });
    expect(await disconnected).toBe('io server disconnect');
  });

  async function tokenOf(cookie: string): Promise<string> {
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
    return me.json<{ websocketToken: string }>().websocketToken;
  }

  it('ends the socket of a session on logout, and its token no longer connects', async () => {
    const { socket, player, globalId } = await playerSocket();
    // The same player on a second device keeps their socket.
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: player.email, password: player.password },
    });
    const secondCookie = cookieFrom(second, 'aurum_session');
    const otherDevice = await connect(url, await tokenOf(secondCookie));
    sockets.push(otherDevice);
    const oldToken = await tokenOf(player.cookie);

    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: player.cookie },
    });
    expect(logout.statusCode).toBe(200);
    expect(await within(disconnected, 2000)).toBe('io server disconnect');
    await expect(connect(url, oldToken)).rejects.toThrow('session_ended');

    expect(otherDevice.connected).toBe(true);
    expect(await subscribe(otherDevice, `balance#${globalId}`)).toEqual({ ok: true });
  });

  it('keeps the control rooms out of reach: a banned player cannot stay connected', async () => {
    const { socket, player, globalId } = await playerSocket();
    const oldToken = await tokenOf(player.cookie);
    for (const room of [`user:${globalId}`, socket.id ?? '']) {
      expect(await socket.emitWithAck('unsubscribe', { channel: room })).toEqual({
        error: 'invalid_channel',
      });
      expect(await subscribe(socket, room)).toEqual({ error: 'invalid_channel' });
    }
    expect(await subscribe(socket, `balance#${globalId}`)).toEqual({ ok: true });
    expect(await socket.emitWithAck('unsubscribe', { channel: `balance#${globalId}` })).toEqual({
      ok: true,
    });

    const operator = await operatorCookie(t.app);
    const id = await playerIdOf(t.app, operator, player.email);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/ban`,
      headers: { cookie: operator },
      payload: { reason: 'ddos', description: 'Flooding the API' },
    });
    expect(await within(disconnected, 2000)).toBe('io server disconnect');
    await expect(connect(url, oldToken)).rejects.toThrow('session_ended');
  });
});
