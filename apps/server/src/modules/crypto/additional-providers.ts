import type { TTonDeposit } from '@aurum/contracts/ton';
import type { TBotInvoice } from '@aurum/contracts/wallet';
import { AppError } from '../../lib/app-error';
import type { TUserRow } from '../users/users.service';
import type { TPayout, TPayoutStatus } from './chain';

/** What an additional provider answers for a deposit. */
export type TProviderDeposit = TBotInvoice | TTonDeposit;

/** A crypto method (currency on a network) as an additional provider sees it. */
export interface TProviderMethod {
  code: string;
  network: string;
  currencyCode: string;
  precision: number;
}

/**
 * Where a provider's withdrawals go and how they are sent: to the player's own account with
 * the provider, once per payout id, with the same refusal / unknown-outcome contract as the chain.
 */
export interface TProviderPayouts {
  /** The player's account with the provider, kept as the withdrawal's address; throws an AppError when none. */
  destination(user: TUserRow): string;
  send(payout: TPayout): Promise<{ hash: string }>;
  status(id: string): Promise<TPayoutStatus>;
}

/**
 * A payment provider beside the chain for some crypto methods (the Telegram build's chat-bot
 * providers, `additionalProviders` in the methods list): deposits are invoices the player pays
 * with the provider, withdrawals go to the player's account with it.
 */
export interface TAdditionalProvider {
  name: string;
  supports(method: TProviderMethod): boolean;
  /**
   * A deposit of `amount` (minor units of the method's currency, at least its minimum): an
   * invoice to pay with a chat-bot provider, or a transfer for the player's own TON wallet.
   */
  deposit(user: TUserRow, method: TProviderMethod, amount: bigint): Promise<TProviderDeposit>;
  /** Absent when the provider carries no withdrawals. */
  payouts?: TProviderPayouts;
}

/** The additional providers registered by the modules that bring them, by name. */
export function createProviderRegistry() {
  const providers = new Map<string, TAdditionalProvider>();
  return {
    register: (provider: TAdditionalProvider) => {
      providers.set(provider.name, provider);
    },
    /** The names of the providers that take a method, for its `additionalProviders`. */
    namesFor(method: TProviderMethod): string[] {
      return [...providers.values()].filter((entry) => entry.supports(method)).map((p) => p.name);
    },
    /** The provider a player asked for, refusing one unknown or not taking the method. */
    require(name: string, method: TProviderMethod): TAdditionalProvider {
      const provider = providers.get(name);
      if (!provider) throw new AppError('error_currency_not_supported', 400, { provider: name });
      if (!provider.supports(method))
        throw new AppError('error_currency_not_supported', 400, {
          currency: method.code,
          provider: name,
        });
      return provider;
    },
    /** The payouts of a registered provider; undefined when it is gone or carries none. */
    payoutsOf: (name: string) => providers.get(name)?.payouts,
  };
}

export type ProviderRegistry = ReturnType<typeof createProviderRegistry>;
