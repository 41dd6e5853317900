import { AppError } from '../../lib/app-error';
import type { TProviderPayouts } from '../crypto/additional-providers';
import { PayoutRefusedError } from '../crypto/chain';
import type { CurrenciesService } from '../wallet/currencies.service';
import { telegramWalletCurrency } from './currency-map';
import { decimalText, ProviderRefusedError, type BotPayProvider } from './provider';

/**
 * Withdrawals to the player's own wallet with a chat-bot provider: the destination is the
 * Telegram account the player signed in with, the withdrawal id is the transfer's idempotency
 * key (Crypto Pay's `spend_id`, xRocket's `transferId`). The crypto module's withdrawal state
 * machine decides when to send and records the answer; this only speaks to the provider.
 */
export function botPayouts(
  provider: BotPayProvider,
  deps: { currencies: CurrenciesService },
): TProviderPayouts {
  return {
    destination(user) {
      if (user.telegramId === null) throw new AppError('telegram_account_required', 422);
      return user.telegramId.toString();
    },

    async send(payout) {
      const network = await deps.currencies.getNetwork(payout.code);
      const currency = await deps.currencies.get(network.currencyCode);
      const walletCurrency = telegramWalletCurrency(payout.code);
      const asset = walletCurrency && provider.assetOf(walletCurrency);
      if (!asset) throw new PayoutRefusedError(`currency ${payout.code} not taken`);
      try {
        const { transferId } = await provider.transfer({
          spendId: payout.id,
          telegramUserId: payout.address,
          asset,
          amount: decimalText(payout.amount, currency.precision),
          comment: 'Withdrawal',
        });
        return { hash: transferId };
      } catch (error) {
        if (error instanceof ProviderRefusedError) throw new PayoutRefusedError(error.reason);
        throw error;
      }
    },

    status: (id) => provider.transferStatus(id),
  };
}
