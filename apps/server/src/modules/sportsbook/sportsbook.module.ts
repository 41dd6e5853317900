import type { App } from '../../lib/http';
import { everySeconds } from '../../lib/every-seconds';
import type { TSharedDeps } from '../../shared-deps';
import type { PlayerAuth } from '../auth/authenticate';
import type { FeedAdapter } from './feed';
import { createIngest, type Ingest } from './ingest';
import { createSandboxFeed } from './sandbox-feed/sandbox-feed';
import { sportsbookRoutes } from './sportsbook.routes';
import { createSportsbookService, type SportsbookService } from './sportsbook.service';
import { createWatchdog } from './watchdog';

/** A book without a feed: nothing arrives, and a recovery request has no one to ask. */
const noFeed: FeedAdapter = {
  start: () => Promise.resolve(),
  stop: () => Promise.resolve(),
  requestRecovery: () => Promise.resolve(),
};

/**
 * The sportsbook's data and odds: the read API, the feed consumer and its heartbeat watchdog,
 * and (in sandbox environments) the sandbox feed playing matches in-process. The bets module
 * builds on `ingest.onApplied` (settlements, rollbacks, cancels) and the tables.
 */
export function sportsbookModule(
  app: App,
  deps: Pick<TSharedDeps, 'config' | 'db' | 'realtime'> & {
    playerAuth: PlayerAuth;
    /** The wall clock (tests move it). */
    clock: () => Date;
    /** Another feed adapter than the configured one (tests). */
    feed?: FeedAdapter;
  },
): { sportsbook: SportsbookService; ingest: Ingest } {
  const { config, db, clock } = deps;
  const settings = config.sportsbook;
  const sportsbook = createSportsbookService({ db });
  sportsbookRoutes(app, { sportsbook, playerAuth: deps.playerAuth });

  const feed =
    deps.feed ??
    (settings.sandboxFeed
      ? createSandboxFeed({
          seed: settings.sandboxSeed,
          matchMinutes: settings.matchMinutes,
          clock,
          log: app.log,
        })
      : noFeed);
  const ingest = createIngest({
    db,
    realtime: deps.realtime,
    feed,
    clock,
    recoveryRetrySeconds: settings.heartbeatTimeoutSeconds * 3,
    log: app.log,
  });
  const watchdog = createWatchdog({
    db,
    ingest,
    clock,
    heartbeatSeconds: settings.heartbeatTimeoutSeconds,
    log: app.log,
  });
  everySeconds(app, settings.watchdogSeconds, 'sportsbook feed watchdog', () => watchdog.check());
  app.addHook('onReady', () =>
    feed.start((message) => ingest.handle(message).then(() => undefined)),
  );
  app.addHook('onClose', () => feed.stop());
  return { sportsbook, ingest };
}
