import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatMultiplier } from '../../model/format';

/** What each number of hits pays for the current pick count; the round's row lights up. */
export function KenoPaytable({
  table,
  lit,
}: {
  table: readonly number[];
  /** Hits of the finished round, or null. */
  lit: number | null;
}) {
  const { t } = useTranslation();
  if (table.length === 0) {
    return (
      <p data-testid="keno-paytable" className="py-2 text-center text-xs font-semibold text-muted">
        {t('Studio.keno.pick_hint')}
      </p>
    );
  }
  return (
    <ol
      data-testid="keno-paytable"
      aria-label={t('Studio.keno.paytable')}
      className="grid gap-1"
      style={{ gridTemplateColumns: `repeat(${table.length}, minmax(0, 1fr))` }}
    >
      {table.map((multiplier, hits) => (
        <li
          key={hits}
          data-testid={`keno-pay-${hits}`}
          data-lit={lit === hits}
          className={cn(
            'flex min-w-0 flex-col items-center rounded-lg border px-0.5 py-1 transition-colors',
            lit === hits
              ? multiplier > 0
                ? 'border-mint-400/70 bg-mint-500/20 text-mint-200'
                : 'border-line bg-surface-3 text-fg'
              : 'border-line/60 bg-bg/60 text-muted',
          )}
        >
          <span className="truncate font-mono text-[10px] font-bold tabular-nums sm:text-xs">
            {formatMultiplier(multiplier)}
          </span>
          <span className="text-[10px] font-semibold opacity-70 sm:hidden">{hits}</span>
          <span className="text-[10px] font-semibold opacity-70 max-sm:hidden">
            {t('Studio.keno.hits', { count: hits })}
          </span>
        </li>
      ))}
    </ol>
  );
}
