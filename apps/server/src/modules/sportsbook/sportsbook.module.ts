import type { App } from '../../lib/http';
import { everySeconds, skipWhileRunning } from '../../lib/every-seconds';
import type { TSharedDeps } from '../../shared-deps';
import type { TPlayGate } from '../responsible-gaming/rg-guards';
import type { PlayerAuth } from '../auth/authenticate';
import type { IdempotencyService } from '../idempotency/idempotency.service';
import { privateChannel } from '../realtime/channels';
import type { UsersService } from '../users/users.service';
import type { CurrenciesService } from '../wallet/currencies.service';
import type { Stakes } from '../wallet/stakes.service';
import type { WalletService } from '../wallet/wallet.service';
import { betsRoutes } from './bets.routes';
import { createBetsService, type BetsService } from './bets.service';
import type { FeedAdapter } from './feed';
import { createIngest, type Ingest } from './ingest';
import { createSandboxFeed } from './sandbox-feed/sandbox-feed';
import { sportsbookRoutes, sportsbookSandboxRoutes } from './sportsbook.routes';
import { createSportsbookService, type SportsbookService } from './sportsbook.service';
import { createWatchdog } from './watchdog';

/** Bets the listener settles after a feed message, before the feed's next one. */
const LISTENER_BETS = 1_000;

/** A book without a feed: nothing arrives, and a recovery request has no one to ask. */
const noFeed: FeedAdapter = {
  start: () => Promise.resolve(),
  stop: () => Promise.resolve(),
  requestRecovery: () => Promise.resolve(),
};

/**
 * The sportsbook's data and odds: the read API, the feed consumer and its heartbeat watchdog,
 * and (in sandbox environments) the sandbox feed playing matches in-process. The bets module
 * (bets, placed, accepted, settled and cashed out through the ledger, each change published on
 * the player's `sport_bets#{globalId}`) settles on
 * `ingest.onApplied` (settlements, rollbacks, cancels) and on its own loop.
 */
export async function sportsbookModule(
  app: App,
  deps: Pick<TSharedDeps, 'config' | 'db' | 'realtime' | 'ledger'> & {
    playerAuth: PlayerAuth;
    users: Pick<UsersService, 'findByIds'>;
    stakes: Stakes;
    wallet: Pick<WalletService, 'publishBalance'>;
    currencies: CurrenciesService;
    idempotency: IdempotencyService;
    /** The wall clock (tests move it). */
    clock: () => Date;
    /** Another feed adapter than the configured one (tests). */
    feed?: FeedAdapter;
    /** Responsible gaming: no bet while blocked or past the session limit. */
    playGate?: TPlayGate;
  },
): Promise<{ sportsbook: SportsbookService; ingest: Ingest; bets: BetsService }> {
  const { config, db, clock } = deps;
  const settings = config.sportsbook;
  const sportsbook = createSportsbookService({ db });
  sportsbookRoutes(app, { sportsbook, playerAuth: deps.playerAuth });

  const sandboxFeed =
    !deps.feed && settings.sandboxFeed
      ? createSandboxFeed({
          seed: settings.sandboxSeed,
          matchMinutes: settings.matchMinutes,
          hoursAhead: settings.sandboxHours,
          clock,
          log: app.log,
        })
      : undefined;
  const feed = deps.feed ?? sandboxFeed ?? noFeed;
  if (config.sandbox && sandboxFeed) sportsbookSandboxRoutes(app, { feed: sandboxFeed });
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
  const { currencies } = deps;
  const bets = createBetsService({
    db,
    ledger: deps.ledger,
    stakes: deps.stakes,
    publishBalance: (userId) => deps.wallet.publishBalance(userId),
    publishBetView: (player, bet) =>
      deps.realtime.publish(privateChannel('sport_bets', player.globalId), bet),
    realtime: deps.realtime,
    users: deps.users,
    limits: settings.bets,
    currency: {
      code: currencies.accountCurrency,
      precision: (await currencies.get(currencies.accountCurrency)).precision,
    },
    clock,
    cashOutSecret: settings.bets.cashOutSecret,
    log: app.log,
  });
  betsRoutes(app, {
    bets,
    playerAuth: deps.playerAuth,
    idempotency: deps.idempotency,
    playGate: deps.playGate,
  });
  // Settlements, rollbacks and cancels queue their markets in the transaction that applies
  // them; once committed, the listener settles up to LISTENER_BETS of the queued bets before
  // the feed's next message (a large market's rest goes to the loop, which drains the queue).
  // Live bets are decided on a loop of their own, never behind a long settlement.
  ingest.onApplied(async (effect) => {
    if (['bet_settlement', 'rollback_bet_settlement', 'bet_cancel'].includes(effect.type))
      await bets.settleDue(LISTENER_BETS);
  });
  everySeconds(
    app,
    settings.bets.loopSeconds,
    'sportsbook bets',
    skipWhileRunning(() => bets.decideDue()),
  );
  everySeconds(
    app,
    settings.bets.loopSeconds,
    'sportsbook settlement',
    skipWhileRunning(() => bets.settleDue()),
  );
  app.addHook('onReady', () =>
    feed.start((message) => ingest.handle(message).then(() => undefined)),
  );
  app.addHook('onClose', () => feed.stop());
  return { sportsbook, ingest, bets };
}
