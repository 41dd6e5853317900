import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatCountdown } from '../../utils/buy-order';

/** Time left to pay; the last minute is shown in red. */
export function OrderCountdown({ left }: { left: number }) {
  const { t } = useTranslation();
  const urgent = left < 60;
  return (
    <div
      className={cn(
        'flex items-center justify-between gap-3 rounded-xl border px-3.5 py-2.5',
        urgent ? 'border-danger/35 bg-danger/10' : 'border-gold-500/25 bg-gold-500/8',
      )}
    >
      <span
        className={cn(
          'flex items-center gap-2 text-[13px]',
          urgent ? 'text-[#ffb3c0]' : 'text-gold-200',
        )}
      >
        <Timer className="size-4" />
        {t('WalletFiat.order.time_left')}
      </span>
      <span
        data-testid="order-countdown"
        role="timer"
        className={cn(
          'font-mono text-lg font-bold tabular-nums',
          urgent ? 'text-[#ff8fa3]' : 'text-gold-300',
        )}
      >
        {formatCountdown(left)}
      </span>
    </div>
  );
}
