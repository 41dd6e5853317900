import type { App } from '../../lib/http';
import type { TSharedDeps } from '../../shared-deps';
import type { PlayerAuth } from '../auth/authenticate';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { OperatorsService } from '../operators/operators.service';
import type { Fairness } from '../studio/fairness.service';
import type { UsersService } from '../users/users.service';
import type { CurrenciesService } from '../wallet/currencies.service';
import type { TPlayGate } from '../responsible-gaming/rg-guards';
import type { Stakes } from '../wallet/stakes.service';
import type { WalletService } from '../wallet/wallet.service';
import { gamesAdminRoutes, gamesRoutes } from './games.routes';
import { createGamesService } from './games.service';
import { seamlessRoutes } from './seamless.routes';
import { createSeamlessWallet } from './seamless.service';
import type { TFreeRounds } from './free-rounds';
import type { GameStudio } from './studios';

/**
 * Playing: launching a game at the studio that runs it, and the seamless wallet the studios
 * call back with signed bets and wins, which moves the player's money through `stakes`.
 */
export async function gamesModule(
  app: App,
  deps: Pick<TSharedDeps, 'db' | 'config' | 'countryOf' | 'realtime'> & {
    users: UsersService;
    wallet: WalletService;
    currencies: CurrenciesService;
    stakes: Stakes;
    catalogue: CatalogueService;
    playerAuth: PlayerAuth;
    operators: OperatorsService;
    inhouseStudio: GameStudio;
    fairness: Fairness;
    /** Free rounds a bonus awarded, played through the seamless wallet. */
    freeRounds?: TFreeRounds;
    /** Integrations of external studios (TAppOptions.studios). */
    externalStudios: readonly GameStudio[];
    playGate?: TPlayGate;
  },
): Promise<void> {
  const { db, config, users, catalogue, currencies, inhouseStudio, realtime } = deps;
  const accountCurrency = {
    code: currencies.accountCurrency,
    precision: (await currencies.get(currencies.accountCurrency)).precision,
  };
  const seamless = createSeamlessWallet({
    db,
    stakes: deps.stakes,
    wallet: deps.wallet,
    users,
    catalogue,
    realtime,
    currency: accountCurrency,
    freeRounds: deps.freeRounds,
  });
  const external = new Map(deps.externalStudios.map((entry) => [entry.id, entry]));
  const games = createGamesService({
    db,
    catalogue,
    // The in-house studio runs its own titles; outside production it also stands in for the
    // external studios of the demo catalogue, which have no integration here.
    studioFor: (game) =>
      external.get(game.providerId) ??
      (game.integration === 'inhouse' || config.sandbox ? inhouseStudio : undefined),
    currency: accountCurrency,
  });
  seamlessRoutes(app, {
    seamless,
    secretOf: (studioId) =>
      studioId === inhouseStudio.id ? inhouseStudio.secret : external.get(studioId)?.secret,
  });
  gamesRoutes(app, {
    games,
    fairness: deps.fairness,
    playerAuth: deps.playerAuth,
    countryOf: deps.countryOf,
    defaultLanguage: config.defaultLocale,
    playGate: deps.playGate,
  });
  gamesAdminRoutes(app, { operators: deps.operators, users, catalogue, realtime });
}
