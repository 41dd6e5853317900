import { displayCurrencyEndpoints, walletEndpoints } from '@aurum/contracts/wallet';
import type { App } from '../../lib/http';
import { fromEndpoint } from '../../lib/http';
import type { PlayerAuth } from '../auth/authenticate';
import type { CurrenciesService } from './currencies.service';
import type { WalletService } from './wallet.service';

export function walletRoutes(
  app: App,
  deps: {
    playerAuth: PlayerAuth;
    wallet: WalletService;
    currencies: CurrenciesService;
    displayCurrencies: readonly string[];
  },
) {
  app.route({
    ...fromEndpoint(displayCurrencyEndpoints.list),
    async handler(_request, reply) {
      reply.header('cache-control', 'public, max-age=300');
      const all = await deps.currencies.list();
      // In the operator's order (DISPLAY_CURRENCIES), only those with a rate.
      const items = deps.displayCurrencies.flatMap((code) => {
        const currency = all.find((entry) => entry.code === code);
        return currency
          ? [
              {
                code: currency.code,
                name: currency.name,
                icon: currency.icon,
                displayFormat: currency.displayFormat,
                isFiat: currency.isFiat,
              },
            ]
          : [];
      });
      return { items };
    },
  });

  app.route({
    ...fromEndpoint(walletEndpoints.balance),
    async handler(request, reply) {
      reply.header('cache-control', 'no-store');
      return deps.wallet.balanceOf(await deps.playerAuth.requireUser(request));
    },
  });

  app.route({
    ...fromEndpoint(walletEndpoints.transactions),
    async handler(request) {
      const user = await deps.playerAuth.requireUser(request);
      const { offset, limit } = request.query;
      return deps.wallet.listTransactions(user.id, { offset, limit });
    },
  });
}
