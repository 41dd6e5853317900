import type { Database } from '../../db/client';
import type {
  FeedAdapter,
  TFeedHandler,
  TFixtureMessage,
  TOddsChangeMessage,
  TFeedMessage,
} from './feed';
import { createIngest, type Ingest } from './ingest';

export const PRODUCER = 'test';
export const T0 = Date.parse('2026-11-26T12:00:00Z');

/** A soccer fixture between two named clubs, starting an hour after T0. */
export function fixture(
  id: string,
  timestamp = T0,
  overrides: Partial<TFixtureMessage['event']> = {},
): TFixtureMessage {
  return {
    type: 'fixture',
    producer: PRODUCER,
    timestamp,
    event: {
      id,
      sportId: 1,
      category: { id: 'test:category:1', name: 'England', countryCode: 'GB' },
      tournament: { id: 'test:tournament:1', name: 'Premier Division' },
      home: { id: `${id}:home`, name: 'Harbourside Rovers', abbreviation: 'HAR' },
      away: { id: `${id}:away`, name: 'Kingsbridge Athletic', abbreviation: 'KIN' },
      name: 'Harbourside Rovers vs Kingsbridge Athletic',
      startsAt: T0 + 3_600_000,
      status: 'not_started',
      betDelaySeconds: 0,
      ...overrides,
    },
  };
}

/** The 1X2 and total 2.5 markets of an event with these odds (home, draw, away, over, under). */
export function oddsChange(
  eventId: string,
  timestamp: number,
  odds: [number, number, number, number, number] = [2100, 3400, 3500, 1900, 1900],
  status: 'active' | 'suspended' | 'deactivated' = 'active',
): TOddsChangeMessage {
  const [home, draw, away, over, under] = odds;
  return {
    type: 'odds_change',
    producer: PRODUCER,
    timestamp,
    eventId,
    markets: [
      {
        type: '1x2',
        specifiers: '',
        status,
        outcomes: [
          { id: 'home', odds: home, active: true },
          { id: 'draw', odds: draw, active: true },
          { id: 'away', odds: away, active: true },
        ],
      },
      {
        type: 'total',
        specifiers: 'total=2.5',
        status,
        outcomes: [
          { id: 'over', odds: over, active: true },
          { id: 'under', odds: under, active: true },
        ],
      },
    ],
  };
}

/** An ingest on the app's database with a clock the test moves and publications recorded. */
export function testIngest(database: Database) {
  let now = T0;
  const published: { channel: string; data: unknown }[] = [];
  const recoveries: { producer: string; since: Date | undefined; requestId: number }[] = [];
  const ingest: Ingest = createIngest({
    db: database.db,
    realtime: { publish: (channel, data) => published.push({ channel, data }) },
    feed: {
      requestRecovery: (producer, since, requestId) => {
        recoveries.push({ producer, since, requestId });
        return Promise.resolve();
      },
    },
    clock: () => new Date(now),
    recoveryRetrySeconds: 60,
  });
  return {
    ingest,
    published,
    recoveries,
    clock: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
    /** Applies messages in order. */
    async send(...messages: TFeedMessage[]) {
      for (const message of messages) await ingest.handle(message);
    },
    /** Brings the test producer up: a heartbeat, then the recovery it asked for completes. */
    async producerUp() {
      await ingest.handle({ type: 'alive', producer: PRODUCER, timestamp: now, subscribed: true });
      const requestId = recoveries.at(-1)?.requestId ?? 0;
      await ingest.handle({
        type: 'snapshot_complete',
        producer: PRODUCER,
        timestamp: now,
        requestId,
      });
    },
  };
}

/** A feed the test speaks for: what it sends goes through the app's own consumer. */
export function scriptedFeed() {
  let handler: TFeedHandler | undefined;
  const feed: FeedAdapter & { send(...messages: TFeedMessage[]): Promise<void> } = {
    start: (deliver) => Promise.resolve(void (handler = deliver)),
    stop: () => Promise.resolve(),
    requestRecovery: (producer, _since, requestId) =>
      Promise.resolve(
        queueMicrotask(() => {
          void handler?.({ type: 'snapshot_complete', producer, timestamp: Date.now(), requestId });
        }),
      ),
    async send(...messages) {
      for (const message of messages) await handler?.(message);
    },
  };
  return feed;
}
