import { MULTIPLIER_SCALE } from '@aurum/games';
import { CircleSlash, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatAmount, formatMultiplier } from '../model/format';
import { useStudio } from './studio-context';

/** The last settled round: what it paid, at what multiplier, or that it lost. */
export function RoundResult() {
  const { t } = useTranslation();
  const { rounds, currency } = useStudio();
  const { result } = rounds;
  const won = result !== null && result.payout > 0n;
  return (
    <div
      data-testid="studio-result"
      data-round-id={result?.roundId}
      data-nonce={result?.nonce}
      data-payout={result?.payout.toString()}
      aria-live="polite"
      className={cn(
        'flex h-12 items-center gap-3 rounded-xl border px-3 text-sm transition-colors',
        result === null && 'border-line/60 bg-bg/40 text-subtle',
        won && 'border-mint-500/30 bg-mint-500/10',
        result !== null && !won && 'border-line bg-surface-2 text-muted',
      )}
    >
      {result === null ? (
        <span className="text-xs">{t('Studio.result.none')}</span>
      ) : (
        <>
          {won ? (
            <Trophy className="size-4.5 shrink-0 text-mint-400" />
          ) : (
            <CircleSlash className="size-4.5 shrink-0" />
          )}
          <span className="min-w-0 flex-1 truncate font-semibold">
            {won
              ? t('Studio.result.won', {
                  amount: formatAmount(result.payout, currency),
                  currency: currency.code,
                })
              : t('Studio.result.lost')}
          </span>
          <span
            className={cn(
              'rounded-md px-1.5 py-0.5 font-mono text-xs font-bold tabular-nums',
              result.multiplier >= MULTIPLIER_SCALE
                ? 'bg-mint-500/20 text-mint-300'
                : 'bg-surface-3 text-muted',
            )}
          >
            {formatMultiplier(result.multiplier)}
          </span>
        </>
      )}
    </div>
  );
}

/**
 * A win flashes over the stage for a moment (a CSS animation: no timers to clean up), centred
 * or, where the centre holds the game's own result, in the upper part.
 */
export function WinPopup({
  placement = 'center',
  minMultiplier = 1,
}: {
  placement?: 'center' | 'top';
  /** Wins below this multiplier (ten-thousandths) are left to the game's own display. */
  minMultiplier?: number;
}) {
  const { t } = useTranslation();
  const { rounds, currency } = useStudio();
  const { result } = rounds;
  if (!result || result.payout === 0n || result.multiplier < minMultiplier) return null;
  return (
    <div
      key={result.roundId}
      aria-hidden
      className={cn(
        'pointer-events-none absolute inset-0 z-20 flex justify-center',
        placement === 'center' ? 'items-center' : 'items-start pt-[8%]',
      )}
    >
      <div className="flex animate-[studio-win-pop_2600ms_ease-out_forwards] flex-col items-center gap-1 rounded-2xl border-2 border-mint-400/70 bg-[#07140f]/90 px-7 py-4 shadow-[0_0_60px_-10px_rgb(47_240_160/0.6)] backdrop-blur">
        <span className="font-mono text-3xl font-black text-mint-300 tabular-nums">
          {formatMultiplier(result.multiplier)}
        </span>
        <span className="h-px w-full bg-mint-400/30" />
        <span className="text-sm font-bold text-fg tabular-nums">
          {t('Studio.result.amount', {
            amount: formatAmount(result.payout, currency),
            currency: currency.code,
          })}
        </span>
      </div>
    </div>
  );
}
