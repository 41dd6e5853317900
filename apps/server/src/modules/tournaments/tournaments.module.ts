import { everySeconds, skipWhileRunning } from '../../lib/every-seconds';
import type { App } from '../../lib/http';
import type { TSharedDeps } from '../../shared-deps';
import type { PlayerAuth } from '../auth/authenticate';
import type { BonusesService } from '../bonuses/bonuses.service';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { OperatorsService } from '../operators/operators.service';
import type { UsersService } from '../users/users.service';
import { ACCOUNT_PRECISION } from '../wallet/currencies.seed';
import type { Stakes } from '../wallet/stakes.service';
import type { WalletService } from '../wallet/wallet.service';
import { createTournamentsAdmin } from './admin';
import { createClosing, type TClosingRun, type TIsBlocked } from './closing';
import { createPositions } from './positions';
import { createScoring } from './scoring';
import {
  tournamentAdminRoutes,
  tournamentRoutes,
  tournamentSandboxRoutes,
} from './tournaments.routes';
import { createTournamentsService } from './tournaments.service';

/** How often ended tournaments are closed and paid, and the scoring list re-read from the database. */
const CLOSING_SECONDS = 15;
const RELOAD_SECONDS = 30;

/**
 * Tournaments: bets score inside their own transactions through the wallet's stake-event hook,
 * players' places are pushed on `tournaments#{globalId}` after commit, and a job closes ended
 * tournaments and pays their places once. A player under a responsible-gaming block is ranked,
 * not paid.
 */
export async function tournamentsModule(
  app: App,
  deps: Pick<TSharedDeps, 'db' | 'ledger' | 'realtime' | 'config'> & {
    users: UsersService;
    wallet: WalletService;
    stakes: Stakes;
    bonuses: BonusesService;
    catalogue: CatalogueService;
    playerAuth: PlayerAuth;
    operators: OperatorsService;
    clock: () => Date;
    /** Responsible gaming's block: a blocked player is ranked, their prize withheld. */
    isBlocked: TIsBlocked;
  },
) {
  const presentation = { precision: ACCOUNT_PRECISION };
  const tournaments = createTournamentsService({ ...deps, presentation });
  await tournaments.reload();
  const positions = createPositions({
    db: deps.db,
    realtime: deps.realtime,
    users: deps.users,
    tournament: (id) => tournaments.candidates().find((row) => row.id === id),
    presentation,
    log: app.log,
  });
  app.addHook('onClose', (_instance, done) => {
    positions.stop();
    done();
  });
  const providers = new Map<number, string | undefined>();
  deps.wallet.hooks.stakeEvents.push(
    createScoring({
      candidates: tournaments.candidates,
      async providerOf(gameId) {
        if (!providers.has(gameId))
          providers.set(gameId, (await deps.catalogue.launchable(gameId))?.providerId);
        return providers.get(gameId);
      },
      touched: (tournamentId, userId) => positions.touched(tournamentId, userId),
    }),
  );
  const admin = createTournamentsAdmin({ ...deps, presentation, changed: tournaments.reload });
  const closing = createClosing({ ...deps, isBlocked: () => deps.isBlocked });
  const close = async (): Promise<TClosingRun> => {
    const run = await closing.run(app.log);
    await tournaments.reload();
    for (const userId of new Set(run.paid.map((paid) => paid.userId)))
      await deps.wallet.publishBalance(userId);
    return run;
  };
  tournamentRoutes(app, { tournaments, playerAuth: deps.playerAuth });
  tournamentAdminRoutes(app, { admin, operators: deps.operators });
  if (deps.config.sandbox) tournamentSandboxRoutes(app, { closing: close });
  everySeconds(app, CLOSING_SECONDS, 'tournament closing', skipWhileRunning(close));
  everySeconds(app, RELOAD_SECONDS, 'tournaments reload', () => tournaments.reload());
  return { tournaments, admin, close, positions };
}
