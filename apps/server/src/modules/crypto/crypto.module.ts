import { everySeconds } from '../../lib/every-seconds';
import type { App } from '../../lib/http';
import type { RgService } from '../responsible-gaming/rg.service';
import type { TSharedDeps } from '../../shared-deps';
import type { PlayerAuth } from '../auth/authenticate';
import type { IdempotencyService } from '../idempotency/idempotency.service';
import type { OperatorsService } from '../operators/operators.service';
import type { CurrenciesService } from '../wallet/currencies.service';
import type { WalletService } from '../wallet/wallet.service';
import { createSandboxChain, unconfiguredChain, type ChainAdapter } from './chain';
import { cryptoAdminRoutes, cryptoRoutes, cryptoSandboxRoutes } from './crypto.routes';
import { createCryptoService, type CryptoService } from './crypto.service';

/**
 * Crypto deposits and withdrawals over a chain adapter, the back office's approvals, and the
 * processor that sends (and reconciles) payouts on a timer.
 */
export function cryptoModule(
  app: App,
  deps: Pick<TSharedDeps, 'db' | 'config'> & {
    wallet: WalletService;
    currencies: CurrenciesService;
    playerAuth: PlayerAuth;
    idempotency: IdempotencyService;
    operators: OperatorsService;
    /** Stands something in front of the chain adapter (tests: a provider that times out). */
    wrapChain: ((chain: ChainAdapter) => ChainAdapter) | undefined;
    responsibleGaming: RgService;
  },
): { crypto: CryptoService } {
  const { db, config, wallet, currencies } = deps;
  const crypto = createCryptoService({
    db,
    wallet,
    currencies,
    // The sandbox chain stands in for a custody provider outside production; production
    // refuses crypto payments until a real one is configured.
    chain: (deps.wrapChain ?? ((chain) => chain))(
      config.sandbox ? createSandboxChain(config.secrets.SESSION_SECRET, db) : unconfiguredChain(),
    ),
    rules: config.payments,
    log: app.log,
    depositGuard: deps.responsibleGaming.guardDeposit,
  });
  cryptoRoutes(app, { crypto, playerAuth: deps.playerAuth, wallet, idempotency: deps.idempotency });
  cryptoAdminRoutes(app, { crypto, wallet, operators: deps.operators, currencies });
  // Payouts left with an unknown outcome are reconciled first; new ones are then sent.
  everySeconds(app, config.payments.processSeconds, 'withdrawal processor', async () => {
    await crypto.reconcileWithdrawals();
    await crypto.processWithdrawals();
  });
  if (config.sandbox) {
    cryptoSandboxRoutes(app, { crypto, wallet });
    everySeconds(app, config.sandboxBlockSeconds, 'sandbox block', () => crypto.mineBlocks(1));
  }
  return { crypto };
}
