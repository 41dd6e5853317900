import { io, type Socket } from 'socket.io-client';
import { z } from 'zod';
import { createChannelRegistry, type TPublicationHandler } from './channel-registry';

/**
 * `idle`: not started (who is using the app is not known yet); `connecting`: the first
 * connection of this visitor or player; `connected`; `reconnecting`: lost, coming back;
 * `offline`: given up (the server ended the session or kept refusing it).
 */
export type TRealtimeStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'offline';

/** A signed-in player's connection: `token` is the short-lived websocketToken from /me. */
export interface TRealtimeIdentity {
  playerId: string;
  token: string;
}

/**
 * Asks the server who is using the app now (GET /me): a player with a fresh token, or `null` for
 * a visitor. Rejects when it cannot tell (a ban, an outage); the client then stays offline.
 */
export type TRefreshIdentity = () => Promise<TRealtimeIdentity | null>;

const unknownIdentity: TRefreshIdentity = () => Promise.reject(new Error('no identity source'));

export interface TRealtimeClientOptions {
  /** The API's origin; the page's own origin when empty. */
  url?: string;
  /** How to ask who uses the app now; also settable later with `setRefreshIdentity`. */
  refreshIdentity?: TRefreshIdentity;
  /** Problems worth a developer's attention (refused subscriptions, a throwing listener). */
  warn: (message: string, details?: unknown) => void;
}

/** socket.io's own reconnection: exponential from 1 s, capped at 30 s, with jitter. */
export const RECONNECT_DELAY_MS = 1_000;
export const RECONNECT_DELAY_MAX_MS = 30_000;
export const SUBSCRIBE_TIMEOUT_MS = 10_000;
/** Sessions in a row the server refused or ended before the client stops asking for new ones. */
export const MAX_SESSION_REFUSALS = 5;

interface TServerEvents {
  publication: (payload: unknown) => void;
}
interface TClientEvents {
  subscribe: (payload: { channel: string }, ack: (answer: unknown) => void) => void;
  unsubscribe: (payload: { channel: string }) => void;
}
type TSocket = Socket<TServerEvents, TClientEvents>;

const ZPublication = z.object({ channel: z.string(), data: z.unknown() });
const ZSubscribeRefusal = z.object({ error: z.string() });

const refusalDelay = (attempt: number) =>
  attempt === 0 ? 0 : Math.min(RECONNECT_DELAY_MS * 2 ** (attempt - 1), RECONNECT_DELAY_MAX_MS);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The app's one realtime connection (Socket.IO). It connects as a visitor or as the player,
 * switches when the player signs in or out, joins every listened channel again after each
 * reconnect, and, when the server refuses the token or ends the connection (token expired, ban),
 * asks for a fresh identity before coming back instead of retrying a dead token forever.
 */
export function createRealtimeClient({
  url,
  refreshIdentity = unknownIdentity,
  warn,
}: TRealtimeClientOptions) {
  let refresh = refreshIdentity;
  let socket: TSocket | null = null;
  let identity: TRealtimeIdentity | null = null;
  let started = false;
  let status: TRealtimeStatus = 'idle';
  let refusals = 0;
  let recovering = false;
  /** Bumped by every identity switch and by close(): late answers for an older one are dropped. */
  let generation = 0;
  const statusListeners = new Set<() => void>();

  const registry = createChannelRegistry({
    join: (channel) => {
      if (socket?.connected) requestJoin(socket, channel);
    },
    leave: (channel) => {
      if (socket?.connected) socket.emit('unsubscribe', { channel });
    },
    onListenerError: (channel, error) => warn(`realtime: a ${channel} listener failed`, error),
  });

  function setStatus(next: TRealtimeStatus) {
    if (next === status) return;
    status = next;
    statusListeners.forEach((listener) => listener());
  }

  function requestJoin(target: TSocket, channel: string) {
    target
      .timeout(SUBSCRIBE_TIMEOUT_MS)
      .emit('subscribe', { channel }, (error: Error | null, answer: unknown) => {
        // No answer: the connection dropped, and the reconnect joins the channel again.
        if (error) return;
        const refusal = ZSubscribeRefusal.safeParse(answer);
        if (refusal.success)
          warn(`realtime: subscribing to ${channel} refused`, refusal.data.error);
      });
  }

  function createSocket(): TSocket {
    const created: TSocket = io(url, {
      path: '/socket.io',
      // WebSocket only: no sticky sessions are needed when the API runs on several nodes.
      transports: ['websocket'],
      autoConnect: false,
      forceNew: true,
      reconnectionDelay: RECONNECT_DELAY_MS,
      reconnectionDelayMax: RECONNECT_DELAY_MAX_MS,
      randomizationFactor: 0.5,
      // Read on every attempt, so a reconnect always carries the newest token.
      auth: (send) => send(identity ? { token: identity.token } : {}),
    });
    created.on('connect', () => {
      refusals = 0;
      setStatus('connected');
      registry.channels().forEach((channel) => requestJoin(created, channel));
    });
    created.on('disconnect', (reason) => {
      if (reason === 'io client disconnect') return;
      setStatus('reconnecting');
      // The server ended it (a ban, a restart): socket.io will not come back by itself.
      if (reason === 'io server disconnect') void recover();
    });
    created.on('connect_error', () => {
      // An active socket retries by itself; an inactive one was refused (an expired token).
      if (!created.active) void recover();
    });
    created.on('publication', (payload) => {
      const publication = ZPublication.safeParse(payload);
      if (publication.success) registry.deliver(publication.data.channel, publication.data.data);
    });
    return created;
  }

  /** Asks who is using the app now, then connects again with that; bounded and backed off. */
  async function recover() {
    if (recovering) return;
    recovering = true;
    const current = generation;
    const attempt = refusals++;
    try {
      if (attempt >= MAX_SESSION_REFUSALS) return setStatus('offline');
      setStatus('reconnecting');
      await sleep(refusalDelay(attempt));
      if (current !== generation) return;
      const fresh = await refresh();
      if (current !== generation) return;
      identity = fresh;
      socket?.connect();
    } catch {
      // A ban or an outage: the app's error screens take over; a fresh token revives us later.
      if (current === generation) setStatus('offline');
    } finally {
      recovering = false;
    }
  }

  return {
    /**
     * Who the connection speaks for: `undefined` while unknown (nothing connects yet), `null`
     * for a visitor. Another player (or signing in or out) reconnects at once; a new token of
     * the same player is kept for the next reconnect, or revives a connection that had stopped.
     */
    setIdentity(next: TRealtimeIdentity | null | undefined): void {
      if (next === undefined) return;
      const switched = !started || (identity?.playerId ?? null) !== (next?.playerId ?? null);
      const renewed = identity?.token !== next?.token;
      identity = next;
      socket ??= createSocket();
      if (switched) {
        started = true;
        generation += 1;
        refusals = 0;
        setStatus('connecting');
        if (socket.active) socket.disconnect();
        socket.connect();
      } else if (renewed && !socket.active && !recovering) {
        setStatus('reconnecting');
        socket.connect();
      }
    },

    setRefreshIdentity(next: TRefreshIdentity): void {
      refresh = next;
    },

    /** Listens to a channel; the returned function stops listening. */
    subscribe: (channel: string, handler: TPublicationHandler): (() => void) =>
      registry.add(channel, handler),

    getStatus: (): TRealtimeStatus => status,
    onStatusChange(listener: () => void): () => void {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },

    /** Drops the connection; the next setIdentity starts a new one. Listeners are kept. */
    close(): void {
      generation += 1;
      started = false;
      identity = null;
      socket?.removeAllListeners();
      socket?.disconnect();
      socket = null;
      setStatus('idle');
    },
  };
}

export type TRealtimeClient = ReturnType<typeof createRealtimeClient>;
