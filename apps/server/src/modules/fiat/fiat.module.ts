import { everySeconds } from '../../lib/every-seconds';
import type { App } from '../../lib/http';
import type { TSharedDeps } from '../../shared-deps';
import type { PlayerAuth } from '../auth/authenticate';
import type { IdempotencyService } from '../idempotency/idempotency.service';
import type { OperatorsService } from '../operators/operators.service';
import type { RgService } from '../responsible-gaming/rg.service';
import type { WalletService } from '../wallet/wallet.service';
import { createFiatRepo } from './fiat.repo';
import { AWAITING_PAYMENT } from './order-terms';
import { fiatAdminRoutes, fiatRoutes, fiatSandboxRoutes } from './fiat.routes';
import { createFiatService } from './fiat.service';
import { createOrdersService } from './orders.service';
import { createSandboxFiatProvider, unconfiguredFiatProvider } from './provider';
import { sandboxBank } from './sandbox-bank';

/** Deposit orders a player has started and not yet seen credited or closed. */
const OPEN_BUY = [...AWAITING_PAYMENT, 'wait_for_confirmation'];

/**
 * Fiat (bank-type) buy and sell orders through a payment provider, the back office's side of
 * them, and the timers that expire unpaid orders and (outside production) play the bank.
 */
export function fiatModule(
  app: App,
  deps: Pick<TSharedDeps, 'db' | 'config'> & {
    wallet: WalletService;
    playerAuth: PlayerAuth;
    idempotency: IdempotencyService;
    operators: OperatorsService;
    responsibleGaming: RgService;
  },
): void {
  const { db, config, wallet } = deps;
  const orders = createOrdersService({
    db,
    wallet,
    // The sandbox bank stands in for a payment provider outside production; production refuses
    // fiat orders until a real one is configured.
    provider: config.sandbox
      ? createSandboxFiatProvider(config.secrets.SESSION_SECRET, config.payments.orderTtlSeconds)
      : unconfiguredFiatProvider(),
    rules: config.payments,
    log: app.log,
    depositGuard: deps.responsibleGaming.guardDeposit,
  });
  // Open deposit orders count against the player's deposit limits until credited or closed.
  deps.responsibleGaming.registerOpenDeposits((tx, userId) =>
    createFiatRepo(tx).openBuySums(userId, OPEN_BUY),
  );
  fiatRoutes(app, {
    fiat: createFiatService({ db }),
    orders,
    playerAuth: deps.playerAuth,
    wallet,
    idempotency: deps.idempotency,
  });
  fiatAdminRoutes(app, { orders, operators: deps.operators });
  everySeconds(app, config.payments.ordersSweepSeconds, 'orders expiry', () => orders.expireDue());
  if (config.sandbox) {
    fiatSandboxRoutes(app, { orders, wallet });
    everySeconds(app, config.payments.sandboxFiatSeconds, 'sandbox bank', () =>
      sandboxBank(orders, { delaySeconds: config.payments.sandboxFiatSeconds, log: app.log }),
    );
  }
}
