import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatAmount } from '../model/format';
import { useStudio } from './studio-context';

const quickButton =
  'h-8 min-w-9 cursor-pointer rounded-lg bg-surface-3 px-2 text-xs font-bold text-muted transition-colors hover:bg-[#262d41] hover:text-fg disabled:cursor-not-allowed disabled:opacity-50';

/**
 * The bet in major units with ½, 2×, min and max; checks it against the session's limits. While
 * the player has free spins it shows their fixed stake, locked.
 */
export function BetField({ label, disabled }: { label?: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const { bet, session, currency, rounds } = useStudio();
  const id = useId();
  const fixed = rounds.freeRound ? BigInt(rounds.freeRound.stake) : null;
  const locked = disabled || rounds.busy || fixed !== null;
  const problem =
    fixed === null && bet.problem
      ? t(`Studio.bet.${bet.problem}`, {
          min: formatAmount(BigInt(session.limits.minBet), currency),
          max: formatAmount(BigInt(session.limits.maxBet), currency),
          currency: currency.code,
        })
      : null;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between">
        <label htmlFor={id} className="text-xs font-semibold text-muted">
          {label ?? t('Studio.bet.label')}
        </label>
        <div className="flex gap-1">
          <button type="button" className={quickButton} disabled={locked} onClick={bet.toMin}>
            {t('Studio.bet.min')}
          </button>
          <button type="button" className={quickButton} disabled={locked} onClick={bet.toMax}>
            {t('Studio.bet.max')}
          </button>
        </div>
      </div>
      <div
        className={cn(
          'flex h-12 items-center gap-1 rounded-xl border border-line bg-bg/70 pr-1.5 pl-3.5 transition-colors focus-within:border-gold-500/60',
          problem && 'border-danger/70',
        )}
      >
        <input
          id={id}
          data-testid="studio-bet-input"
          inputMode="decimal"
          autoComplete="off"
          className="h-full min-w-0 flex-1 bg-transparent text-[15px] font-semibold tabular-nums outline-none disabled:opacity-60"
          value={fixed === null ? bet.text : formatAmount(fixed, currency)}
          disabled={locked}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => bet.setText(event.target.value)}
        />
        <span className="pr-1 text-xs font-semibold text-subtle">{currency.code}</span>
        <button type="button" className={quickButton} disabled={locked} onClick={bet.halve}>
          ½
        </button>
        <button type="button" className={quickButton} disabled={locked} onClick={bet.double}>
          2×
        </button>
      </div>
      <p
        data-testid="studio-bet-problem"
        className={cn('min-h-4 text-[11px] leading-4', problem ? 'text-danger' : 'text-subtle')}
      >
        {problem ??
          (fixed !== null ? t('Studio.free_spins.fixed_stake') : null) ??
          t('Studio.bet.limits', {
            min: formatAmount(BigInt(session.limits.minBet), currency),
            max: formatAmount(BigInt(session.limits.maxBet), currency),
            currency: currency.code,
          })}
      </p>
    </div>
  );
}
