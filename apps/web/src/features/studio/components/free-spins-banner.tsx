import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../model/format';
import { useStudio } from './studio-context';

/**
 * The player's free spins in this game: which spin is next (or playing) of how many, and what
 * they have won; once the last has settled, what the winnings became.
 */
export function FreeSpinsBanner() {
  const { t } = useTranslation();
  const { rounds, currency } = useStudio();
  const free = rounds.freeRound;
  const done = rounds.busy ? null : rounds.freeSpinsDone;
  if (free) {
    const played = free.total - free.remaining;
    const current = rounds.busy ? played : played + 1;
    return (
      <div
        data-testid="studio-free-spins"
        className="flex items-center gap-3 rounded-xl border border-gold-500/30 bg-gold-500/10 px-3 py-2.5 max-md:-order-2"
      >
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-gold-500/15 text-gold-300">
          <Gift className="size-5" />
        </span>
        <div className="min-w-0 text-xs">
          <p data-testid="studio-free-spins-counter" className="text-sm font-bold text-gold-200">
            {t('Studio.free_spins.counter', { current: Math.max(current, 1), total: free.total })}
          </p>
          <p className="text-muted tabular-nums">
            {t('Studio.free_spins.won', {
              amount: formatAmount(BigInt(free.winnings), currency),
              currency: currency.code,
            })}
          </p>
        </div>
      </div>
    );
  }
  if (!done) return null;
  const granted = BigInt(done.granted ?? '0');
  return (
    <p
      role="status"
      data-testid="studio-free-spins-done"
      className="rounded-xl border border-mint-400/30 bg-mint-400/10 px-3 py-2.5 text-xs font-semibold text-mint-300 max-md:-order-2"
    >
      {done.status !== 'finished'
        ? t('Studio.free_spins.ended')
        : granted > 0n
          ? t('Studio.free_spins.became_bonus', {
              amount: formatAmount(granted, currency),
              currency: currency.code,
            })
          : t('Studio.free_spins.no_winnings')}
    </p>
  );
}
