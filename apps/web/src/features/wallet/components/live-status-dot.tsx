import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useRealtimeStatus } from '@/lib/realtime/use-realtime';

/** A quiet hint on the balance while live updates are reconnecting or paused. */
export function LiveStatusDot() {
  const { t } = useTranslation();
  const status = useRealtimeStatus();
  if (status !== 'reconnecting' && status !== 'offline') return null;
  const label = t(`Wallet.live.${status}`);
  return (
    <span
      data-testid="realtime-status"
      data-status={status}
      title={label}
      className="absolute top-1 right-1 flex size-2"
    >
      {status === 'reconnecting' && (
        <span className="absolute inline-flex size-full rounded-full bg-gold-400 opacity-75 motion-safe:animate-ping" />
      )}
      <span
        className={cn(
          'relative inline-flex size-2 rounded-full',
          status === 'reconnecting' ? 'bg-gold-400' : 'bg-subtle',
        )}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
