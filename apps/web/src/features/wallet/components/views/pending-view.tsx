import { ArrowDownToLine, Hourglass, History, Scale, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { walletModalStore, type TWalletPending } from '@/lib/wallet-modal';
import { walletNavigation } from '../../model/wallet-views';
import { StatusIllustration } from '../status-illustration';

const ICONS: Record<TWalletPending, LucideIcon> = {
  deposit: ArrowDownToLine,
  withdraw: Hourglass,
  dispute: Scale,
};

/**
 * A payment was sent and waits for the other side (spec 2 "pending"): a completed realtime
 * transaction closes it; meanwhile the player can follow it in the history or close the wallet.
 */
export function PendingView({ type }: { type: TWalletPending }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="wallet-pending"
      data-type={type}
      className="flex flex-col items-center px-2 pt-6 pb-2 text-center"
    >
      <StatusIllustration icon={ICONS[type]} tone={type === 'deposit' ? 'mint' : 'gold'} active />
      <h3 className="mt-6 text-lg font-bold tracking-tight text-fg">
        {t(`WalletWithdraw.pending.${type}_title`)}
      </h3>
      <p className="mt-2 max-w-sm text-sm leading-relaxed text-muted">
        {t(`WalletWithdraw.pending.${type}_description`)}
      </p>
      <div className="mt-8 flex w-full max-w-sm flex-col gap-2">
        <Button
          variant="primary"
          size="lg"
          data-testid="wallet-pending-history"
          onClick={() => walletNavigation.showTab('history')}
        >
          <History className="size-4.5" />
          {t('WalletWithdraw.pending.history')}
        </Button>
        <Button
          variant="ghost"
          data-testid="wallet-pending-close"
          onClick={() => walletModalStore.close()}
        >
          {t('WalletWithdraw.pending.close')}
        </Button>
      </div>
    </div>
  );
}
