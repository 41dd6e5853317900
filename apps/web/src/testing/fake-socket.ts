import { vi } from 'vitest';

type TListener = (...args: unknown[]) => void;
type TAck = (error: Error | null, answer?: unknown) => void;

export interface TEmitted {
  event: string;
  payload: unknown;
  ack: TAck | undefined;
}

/**
 * A stand-in for a socket.io-client Socket (vitest.setup.ts mocks the module with this file):
 * records what the app emits and lets a test play the server's part.
 */
export class FakeSocket {
  connected = false;
  active = false;
  connectCalls = 0;
  readonly emitted: TEmitted[] = [];
  private readonly listeners = new Map<string, Set<TListener>>();

  constructor(
    readonly url: string | undefined,
    readonly options: { auth?: (send: (data: object) => void) => void } & Record<string, unknown>,
  ) {}

  on(event: string, listener: TListener): this {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  removeAllListeners(): this {
    this.listeners.clear();
    return this;
  }

  connect(): this {
    this.connectCalls += 1;
    this.active = true;
    return this;
  }

  disconnect(): this {
    const wasConnected = this.connected;
    this.connected = false;
    this.active = false;
    if (wasConnected) this.fire('disconnect', 'io client disconnect');
    return this;
  }

  timeout(_ms: number) {
    return {
      emit: (event: string, payload: unknown, ack: TAck) => this.record(event, payload, ack),
    };
  }

  emit(event: string, payload: unknown): this {
    this.record(event, payload, undefined);
    return this;
  }

  // ---- The server's part ----

  /** The auth payload the socket would send now (its `auth` callback). */
  authPayload(): object {
    let sent: object = {};
    this.options.auth?.((data) => (sent = data));
    return sent;
  }

  /** The connection (or a reconnection) succeeds. */
  acceptConnection(): void {
    this.connected = true;
    this.active = true;
    this.fire('connect');
  }

  /** The network drops; socket.io keeps trying by itself. */
  dropConnection(): void {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  /** The server ends the connection (a ban); socket.io does not come back by itself. */
  endFromServer(): void {
    this.connected = false;
    this.active = false;
    this.fire('disconnect', 'io server disconnect');
  }

  /** The server's middleware refuses the handshake (e.g. 'invalid_token'). */
  refuse(message: string): void {
    this.connected = false;
    this.active = false;
    this.fire('connect_error', new Error(message));
  }

  publish(channel: string, data: unknown): void {
    this.fire('publication', { channel, data });
  }

  /** The channels of every `subscribe` (or `unsubscribe`) emitted so far, in order. */
  channelsOf(event: 'subscribe' | 'unsubscribe'): string[] {
    return this.emitted
      .filter((entry) => entry.event === event)
      .map((entry) => (entry.payload as { channel: string }).channel);
  }

  /** Answers every unanswered `subscribe` for `channel`. */
  answerSubscribe(channel: string, answer: unknown): void {
    for (const entry of this.emitted) {
      if (entry.event === 'subscribe' && (entry.payload as { channel: string }).channel === channel)
        entry.ack?.(null, answer);
    }
  }

  clearEmitted(): void {
    this.emitted.length = 0;
  }

  private record(event: string, payload: unknown, ack: TAck | undefined) {
    this.emitted.push({ event, payload, ack });
  }

  private fire(event: string, ...args: unknown[]) {
    this.listeners.get(event)?.forEach((listener) => listener(...args));
  }
}

/** Every socket the app created in this test, oldest first. */
export const fakeSockets: FakeSocket[] = [];

export const io = vi.fn(
  (url: string | undefined, options: ConstructorParameters<typeof FakeSocket>[1]) => {
    const socket = new FakeSocket(url, options);
    fakeSockets.push(socket);
    return socket;
  },
);

/** The socket the app uses now. */
export function currentSocket(): FakeSocket {
  const socket = fakeSockets.at(-1);
  if (!socket) throw new Error('the app opened no realtime connection');
  return socket;
}

export function resetFakeSockets(): void {
  fakeSockets.length = 0;
  io.mockClear();
}
