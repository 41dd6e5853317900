import { io, type Socket } from 'socket.io-client';
import type { App } from '../lib/http';
import { signUp } from './players';

/** One `publication` event of the realtime gateway. */
export interface TPublication {
  channel: string;
  data: Record<string, unknown>;
}

/** A socket connected to the gateway at `url` (as a visitor without a token), or the refusal. */
export function connect(url: string, token?: string): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

/** `promise`'s value, or a rejection once `ms` pass first. */
export function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms),
    ),
  ]);
}

export const subscribe = (socket: Socket, channel: string) =>
  socket.emitWithAck('subscribe', { channel }) as Promise<{ ok?: true; error?: string }>;

/** The next publication on `channel` that `accept` takes (any, by default). */
export function nextPublication(
  socket: Socket,
  channel: string,
  accept: (publication: TPublication) => boolean = () => true,
): Promise<TPublication> {
  return new Promise((resolve) => {
    const listener = (publication: TPublication) => {
      if (publication.channel !== channel || !accept(publication)) return;
      socket.off('publication', listener);
      resolve(publication);
    };
    socket.on('publication', listener);
  });
}

/** A new player signed up on `app`, connected to its gateway at `url` with /me's token. */
export async function signedUpSocket(app: App, url: string) {
  const player = await signUp(app);
  const me = (
    await app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: player.cookie } })
  ).json<{ websocketToken: string; globalId: string }>();
  const socket = await connect(url, me.websocketToken);
  return { player, socket, globalId: me.globalId };
}
