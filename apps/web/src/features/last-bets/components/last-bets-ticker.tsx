import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useLastBets } from '../hooks/use-last-bets';
import { LAST_BET_COLUMNS, LastBetRow } from './last-bet-row';

function TickerSkeleton() {
  return (
    <div data-testid="last-bets-loading" aria-busy className="flex flex-col gap-1.5 px-2.5">
      {[0, 1, 2, 3, 4].map((row) => (
        <div key={row} className="flex items-center gap-3 py-2">
          <Skeleton className="h-12 w-9 rounded-md" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-3 w-2/5" />
            <Skeleton className="h-2.5 w-1/4" />
          </div>
          <Skeleton className="h-3.5 w-20" />
        </div>
      ))}
    </div>
  );
}

/** The ten newest wins across the casino, live: newest on top, sliding in as they happen. */
export function LastBetsTicker() {
  const { t } = useTranslation();
  const { bets, state } = useLastBets();
  return (
    <section
      data-testid="last-bets-ticker"
      data-state={state}
      aria-labelledby="last-bets-title"
      className="flex flex-col gap-3 rounded-2xl border border-line/80 bg-surface p-3 sm:p-4"
    >
      <header className="flex items-center gap-2.5 px-1">
        <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-gold-500/12 text-gold-400 ring-1 ring-gold-500/20">
          <Trophy className="size-4.5" />
        </span>
        <h2 id="last-bets-title" className="flex-1 text-lg font-bold tracking-tight">
          {t('LastBets.title')}
        </h2>
        <span className="flex items-center gap-1.5 rounded-full border border-mint-400/25 bg-mint-500/10 px-2.5 py-1 text-[11px] font-bold tracking-wider text-mint-300 uppercase">
          <span className="relative flex size-1.5">
            <span className="absolute inset-0 animate-ping rounded-full bg-mint-400/70" />
            <span className="relative size-1.5 rounded-full bg-mint-400" />
          </span>
          {t('LastBets.live')}
        </span>
      </header>
      {state === 'loading' && <TickerSkeleton />}
      {state === 'empty' && (
        <p
          data-testid="last-bets-empty"
          className="rounded-xl border border-dashed border-line px-4 py-8 text-center text-sm text-muted"
        >
          {t('LastBets.empty')}
        </p>
      )}
      {state === 'ready' && (
        <div className="flex flex-col gap-1">
          <div
            aria-hidden
            className={cn(
              'hidden px-2.5 pb-1 text-[11px] font-semibold tracking-wide text-subtle uppercase',
              LAST_BET_COLUMNS,
            )}
          >
            <span>{t('LastBets.game')}</span>
            <span>{t('LastBets.player')}</span>
            <span>{t('LastBets.bet')}</span>
            <span>{t('LastBets.multiplier')}</span>
            <span>{t('LastBets.payout')}</span>
          </div>
          <ul aria-live="polite" className="flex flex-col gap-0.5">
            {bets.map((bet) => (
              <LastBetRow key={bet.id} bet={bet} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
