import { ArrowRight, Lock, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { betSlip } from '../../hooks/use-bet-slip';
import { useOddsFormat } from '../../hooks/use-odds-format';
import type { TSlipSelection } from '../../utils/bet-slip';
import { legLabels } from '../../utils/market-labels';

/** One selection on the slip: what it is, its odds (and new odds to accept), its own error. */
export function SlipLeg({ selection, error }: { selection: TSlipSelection; error?: string }) {
  const { t } = useTranslation();
  const { formatOdds } = useOddsFormat();
  const moved = selection.changedOdds;
  const names = legLabels(t, selection);
  return (
    <li
      data-testid="slip-leg"
      data-locked={selection.locked || undefined}
      className={cn(
        'flex flex-col gap-1 rounded-xl border bg-surface-2 p-2.5',
        selection.locked ? 'border-line opacity-70' : 'border-line',
        error && 'border-danger/60',
      )}
    >
      <div className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="text-sm font-semibold break-words">{names.outcome}</span>
          <span className="truncate text-xs text-muted">{names.market}</span>
          <span className="truncate text-xs text-subtle">{selection.eventName}</span>
        </div>
        <span className="flex items-center gap-1 text-sm font-semibold tabular-nums">
          {selection.locked && (
            <Lock className="size-3.5 text-muted" aria-label={t('Sportsbook.slip.locked')} />
          )}
          <span className={cn(moved !== null && 'text-muted line-through')}>
            {formatOdds(selection.odds)}
          </span>
          {moved !== null && (
            <>
              <ArrowRight className="size-3 text-muted" />
              <span
                data-testid="slip-leg-new-odds"
                className={moved > selection.odds ? 'text-mint-400' : 'text-danger'}
              >
                {formatOdds(moved)}
              </span>
            </>
          )}
        </span>
        <button
          type="button"
          onClick={() => betSlip.remove(selection)}
          aria-label={t('Sportsbook.slip.remove', { outcome: names.outcome })}
          className="grid size-6 cursor-pointer place-items-center rounded-md text-muted hover:bg-surface-3 hover:text-fg"
        >
          <X className="size-3.5" />
        </button>
      </div>
      {selection.locked && <p className="text-xs text-muted">{t('Sportsbook.slip.locked')}</p>}
      {error && (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      )}
    </li>
  );
}
