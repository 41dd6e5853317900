import { exchangeEndpoints } from '@aurum/contracts/wallet';
import { AppError } from '../../lib/app-error';
import type { App } from '../../lib/http';
import { fromEndpoint } from '../../lib/http';
import type { PlayerAuth } from '../auth/authenticate';
import type { CryptoService } from '../crypto/crypto.service';
import { telegramWalletCurrency } from './currency-map';
import type { ExchangeService } from './exchange.client';

/** The exchange service did not answer: the player may try again. */
async function unavailable<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('payment_provider_unavailable', 502, { provider: 'exchange' });
  }
}

/**
 * The Telegram wallet top-up through the exchange service: its currencies, and a link that
 * sends a method's currency from the player's Telegram wallet to their own deposit address.
 * Without an exchange service (production unconfigured) both answer `payments_are_disabled`.
 */
export function exchangeRoutes(
  app: App,
  deps: { exchange: ExchangeService | undefined; crypto: CryptoService; playerAuth: PlayerAuth },
) {
  const required = () => {
    if (!deps.exchange) throw new AppError('payments_are_disabled', 503);
    return deps.exchange;
  };

  app.route({
    ...fromEndpoint(exchangeEndpoints.currencies),
    async handler(request) {
      await deps.playerAuth.requireUser(request);
      const exchange = required();
      return { items: await unavailable(() => exchange.availableCurrencies()) };
    },
  });

  app.route({
    ...fromEndpoint(exchangeEndpoints.withdrawalLink),
    async handler(request) {
      const user = await deps.playerAuth.requireUser(request);
      const exchange = required();
      const code = request.query.currency;
      const currency = telegramWalletCurrency(code);
      const method = (await deps.crypto.methods()).find((entry) => entry.code === code);
      if (!currency || !method)
        throw new AppError('error_currency_not_supported', 400, { currency: code });
      const { address } = await deps.crypto.depositAddress(user, code);
      const telegramAppLink = await unavailable(() =>
        exchange.withdrawalLink({ currency, network: method.network, address }),
      );
      return { telegramAppLink, address, currency, network: method.network };
    },
  });
}
