import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentSocket, fakeSockets } from '@/testing/fake-socket';
import {
  createRealtimeClient,
  MAX_SESSION_REFUSALS,
  RECONNECT_DELAY_MAX_MS,
  type TRealtimeClient,
  type TRealtimeIdentity,
} from './realtime-client';

const anna: TRealtimeIdentity = { playerId: 'anna', token: 'anna.1' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let refreshIdentity: ReturnType<typeof vi.fn<() => Promise<TRealtimeIdentity | null>>>;
type TWarn = (message: string, details?: unknown) => void;
let warn: ReturnType<typeof vi.fn<TWarn>>;
let client: TRealtimeClient;

beforeEach(() => {
  refreshIdentity = vi.fn<() => Promise<TRealtimeIdentity | null>>();
  warn = vi.fn<TWarn>();
  client = createRealtimeClient({ refreshIdentity, warn });
});
afterEach(() => client.close());

function connectedAs(identity: TRealtimeIdentity | null) {
  client.setIdentity(identity);
  const socket = currentSocket();
  socket.acceptConnection();
  return socket;
}

describe('realtime client: connection', () => {
  it('waits until it knows who uses the app, then connects once', () => {
    client.setIdentity(undefined);
    expect(fakeSockets).toHaveLength(0);
    expect(client.getStatus()).toBe('idle');

    client.setIdentity(anna);
    const socket = currentSocket();
    expect(socket.connectCalls).toBe(1);
    expect(socket.authPayload()).toEqual({ token: 'anna.1' });
    expect(socket.options).toMatchObject({ reconnectionDelayMax: RECONNECT_DELAY_MAX_MS });
    expect(client.getStatus()).toBe('connecting');
    socket.acceptConnection();
    expect(client.getStatus()).toBe('connected');
  });

  it('connects visitors without a token and reconnects as the player who signs in', () => {
    const socket = connectedAs(null);
    expect(socket.authPayload()).toEqual({});

    client.setIdentity(anna);
    expect(fakeSockets).toHaveLength(1);
    expect(socket.connectCalls).toBe(2);
    expect(socket.authPayload()).toEqual({ token: 'anna.1' });

    socket.acceptConnection();
    client.setIdentity(null);
    expect(socket.connectCalls).toBe(3);
    expect(socket.authPayload()).toEqual({});
  });

  it('keeps a renewed token of the same player for the next reconnect, without reconnecting', () => {
    const socket = connectedAs(anna);
    client.setIdentity({ playerId: 'anna', token: 'anna.2' });
    expect(socket.connectCalls).toBe(1);
    socket.dropConnection();
    expect(client.getStatus()).toBe('reconnecting');
    expect(socket.authPayload()).toEqual({ token: 'anna.2' });
  });

  it('on invalid_token asks /me for a fresh token, then reconnects with it', async () => {
    const socket = connectedAs(anna);
    refreshIdentity.mockResolvedValue({ playerId: 'anna', token: 'anna.fresh' });

    socket.dropConnection();
    socket.refuse('invalid_token');
    await flush();

    expect(refreshIdentity).toHaveBeenCalledTimes(1);
    expect(socket.connectCalls).toBe(2);
    expect(socket.authPayload()).toEqual({ token: 'anna.fresh' });
    socket.acceptConnection();
    expect(client.getStatus()).toBe('connected');
  });

  it('stops after a server-side disconnect when /me fails (a ban), instead of spinning', async () => {
    const socket = connectedAs(anna);
    refreshIdentity.mockRejectedValue(new Error('banned'));

    socket.endFromServer();
    await flush();

    expect(refreshIdentity).toHaveBeenCalledTimes(1);
    expect(socket.connectCalls).toBe(1);
    expect(client.getStatus()).toBe('offline');

    // A later fresh token (the player is back) revives it.
    client.setIdentity({ playerId: 'anna', token: 'anna.later' });
    expect(socket.connectCalls).toBe(2);
  });

  it('gives up after repeated refusals, backing off between them', async () => {
    vi.useFakeTimers();
    try {
      const socket = connectedAs(anna);
      refreshIdentity.mockResolvedValue(anna);
      for (let attempt = 0; attempt < MAX_SESSION_REFUSALS; attempt += 1) {
        socket.refuse('invalid_token');
        await vi.runAllTimersAsync();
      }
      expect(refreshIdentity).toHaveBeenCalledTimes(MAX_SESSION_REFUSALS);
      socket.refuse('invalid_token');
      await vi.runAllTimersAsync();
      expect(refreshIdentity).toHaveBeenCalledTimes(MAX_SESSION_REFUSALS);
      expect(client.getStatus()).toBe('offline');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('realtime client: subscriptions', () => {
  it('subscribes once per channel however many listen, and leaves with the last listener', async () => {
    const socket = connectedAs(anna);
    const stopFirst = client.subscribe('balance#anna', vi.fn());
    const stopSecond = client.subscribe('balance#anna', vi.fn());
    expect(socket.channelsOf('subscribe')).toEqual(['balance#anna']);

    stopFirst();
    stopFirst();
    await flush();
    expect(socket.channelsOf('unsubscribe')).toEqual([]);

    stopSecond();
    await flush();
    expect(socket.channelsOf('unsubscribe')).toEqual(['balance#anna']);
  });

  it('does not leave and re-join when a listener is replaced in the same tick', async () => {
    const socket = connectedAs(anna);
    const stop = client.subscribe('balance#anna', vi.fn());
    stop();
    client.subscribe('balance#anna', vi.fn());
    await flush();
    expect(socket.channelsOf('subscribe')).toEqual(['balance#anna']);
    expect(socket.channelsOf('unsubscribe')).toEqual([]);
  });

  it('subscribes listeners added before the connection once it is up', () => {
    client.subscribe('broadcast:last_bet', vi.fn());
    client.setIdentity(null);
    const socket = currentSocket();
    expect(socket.channelsOf('subscribe')).toEqual([]);
    socket.acceptConnection();
    expect(socket.channelsOf('subscribe')).toEqual(['broadcast:last_bet']);
  });

  it('subscribes every active channel again after each reconnect', async () => {
    const socket = connectedAs(anna);
    client.subscribe('balance#anna', vi.fn());
    client.subscribe('transaction#anna', vi.fn());
    const stop = client.subscribe('tournaments#anna', vi.fn());
    stop();
    await flush();
    socket.clearEmitted();

    socket.dropConnection();
    socket.acceptConnection();
    expect(socket.channelsOf('subscribe')).toEqual(['balance#anna', 'transaction#anna']);
  });

  it('hands publications to the channel listeners and ignores other channels', () => {
    const socket = connectedAs(anna);
    const onBalance = vi.fn();
    const alsoOnBalance = vi.fn();
    client.subscribe('balance#anna', onBalance);
    client.subscribe('balance#anna', alsoOnBalance);

    socket.publish('balance#anna', { total: 1 });
    socket.publish('balance#someone-else', { total: 2 });
    socket.publish('transaction#anna', { id: 'x' });

    expect(onBalance).toHaveBeenCalledExactlyOnceWith({ total: 1 });
    expect(alsoOnBalance).toHaveBeenCalledExactlyOnceWith({ total: 1 });
  });

  it('reports a refused subscription or a failing listener without breaking the others', () => {
    const socket = connectedAs(null);
    const healthy = vi.fn();
    client.subscribe('balance#anna', () => {
      throw new Error('boom');
    });
    client.subscribe('balance#anna', healthy);

    socket.answerSubscribe('balance#anna', { error: 'forbidden' });
    expect(warn).toHaveBeenCalledWith('realtime: subscribing to balance#anna refused', 'forbidden');

    socket.publish('balance#anna', 1);
    expect(healthy).toHaveBeenCalledWith(1);
    expect(warn).toHaveBeenCalledWith(
      'realtime: a balance#anna listener failed',
      expect.any(Error),
    );
  });
});
