import { Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { walletNavigation } from '../model/wallet-views';

/** Reopens a waiting deposit order's bank details from its history row (its id is the order's). */
export function OpenOrderButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      data-testid="transaction-open-order"
      onClick={() =>
        walletNavigation.openView({ name: 'fiat-deposit-details', orderId, step: 'waiting' })
      }
      className="inline-flex h-7 shrink-0 cursor-pointer items-center gap-1.5 rounded-lg border border-gold-500/35 bg-gold-500/10 px-2.5 text-xs font-semibold text-gold-300 transition-colors hover:border-gold-500/60 hover:bg-gold-500/20"
    >
      <Landmark className="size-3.5" />
      {t('WalletFiat.history.open_order')}
    </button>
  );
}
