import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { forEachItem, type TItemLog } from '../../lib/each-item';
import type { TAdditionalProvider, TProviderMethod } from '../crypto/additional-providers';
import type { CurrenciesService } from '../wallet/currencies.service';
import type { WalletService } from '../wallet/wallet.service';
import type { TDepositGuard } from '../responsible-gaming/rg-guards';
import { createBotInvoices } from './bot-invoices';
import { botPayouts } from './bot-payouts';
import { createBotWebhooks } from './bot-webhooks';
import { telegramWalletCurrency } from './currency-map';
import type { BotPayProvider } from './provider';

/**
 * The Telegram build's chat-bot payment providers (Crypto Pay, xRocket Pay): deposits as
 * invoices paid in Telegram and credited from the providers' signed webhooks, withdrawals to
 * the player's Telegram account through the crypto module's withdrawal state machine.
 */
export function createTelegramPayService(deps: {
  db: Db;
  wallet: WalletService;
  currencies: CurrenciesService;
  /** The configured providers; none in production without tokens. */
  providers: readonly BotPayProvider[];
  invoiceTtlSeconds: number;
  log?: TItemLog;
  depositGuard?: TDepositGuard;
}) {
  const invoices = createBotInvoices({
    db: deps.db,
    ttlSeconds: deps.invoiceTtlSeconds,
    log: deps.log,
    depositGuard: deps.depositGuard,
  });
  const webhooks = createBotWebhooks(deps);
  const byName = new Map(deps.providers.map((provider) => [provider.name as string, provider]));

  /** The provider's code for the method's currency, by the Telegram wallet currency map. */
  const assetFor = (provider: BotPayProvider, method: TProviderMethod) => {
    const walletCurrency = telegramWalletCurrency(method.code);
    return walletCurrency === undefined ? undefined : provider.assetOf(walletCurrency);
  };

  return {
    /** Each provider as the crypto module offers it beside the chain. */
    additionalProviders(): TAdditionalProvider[] {
      return deps.providers.map((provider) => ({
        name: provider.name,
        supports: (method) => assetFor(provider, method) !== undefined,
        async deposit(user, method, amount) {
          const asset = assetFor(provider, method);
          if (!asset)
            throw new AppError('error_currency_not_supported', 400, { currency: method.code });
          return invoices.open(provider, user, { ...method, asset }, amount);
        },
        payouts: botPayouts(provider, deps),
      }));
    },

    receiveWebhook: (provider: BotPayProvider, rawBody: string, signature: unknown) =>
      webhooks.receive(provider, rawBody, signature),
    recordedEvents: (provider: string, providerInvoiceId: string) =>
      webhooks.recordedEvents(provider, providerInvoiceId),

    /**
     * Invoices past their time: each is first looked up with its provider (a paid one whose
     * webhook never came is credited now), else expired. A provider that does not answer
     * leaves the invoice for the next pass.
     */
    async sweep(now = new Date()) {
      const counts = { credited: 0, expired: 0 };
      const { failed } = await forEachItem(
        await invoices.due(now),
        async (invoice) => {
          const provider = byName.get(invoice.provider);
          const paid =
            provider && invoice.providerInvoiceId
              ? await provider.paidInvoice(invoice.providerInvoiceId)
              : null;
          if (provider && paid) {
            const body = JSON.stringify({ source: 'lookup', ...paid });
            if ((await webhooks.settle(provider, paid, body)) === 'credited') counts.credited += 1;
            return;
          }
          if (await invoices.expire(invoice.id)) counts.expired += 1;
        },
        { log: deps.log, name: 'bot invoice sweep' },
      );
      return { ...counts, failed };
    },
  };
}

export type TelegramPayService = ReturnType<typeof createTelegramPayService>;
