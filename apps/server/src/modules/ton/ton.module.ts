import type { App } from '../../lib/http';
import { everySeconds, skipWhileRunning } from '../../lib/every-seconds';
import type { TSharedDeps } from '../../shared-deps';
import type { PlayerAuth } from '../auth/authenticate';
import type { CryptoService } from '../crypto/crypto.service';
import type { OperatorsService } from '../operators/operators.service';
import { fetchTransport, inProcessTransport } from '../telegram-pay/http-transport';
import type { CurrenciesService } from '../wallet/currencies.service';
import type { WalletService } from '../wallet/wallet.service';
import { createToncenterClient } from './toncenter.client';
import { createSandboxTon } from './ton-sandbox';
import { TON_SANDBOX_API_ROOT, tonSandboxRoutes } from './ton-sandbox.routes';
import { tonAdminRoutes, tonRoutes } from './ton.routes';
import { createTonService, type TonService } from './ton.service';

/**
 * TON Connect deposits: offered beside the chain for the Toncoin-network methods when a deposit
 * wallet is configured, read from the chain through toncenter API v3 (or the in-process sandbox
 * chain, which speaks the same protocol, outside production), with the watcher on a timer.
 */
export function tonModule(
  app: App,
  deps: Pick<TSharedDeps, 'db' | 'config'> & {
    wallet: WalletService;
    currencies: CurrenciesService;
    crypto: CryptoService;
    playerAuth: PlayerAuth;
    operators: OperatorsService;
  },
): { ton: TonService | undefined } {
  const { db, config } = deps;
  const tonConfig = config.ton;
  const ton = tonConfig
    ? createTonService({
        db,
        wallet: deps.wallet,
        currencies: deps.currencies,
        config: tonConfig,
        chain: createToncenterClient({
          transport: tonConfig.apiUrl
            ? fetchTransport(tonConfig.apiUrl)
            : inProcessTransport(app, TON_SANDBOX_API_ROOT),
          apiKey: tonConfig.apiKey,
        }),
        log: app.log,
      })
    : undefined;
  tonRoutes(app, { ton, config: tonConfig, sandbox: config.sandbox, playerAuth: deps.playerAuth });
  tonAdminRoutes(app, { db, operators: deps.operators });
  if (!ton || !tonConfig) return { ton };

  deps.crypto.registerProvider(ton.provider());
  everySeconds(
    app,
    tonConfig.watchSeconds,
    'TON deposit watcher',
    skipWhileRunning(() => ton.pass()),
  );
  if (config.sandbox && tonConfig.apiUrl === undefined) {
    const sandbox = createSandboxTon({
      db,
      depositRaw: ton.depositRaw,
      masters: ton.masters,
      network: tonConfig.network,
    });
    tonSandboxRoutes(app, { sandbox, ton, testnet: tonConfig.network === 'testnet' });
  }
  return { ton };
}
