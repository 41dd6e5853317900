import { Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { walletNavigation } from '../../model/wallet-views';

/** Opens the dispute form of a deposit order from its history row. */
export function TransactionDisputeButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      data-testid="transaction-dispute"
      onClick={() => walletNavigation.openView({ name: 'open-dispute', orderId })}
      className="inline-flex h-7 shrink-0 cursor-pointer items-center gap-1.5 rounded-lg border border-violet-500/35 bg-violet-500/10 px-2.5 text-xs font-semibold text-violet-400 transition-colors hover:border-violet-500/60 hover:bg-violet-500/20"
    >
      <Scale className="size-3.5" />
      {t('Dispute.open')}
    </button>
  );
}
