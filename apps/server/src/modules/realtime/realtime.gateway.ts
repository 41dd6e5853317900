import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { TokenSigner } from '../../lib/signed-token';
import { channelAccess, LAST_BETS_KEPT } from './channels';

export interface RealtimePublisher {
  /** Sends `{channel, data}` to every subscriber of the channel, on every node. */
  publish(channel: string, data: unknown): void;
  /** Ends a player's live connections on every node (ban). */
  disconnectPlayer(globalId: string): void;
}

const userRoom = (globalId: string) => `user:${globalId}`;

/**
 * The Socket.IO gateway on the API's port. A client connects with `auth: {token}` (the
 * websocketToken from /me; visitors connect without one), emits `subscribe` `{channel}` and
 * is acknowledged `{ok}` or `{error}`; publications arrive as `publication` `{channel, data}`.
 * With Redis, the adapter carries publications between nodes and the last bets are shared.
 */
export async function createRealtimeGateway(deps: {
  httpServer: HttpServer;
  redis: Redis | undefined;
  keyPrefix: string;
  tokens: TokenSigner;
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
    if (typeof token === 'string' && token) {
      const globalId = deps.tokens.verify(token);
      if (!globalId) return next(new Error('invalid_token'));
      (socket.data as { globalId?: string }).globalId = globalId;
      void socket.join(userRoom(globalId));
    }
    next();
  });

  io.on('connection', (socket: Socket) => {
    const globalId = (socket.data as { globalId?: string }).globalId;
    socket.on('subscribe', async (payload: unknown, ack: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (answer: object) => void) : () => undefined;
      const channel = (payload as { channel?: unknown } | null)?.channel;
      if (typeof channel !== 'string') return reply({ error: 'invalid_channel' });
      const access = channelAccess(channel);
      if (access.kind === 'unknown') return reply({ error: 'invalid_channel' });
      if (access.kind === 'private' && access.globalId !== globalId)
        return reply({ error: 'forbidden' });
      await socket.join(channel);
      reply({ ok: true });
      if (channel === 'broadcast:last_bet') {
        for (const bet of (await lastBets()).reverse())
          socket.emit('publication', { channel, data: bet });
      }
    });
    socket.on('unsubscribe', async (payload: unknown, ack: unknown) => {
      const channel = (payload as { channel?: unknown } | null)?.channel;
      if (typeof channel === 'string') await socket.leave(channel);
      if (typeof ack === 'function') (ack as (answer: object) => void)({ ok: true });
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
