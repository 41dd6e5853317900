import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { TokenSigner } from '../../lib/signed-token';
import { channelAccess, LAST_BETS_KEPT } from './channels';
import { readRealtimeToken, type TRealtimeClaims } from './realtime-token';

export interface RealtimePublisher {
  /** Sends `{channel, data}` to every subscriber of the channel, on every node. */
  publish(channel: string, data: unknown): void;
  /** Ends a player's live connections on every node (ban). */
  disconnectPlayer(globalId: string): void;
  /** Ends the live connections of one session on every node (logout, revocation). */
  disconnectSession(sessionId: string): void;
}

/**
 * Control rooms: the server puts a player's sockets in them to end them on a ban or a logout.
 * Their names are no channel, so a client can neither join nor leave them.
 */
const userRoom = (globalId: string) => `user:${globalId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

type TSocketData = { claims?: TRealtimeClaims };

/**
 * The Socket.IO gateway on the API's port. A client connects with `auth: {token}` (the
 * websocketToken from /me, bound to a live session; visitors connect without one), emits
 * `subscribe` `{channel}` and
 * is acknowledged `{ok}` or `{error}`; publications arrive as `publication` `{channel, data}`.
 * With Redis, the adapter carries publications between nodes and the last bets are shared.
 */
export async function createRealtimeGateway(deps: {
  httpServer: HttpServer;
  redis: Redis | undefined;
  keyPrefix: string;
  tokens: TokenSigner;
  /** Whether the token's session is still live and its player not banned. */
  authorize: (claims: TRealtimeClaims) => Promise<boolean>;
  log: FastifyBaseLogger;
}) {
  const io = new Server(deps.httpServer, { path: '/socket.io', serveClient: false });
  const adapterClients = deps.redis ? [deps.redis.duplicate(), deps.redis.duplicate()] : [];
  // Ready only once fan-out works: both connections answer before the adapter uses them.
  await Promise.all(adapterClients.map((client) => client.ping()));
  if (adapterClients.length === 2) {
    const [pub, sub] = adapterClients as [Redis, Redis];
    io.adapter(createAdapter(pub, sub, { key: `${deps.keyPrefix}socket.io` }));
  }
  const lastBetsKey = `${deps.keyPrefix}realtime:last_bets`;
  const lastBetsInMemory: unknown[] = [];

  async function lastBets(): Promise<unknown[]> {
    if (!deps.redis) return [...lastBetsInMemory];
    const raw = await deps.redis.lrange(lastBetsKey, 0, LAST_BETS_KEPT - 1);
    return raw.map((item) => JSON.parse(item) as unknown);
  }

  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth.token;
    if (typeof token !== 'string' || !token) return next();
    const claims = readRealtimeToken(deps.tokens, token);
    if (!claims) return next(new Error('invalid_token'));
    (socket.data as TSocketData).claims = claims;
    void socket.join([userRoom(claims.globalId), sessionRoom(claims.sessionId)]);
    deps.authorize(claims).then(
      (live) => next(live ? undefined : new Error('session_ended')),
      (error: unknown) => {
        deps.log.warn({ err: error }, 'realtime session check failed');
        next(new Error('unavailable'));
      },
    );
  });

  io.on('connection', (socket: Socket) => {
    const claims = (socket.data as TSocketData).claims;
    // A logout or ban that ended the session while the handshake's check ran disconnected
    // no one (the socket was not connected yet): check once more now that it would be reached.
    if (claims) {
      deps.authorize(claims).then(
        (live) => {
          if (!live) socket.disconnect(true);
        },
        () => socket.disconnect(true),
      );
    }
    socket.on('subscribe', async (payload: unknown, ack: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (answer: object) => void) : () => undefined;
      const channel = (payload as { channel?: unknown } | null)?.channel;
      if (typeof channel !== 'string') return reply({ error: 'invalid_channel' });
      const access = channelAccess(channel);
      if (access.kind === 'unknown') return reply({ error: 'invalid_channel' });
      if (access.kind === 'private' && access.globalId !== claims?.globalId)
        return reply({ error: 'forbidden' });
      // A session ended on a node whose message this one missed still ends here.
      if (claims && !(await deps.authorize(claims).catch(() => false))) {
        reply({ error: 'session_ended' });
        socket.disconnect(true);
        return;
      }
      await socket.join(channel);
      // The ticker's last bets are replayed before the acknowledgement, so a subscriber holds
      // them once its subscription is confirmed.
      if (channel === 'broadcast:last_bet') {
        const kept = await lastBets().catch((error: unknown) => {
          deps.log.warn({ err: error }, 'last bets not read');
          return [];
        });
        for (const bet of kept.reverse()) socket.emit('publication', { channel, data: bet });
      }
      reply({ ok: true });
    });
    socket.on('unsubscribe', async (payload: unknown, ack: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (answer: object) => void) : () => undefined;
      const channel = (payload as { channel?: unknown } | null)?.channel;
      // Only channels can be left: the control rooms and the socket's own room stay.
      if (typeof channel !== 'string' || channelAccess(channel).kind === 'unknown')
        return reply({ error: 'invalid_channel' });
      await socket.leave(channel);
      reply({ ok: true });
    });
  });

  const publisher: RealtimePublisher = {
    publish(channel, data) {
      io.to(channel).emit('publication', { channel, data });
      if (channel === 'broadcast:last_bet') {
        lastBetsInMemory.unshift(data);
        lastBetsInMemory.length = Math.min(lastBetsInMemory.length, LAST_BETS_KEPT);
        deps.redis
          ?.multi()
          .lpush(lastBetsKey, JSON.stringify(data))
          .ltrim(lastBetsKey, 0, LAST_BETS_KEPT - 1)
          .exec()
          .catch((error: unknown) => deps.log.warn({ err: error }, 'last bets not stored'));
      }
    },
    disconnectPlayer(globalId) {
      io.in(userRoom(globalId)).disconnectSockets(true);
    },
    disconnectSession(sessionId) {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
  };

  return {
    publisher,
    /**
     * Drops live connections so the HTTP server can close, then the adapter's Redis clients.
     * A PING first (allowed in subscriber mode) waits out the adapter's pending subscribe
     * commands, which would otherwise fail unhandled when the connection closes under them.
     */
    async close(): Promise<void> {
      io.local.disconnectSockets(true);
      await Promise.all(
        adapterClients.map(async (client) => {
          await client.ping().catch(() => undefined);
          await client.quit().catch(() => undefined);
        }),
      );
    },
  };
}
