import { Clock } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '@/hooks/use-countdown';
import { formatCountdown } from '../utils/format-countdown';

/** "Next free spin in 05:12:33"; `onReached` runs once the time has come. */
export function WheelNextSpin({
  nextSpinAt,
  onReached,
}: {
  nextSpinAt: string | null;
  onReached?: () => void;
}) {
  const { t } = useTranslation();
  const deadline = nextSpinAt === null ? null : Date.parse(nextSpinAt);
  const left = useCountdown(deadline);
  const reached = deadline !== null && left === 0;
  useEffect(() => {
    if (reached) onReached?.();
  }, [reached, onReached]);

  if (deadline === null) {
    return (
      <p data-testid="wheel-next-spin" className="text-center text-sm text-muted">
        {t('Wheel.resting')}
      </p>
    );
  }
  return (
    <p
      data-testid="wheel-next-spin"
      className="flex items-center gap-2 rounded-full border border-line bg-surface-2/80 px-4 py-2 text-sm text-muted"
    >
      <Clock className="size-4 text-gold-400" />
      {t('Wheel.next_spin_in')}
      <span data-testid="wheel-countdown" className="font-bold text-fg tabular-nums">
        {formatCountdown(left)}
      </span>
    </p>
  );
}
