import { createRng } from '../../../lib/seeded-random';
import type { FeedAdapter, TFeedHandler, TFeedMessage } from '../feed';
import { buildLeagues } from './leagues';
import { SANDBOX_PRODUCER, SandboxMatch } from './sandbox-match';
import { fixturesBetween } from './schedule';
import { finish, playTick } from './sandbox-tick';

const MINUTE = 60_000;
const HEARTBEAT_MS = 10_000;
const TICK_MS = 1_000;
const WEEK = 7 * 24 * 60 * MINUTE;

export interface TSandboxFeedOptions {
  seed: string;
  /** Real minutes a soccer match takes (other sports in proportion). */
  matchMinutes: number;
  /** How far ahead fixtures are listed (default a week). */
  hoursAhead?: number;
  clock: () => Date;
  log?: { warn(details: object, message: string): void };
}

/**
 * The sandbox odds feed: a deterministic book (fixtures over the coming week plus rolling
 * fixtures every few minutes, so some are always live), drifting prices, matches played on an
 * accelerated clock with bet stops, results, an occasional rollback and a cancel window, and a
 * heartbeat. Messages go out one at a time through one queue. Timers start only in `start`.
 */
export function createSandboxFeed(options: TSandboxFeedOptions) {
  const leagues = buildLeagues(options.seed);
  const matches = new Map<string, SandboxMatch>();
  const rng = createRng(`${options.seed}:drift`);
  const timers: NodeJS.Timeout[] = [];
  let handler: TFeedHandler | undefined;
  let queue: Promise<void> = Promise.resolve();
  const now = () => options.clock().getTime();

  /** Delivers messages in order after everything queued before them; never stops the queue. */
  let pending = 0;
  function send(messages: () => TFeedMessage[]): Promise<void> {
    pending += 1;
    queue = queue.then(async () => {
      try {
        for (const message of messages()) {
          try {
            await handler?.(message);
          } catch (error) {
            options.log?.warn({ err: error, type: message.type }, 'sandbox feed message failed');
          }
        }
      } catch (error) {
        options.log?.warn({ err: error }, 'sandbox feed step failed');
      } finally {
        pending -= 1;
      }
    });
    return queue;
  }

  /** Play and drift wait for the queue to drain: a slow database delays them, never piles them up. */
  const whenIdle = (messages: () => TFeedMessage[]) => (pending === 0 ? send(messages) : queue);

  /** Adds the fixtures that entered the window; returns the new ones. */
  function refresh(): SandboxMatch[] {
    const at = now();
    const window = {
      from: at - options.matchMinutes * MINUTE,
      to: at + (options.hoursAhead === undefined ? WEEK : options.hoursAhead * 60 * MINUTE),
      rollingUntil: at + 60 * MINUTE,
    };
    const added: SandboxMatch[] = [];
    for (const fixture of fixturesBetween(options.seed, leagues, {
      ...window,
      matchMinutes: options.matchMinutes,
    })) {
      if (matches.has(fixture.id)) continue;
      const match = new SandboxMatch(fixture, options.seed);
      matches.set(fixture.id, match);
      added.push(match);
    }
    return added;
  }

  const alive = (): TFeedMessage => ({
    type: 'alive',
    producer: SANDBOX_PRODUCER,
    timestamp: now(),
    subscribed: true,
  });
  const open = () => [...matches.values()].filter((match) => match.status !== 'closed');

  const feed = {
    async start(deliver: TFeedHandler): Promise<void> {
      handler = deliver;
      refresh();
      await send(() => [alive()]);
      const every = (ms: number, work: () => unknown) => {
        const timer = setInterval(work, ms);
        timer.unref();
        timers.push(timer);
      };
      every(HEARTBEAT_MS, () => send(() => [alive()]));
      every(TICK_MS, () => whenIdle(() => playTick(open(), now(), rng)));
      every(MINUTE, () =>
        send(() =>
          refresh().flatMap((match) => [match.fixtureMessage(now()), match.oddsMessage(now())]),
        ),
      );
    },
    async stop(): Promise<void> {
      for (const timer of timers.splice(0)) clearInterval(timer);
      handler = undefined;
      await queue;
    },
    /** The whole book again (fixtures and odds), then the snapshot's end, then fresh odds. */
    requestRecovery(producer: string, _since: Date | undefined, requestId: number): Promise<void> {
      if (producer !== SANDBOX_PRODUCER) return Promise.resolve();
      refresh();
      void send(() =>
        open().flatMap((match) => [match.fixtureMessage(now()), match.oddsMessage(now())]),
      );
      void send(() => [{ type: 'snapshot_complete', producer, timestamp: now(), requestId }]);
      void send(() => open().map((match) => match.oddsMessage(now())));
      return Promise.resolve();
    },
    /**
     * Plays the rest of a fixture at once (a sandbox control): its markets suspended, settled
     * from the final score and the event closed, with no correction. Resolves once those
     * messages are applied (and the bets they settle settled); false for a fixture the feed
     * does not know or has already finished.
     */
    async finish(eventId: string): Promise<boolean> {
      let finished = false;
      await send(() => {
        const match = matches.get(eventId);
        if (!match || (match.status !== 'not_started' && match.status !== 'live')) return [];
        finished = true;
        return finish(match, now());
      });
      return finished;
    },
    /**
     * Moves a fixture's prices at once (a sandbox control): its home side's strength shifts by
     * `shift` and the new odds go out (suspended still while a dangerous moment lasts). Resolves
     * once they are applied; false for a fixture the feed does not know or has finished.
     */
    async reprice(eventId: string, shift: number): Promise<boolean> {
      let moved = false;
      await send(() => {
        const match = matches.get(eventId);
        if (!match || (match.status !== 'not_started' && match.status !== 'live')) return [];
        moved = true;
        match.drift += shift;
        return [match.oddsMessage(now(), match.dangerUntil > 0 ? 'suspended' : 'active')];
      });
      return moved;
    },
    /** Open fixtures (tests). */
    matches: () => open(),
  } satisfies FeedAdapter & {
    matches: () => SandboxMatch[];
    finish: (eventId: string) => Promise<boolean>;
    reprice: (eventId: string, shift: number) => Promise<boolean>;
  };
  return feed;
}

export type SandboxFeed = ReturnType<typeof createSandboxFeed>;
