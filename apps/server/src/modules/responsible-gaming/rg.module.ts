import type { App } from '../../lib/http';
import type { TSharedDeps } from '../../shared-deps';
import type { PlayerAuth } from '../auth/authenticate';
import type { OperatorsService } from '../operators/operators.service';
import { ACCOUNT_PRECISION } from '../wallet/currencies.seed';
import type { CurrenciesService } from '../wallet/currencies.service';
import type { WalletService } from '../wallet/wallet.service';
import { rgAdminRoutes, rgRoutes } from './rg.routes';
import { createRgService, type RgService } from './rg.service';

/**
 * Responsible gaming: the player's limits, time-out, self-exclusion, reality checks and session
 * limit. Every stake passes its guard inside the wallet's transaction and every credited deposit
 * is counted; the deposit, game and bonus modules built later take the service to refuse
 * deposits, launches, bets, bonuses and spins.
 */
export function responsibleGamingModule(
  app: App,
  deps: Pick<TSharedDeps, 'db'> & {
    wallet: WalletService;
    currencies: CurrenciesService;
    playerAuth: PlayerAuth;
    operators: OperatorsService;
    clock: () => Date;
  },
): { responsibleGaming: RgService } {
  const rg = createRgService({
    db: deps.db,
    currencies: deps.currencies,
    precision: ACCOUNT_PRECISION,
    clock: deps.clock,
  });
  deps.wallet.hooks.stakeGuards.push({
    placing: rg.stakePlacing,
    winPaid: rg.winPaid,
    stakeReturned: rg.stakeReturned,
  });
  deps.wallet.hooks.depositCredited.push((tx, deposit) => rg.depositCredited(tx, deposit));
  rgRoutes(app, { rg, playerAuth: deps.playerAuth });
  rgAdminRoutes(app, { rg, operators: deps.operators });
  return { responsibleGaming: rg };
}
