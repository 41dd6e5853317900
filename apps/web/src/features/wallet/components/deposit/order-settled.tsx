import type { TBuyOrder } from '@aurum/contracts/wallet';
import { Check, Gamepad2, History, Scale, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { walletModalStore } from '@/lib/wallet-modal';
import { walletNavigation } from '../../model/wallet-views';
import { orderAmount } from '../../utils/buy-order';
import { StatusIllustration } from '../status-illustration';

type TSettledStatus = Extract<TBuyOrder['status'], 'completed' | 'disputed' | 'refund'>;

const LOOKS = {
  completed: { icon: Check, tone: 'mint' },
  disputed: { icon: Scale, tone: 'gold' },
  refund: { icon: Undo2, tone: 'muted' },
} as const;

/**
 * An order that needs nothing more from the player here: paid (the deposit-success modal
 * celebrates it from the realtime feed), under dispute, or refunded.
 */
export function OrderSettled({ order, status }: { order: TBuyOrder; status: TSettledStatus }) {
  const { t, i18n } = useTranslation();
  const { icon, tone } = LOOKS[status];
  return (
    <div
      data-testid={`order-${status}`}
      className="flex flex-col items-center px-2 pt-6 pb-2 text-center"
    >
      <StatusIllustration icon={icon} tone={tone} />
      <h3 className="mt-6 text-lg font-bold tracking-tight text-fg">
        {t(`WalletFiat.settled.${status}_title`)}
      </h3>
      <p className="mt-1 text-2xl font-extrabold text-fg tabular-nums">
        {orderAmount(order, order.valueFrom, i18n.language)}
      </p>
      <p className="mt-2 max-w-sm text-sm leading-relaxed text-muted">
        {t(`WalletFiat.settled.${status}_description`)}
      </p>
      <div className="mt-8 flex w-full max-w-sm flex-col gap-2">
        {status === 'completed' && (
          <Button variant="primary" size="lg" onClick={() => walletModalStore.close()}>
            <Gamepad2 className="size-4.5" />
            {t('WalletFiat.settled.play')}
          </Button>
        )}
        <Button
          variant={status === 'completed' ? 'ghost' : 'primary'}
          size={status === 'completed' ? 'md' : 'lg'}
          onClick={() => walletNavigation.showTab('history')}
        >
          <History className="size-4.5" />
          {t('WalletFiat.settled.history')}
        </Button>
      </div>
    </div>
  );
}
