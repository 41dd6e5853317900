import type { App } from '../../lib/http';
import type { TSharedDeps } from '../../shared-deps';
import type { PlayerAuth } from '../auth/authenticate';
import type { BonusesService } from '../bonuses/bonuses.service';
import type { RgService } from '../responsible-gaming/rg.service';
import type { OperatorsService } from '../operators/operators.service';
import { ACCOUNT_PRECISION } from '../wallet/currencies.seed';
import type { Stakes } from '../wallet/stakes.service';
import type { WalletService } from '../wallet/wallet.service';
import { wheelAdminRoutes, wheelRoutes } from './wheel.routes';
import { createWheelService, type WheelService } from './wheel.service';

/**
 * The daily prize wheel ("turbine of luck"): a spin a day per player, its main prizes paid to
 * the balance and its bonus prizes granted through the bonuses module.
 */
export function wheelModule(
  app: App,
  deps: Pick<TSharedDeps, 'db' | 'ledger'> & {
    wallet: WalletService;
    stakes: Stakes;
    bonuses: BonusesService;
    playerAuth: PlayerAuth;
    operators: OperatorsService;
    /** The wall clock (tests move it across UTC days). */
    clock: () => Date;
    responsibleGaming: Pick<RgService, 'refuseBlocked'>;
  },
): { wheel: WheelService } {
  const wheel = createWheelService({
    ...deps,
    refuseBlocked: (userId) => deps.responsibleGaming.refuseBlocked(userId),
    precision: ACCOUNT_PRECISION,
    publishBalance: (userId) => deps.wallet.publishBalance(userId),
  });
  wheelRoutes(app, { wheel, playerAuth: deps.playerAuth });
  wheelAdminRoutes(app, { wheel, operators: deps.operators });
  return { wheel };
}
