import type { App } from '../../lib/http';
import type { TSharedDeps } from '../../shared-deps';
import type { PlayerAuth } from '../auth/authenticate';
import type { WalletService } from '../wallet/wallet.service';
import { meRoutes } from './me.routes';
import { createUsersService, type UsersService } from './users.service';

/**
 * The players' accounts. Auth, the wallet and most other modules read players through this
 * service, so it is built before them; the player's own routes (/me) authenticate through
 * auth and publish through the wallet, so they are registered by `meModule` once both exist.
 */
export function usersModule(deps: Pick<TSharedDeps, 'db' | 'config' | 'websocketTokens'>): {
  users: UsersService;
} {
  const { config } = deps;
  return {
    users: createUsersService({
      db: deps.db,
      websocketTokens: deps.websocketTokens,
      displayCurrencies: config.displayCurrencies,
      locales: config.locales,
      defaultLocale: config.defaultLocale,
    }),
  };
}

/** The signed-in player's own account: /me, profile, billing. */
export function meModule(
  app: App,
  deps: { users: UsersService; playerAuth: PlayerAuth; wallet: WalletService },
): void {
  meRoutes(app, deps);
}
