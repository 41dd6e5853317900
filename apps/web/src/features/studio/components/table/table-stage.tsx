import { ShieldCheck, Timer } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { DealerArt, type TDealerLook } from './dealer-art';

const FELTS = {
  green: 'radial-gradient(120% 85% at 50% 0%, #1f7a55 0%, #0f4a33 55%, #08281c 100%)',
  blue: 'radial-gradient(120% 85% at 50% 0%, #1f4f8a 0%, #11305a 55%, #081a33 100%)',
  red: 'radial-gradient(120% 85% at 50% 0%, #8a1f3a 0%, #5a1126 55%, #2e0814 100%)',
  purple: 'radial-gradient(120% 85% at 50% 0%, #5b2a9a 0%, #381866 55%, #1b0b33 100%)',
} as const;
export type TFelt = keyof typeof FELTS;

/** Seconds left until `endsAt` (epoch ms), ticking every 250 ms; null without a deadline. */
function useSecondsLeft(endsAt: number | null | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!endsAt) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);
  if (!endsAt) return null;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** The honest label of every studio table: random numbers, provably fair, no video. */
export function RngTableBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="rng-table-badge"
      className={cn(
        'flex items-center gap-1 rounded-full bg-black/35 px-2 py-1 text-[10px] font-bold uppercase tracking-wide text-gold-300',
        className,
      )}
    >
      <ShieldCheck className="size-3" aria-hidden />
      {t('Studio.table.rng_badge')}
    </span>
  );
}

/**
 * A studio table: the felt, the dealer drawn at the top, the table's name, and the honest
 * label that this is a random-number table with provably fair rounds, never a video stream.
 * `endsAt` (epoch ms) shows a betting countdown; `status` a line under the dealer ("Place your
 * bets", "Dealer stands on soft 17"...).
 */
export function TableStage({
  title,
  felt = 'green',
  dealer = 'classic',
  status,
  endsAt,
  children,
  className,
}: {
  title: string;
  felt?: TFelt;
  dealer?: TDealerLook;
  status?: ReactNode;
  endsAt?: number | null;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const seconds = useSecondsLeft(endsAt);
  return (
    <div
      data-testid="table-stage"
      className={cn('relative flex h-full flex-col overflow-hidden', className)}
      style={{ backgroundImage: FELTS[felt] }}
    >
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-[6%] top-[38%] bottom-[-30%] rounded-[50%] border-2 border-gold-400/25"
      />
      <header className="relative flex items-start justify-between gap-2 px-3 pt-2">
        <RngTableBadge />
        {seconds !== null && (
          <span
            data-testid="table-countdown"
            className={cn(
              'flex items-center gap-1 rounded-full px-2 py-1 text-xs font-black tabular-nums',
              seconds <= 3 ? 'bg-red-500/80 text-white' : 'bg-black/35 text-fg',
            )}
          >
            <Timer className="size-3.5" aria-hidden />
            {t('Studio.table.seconds', { count: seconds })}
          </span>
        )}
      </header>
      <div className="relative flex flex-col items-center">
        <DealerArt look={dealer} className="h-20 w-24 sm:h-24 sm:w-28" />
        <div className="-mt-1 rounded-md bg-black/40 px-3 py-0.5 text-[11px] font-bold tracking-wide text-fg/90">
          {title}
        </div>
        {status && (
          <div
            data-testid="table-status"
            className="mt-1 text-center text-xs font-semibold text-fg/80"
          >
            {status}
          </div>
        )}
      </div>
      <div className="relative min-h-0 flex-1">{children}</div>
    </div>
  );
}
