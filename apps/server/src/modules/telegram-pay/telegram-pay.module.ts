import { BOT_PAY_PROVIDERS, type TBotPayProvider } from '@aurum/contracts/wallet';
import { everySeconds } from '../../lib/every-seconds';
import type { App } from '../../lib/http';
import type { TSharedDeps } from '../../shared-deps';
import type { PlayerAuth } from '../auth/authenticate';
import type { CryptoService } from '../crypto/crypto.service';
import type { CurrenciesService } from '../wallet/currencies.service';
import type { WalletService } from '../wallet/wallet.service';
import { cryptoPaySandboxRoutes, cryptoPayWebhookBody } from './crypto-pay-sandbox.routes';
import {
  CRYPTO_PAY_ASSETS,
  CRYPTO_PAY_SIGNATURE_HEADER,
  createCryptoPayClient,
} from './crypto-pay.client';
import { createExchangeClient } from './exchange.client';
import { EXCHANGE_SANDBOX_ROOT, exchangeSandboxRoutes } from './exchange-sandbox.routes';
import { exchangeRoutes } from './exchange.routes';
import { fetchTransport, inProcessTransport, parseJson } from './http-transport';
import type { BotPayProvider } from './provider';
import { sandboxControlRoutes, sandboxSweepRoute } from './sandbox-controls.routes';
import { sandboxPaths, webhookPath } from './sandbox-paths';
import { createSandboxProvider, type TDelivery } from './sandbox-providers';
import { telegramPayWebhookRoutes } from './telegram-pay.routes';
import { createTelegramPayService, type TelegramPayService } from './telegram-pay.service';
import { createXRocketClient, XROCKET_ASSETS, XROCKET_SIGNATURE_HEADER } from './xrocket.client';
import { xrocketSandboxRoutes, xrocketWebhookBody } from './xrocket-sandbox.routes';
import { botPayAdminRoutes } from './bot-pay-admin.routes';
import type { OperatorsService } from '../operators/operators.service';
import type { RgService } from '../responsible-gaming/rg.service';
import { createTelegramPayRepo } from './telegram-pay.repo';

/** Each provider's client and the protocol its sandbox speaks. */
const PROVIDERS = {
  cryptobot: {
    client: createCryptoPayClient,
    assets: Object.values(CRYPTO_PAY_ASSETS),
    webhookBody: cryptoPayWebhookBody,
    signatureHeader: CRYPTO_PAY_SIGNATURE_HEADER,
    sandboxRoutes: cryptoPaySandboxRoutes,
  },
  xrocket: {
    client: createXRocketClient,
    assets: Object.values(XROCKET_ASSETS),
    webhookBody: xrocketWebhookBody,
    signatureHeader: XROCKET_SIGNATURE_HEADER,
    sandboxRoutes: xrocketSandboxRoutes,
  },
} as const;

/**
 * The Telegram build's chat-bot payment providers: a client per configured provider (to its
 * real API, or to the in-process sandbox outside production), offered to the crypto module
 * beside the chain, their webhooks, the sweep that expires unpaid invoices, and the sandboxes.
 */
export function telegramPayModule(
  app: App,
  deps: Pick<TSharedDeps, 'db' | 'config'> & {
    wallet: WalletService;
    currencies: CurrenciesService;
    crypto: CryptoService;
    playerAuth: PlayerAuth;
    operators: OperatorsService;
    responsibleGaming: RgService;
  },
): { telegramPay: TelegramPayService } {
  const { db, config } = deps;
  const configured = BOT_PAY_PROVIDERS.flatMap((name) => {
    const connection = config.telegramPay[name];
    return connection ? [{ name, connection, protocol: PROVIDERS[name] }] : [];
  });
  const clients: BotPayProvider[] = configured.map(({ name, connection, protocol }) =>
    protocol.client({
      token: connection.token,
      transport: connection.apiUrl
        ? fetchTransport(connection.apiUrl)
        : inProcessTransport(app, sandboxPaths(name).apiRoot),
    }),
  );

  const telegramPay = createTelegramPayService({
    db,
    wallet: deps.wallet,
    currencies: deps.currencies,
    depositGuard: deps.responsibleGaming.guardDeposit,
    providers: clients,
    invoiceTtlSeconds: config.telegramPay.invoiceTtlSeconds,
    log: app.log,
  });
  for (const provider of telegramPay.additionalProviders()) deps.crypto.registerProvider(provider);
  // Unpaid invoices count against the player's deposit limits until paid or expired.
  deps.responsibleGaming.registerOpenDeposits((tx, userId) =>
    createTelegramPayRepo(tx).openSums(userId),
  );
  telegramPayWebhookRoutes(app, { telegramPay, providers: clients });
  botPayAdminRoutes(app, { db, operators: deps.operators });
  const { exchangeUrl } = config.telegramPay;
  exchangeRoutes(app, {
    exchange: exchangeUrl
      ? createExchangeClient({
          transport:
            exchangeUrl === 'sandbox'
              ? inProcessTransport(app, EXCHANGE_SANDBOX_ROOT)
              : fetchTransport(exchangeUrl),
        })
      : undefined,
    crypto: deps.crypto,
    playerAuth: deps.playerAuth,
  });
  everySeconds(app, config.telegramPay.sweepSeconds, 'bot invoice sweep', () =>
    telegramPay.sweep(),
  );

  if (config.sandbox) {
    sandboxSweepRoute(app, { telegramPay });
    exchangeSandboxRoutes(app);
    for (const { name, connection, protocol } of configured) {
      const sandbox = createSandboxProvider({
        db,
        provider: name,
        token: connection.token,
        assets: protocol.assets,
        webhookBody: protocol.webhookBody,
        deliver: (rawBody, signature) =>
          deliverWebhook(app, name, rawBody, { [protocol.signatureHeader]: signature }),
      });
      protocol.sandboxRoutes(app, { sandbox });
      sandboxControlRoutes(app, { provider: name, sandbox });
    }
  }
  return { telegramPay };
}

/** A sandbox provider's webhook, posted to this process's webhook route. */
async function deliverWebhook(
  app: App,
  provider: TBotPayProvider,
  rawBody: string,
  headers: Record<string, string>,
): Promise<TDelivery> {
  const reply = await app.inject({
    method: 'POST',
    url: webhookPath(provider),
    headers: { ...headers, 'content-type': 'application/json' },
    payload: rawBody,
  });
  return { status: reply.statusCode, body: parseJson(reply.body) };
}
