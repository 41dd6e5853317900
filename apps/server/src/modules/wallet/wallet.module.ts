import type { App } from '../../lib/http';
import { everySeconds } from '../../lib/every-seconds';
import type { TSharedDeps } from '../../shared-deps';
import type { PlayerAuth } from '../auth/authenticate';
import type { UsersService } from '../users/users.service';
import { ACCOUNT_CURRENCY, SEED_CURRENCIES } from './currencies.seed';
import { createCurrenciesService, type CurrenciesService } from './currencies.service';
import { createSandboxRatesSource } from './rates-source';
import { walletSandboxRoutes } from './sandbox.routes';
import { createStakes, type Stakes } from './stakes.service';
import { walletRoutes } from './wallet.routes';
import { createWalletService, type WalletService } from './wallet.service';

/**
 * The player's money: the wallet (balance, history, deposits, withdrawals), the currencies and
 * their rates, kept fresh on a timer, and the stakes the games move money with.
 */
export function walletModule(
  app: App,
  deps: Pick<TSharedDeps, 'db' | 'config' | 'ledger' | 'realtime'> & {
    users: UsersService;
    playerAuth: PlayerAuth;
  },
): { wallet: WalletService; currencies: CurrenciesService; stakes: Stakes } {
  const { db, config, ledger, users } = deps;
  const currencies = createCurrenciesService({ db, accountCurrency: ACCOUNT_CURRENCY });
  const wallet = createWalletService({
    db,
    ledger,
    currencies,
    users,
    realtime: deps.realtime,
    rules: config.payments,
  });
  const ratesSource = createSandboxRatesSource(
    new Map(SEED_CURRENCIES.map((currency) => [currency.code, currency.rate])),
  );
  everySeconds(app, config.ratesRefreshSeconds, 'rates refresh', async () =>
    wallet.publishRateChange(await currencies.refresh(ratesSource)),
  );

  walletRoutes(app, {
    playerAuth: deps.playerAuth,
    wallet,
    currencies,
    displayCurrencies: config.displayCurrencies,
  });
  if (config.sandbox) walletSandboxRoutes(app, { wallet, currencies, users });
  return { wallet, currencies, stakes: createStakes({ db, ledger, hooks: wallet.hooks }) };
}
