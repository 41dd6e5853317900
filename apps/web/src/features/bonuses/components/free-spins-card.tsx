import type { TFreeSpins } from '@aurum/contracts/bonuses';
import { Clock, Play, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useBonusFormat } from '../hooks/use-bonus-format';
import { useNow } from '../hooks/use-now';
import { timeLeft } from '../utils/bonus-figures';

/**
 * Free spins a bonus gave: the slot, spins left, the fixed stake and what they have won; a link
 * that opens the slot to play them. Ended ones say what their winnings became.
 */
export function FreeSpinsCard({ spins }: { spins: TFreeSpins }) {
  const { t } = useTranslation();
  const { money } = useBonusFormat();
  const now = useNow();
  const active = spins.status === 'active';
  const left = timeLeft(spins.expiresAt, now);
  const played = spins.total - spins.remaining;
  return (
    <article
      data-testid="free-spins"
      data-status={spins.status}
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-2xl border bg-surface p-5',
        active
          ? 'border-gold-500/25 bg-[radial-gradient(ellipse_at_top_left,rgb(245_177_32/0.14),transparent_60%)]'
          : 'border-line/70 opacity-80',
      )}
    >
      <header className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-gold-500/10 text-gold-300 ring-1 ring-gold-500/25">
          <Sparkles className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 className="truncate text-[15px] font-bold text-fg">{spins.gameTitle}</h3>
          <p className="truncate text-xs text-muted">
            {t(`Bonuses.free_spins.status.${spins.status}`)} · {spins.title}
          </p>
        </div>
      </header>
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-2 text-xs">
          <span className="font-semibold text-fg">{t('Bonuses.free_spins.spins')}</span>
          <span data-testid="free-spins-left" className="text-muted tabular-nums">
            {t('Bonuses.free_spins.left', { remaining: spins.remaining, total: spins.total })}
          </span>
        </div>
        <ProgressBar
          percent={Math.floor((played * 100) / spins.total)}
          label={t('Bonuses.free_spins.spins')}
        />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-xs">
        <div className="rounded-xl bg-surface-2 px-3 py-2">
          <dt className="text-subtle">{t('Bonuses.free_spins.stake')}</dt>
          <dd className="font-semibold text-fg tabular-nums">{money(spins.stake)}</dd>
        </div>
        <div className="rounded-xl bg-surface-2 px-3 py-2">
          <dt className="text-subtle">{t('Bonuses.free_spins.winnings')}</dt>
          <dd
            data-testid="free-spins-winnings"
            className="font-semibold text-gold-300 tabular-nums"
          >
            {money(spins.winnings)}
          </dd>
        </div>
      </dl>
      {active ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span className="flex items-center gap-1.5 text-xs text-muted tabular-nums">
            <Clock className={cn('size-4', left ? 'text-mint-400' : 'text-danger')} />
            {left
              ? t('Bonuses.countdown', {
                  days: left.days,
                  hours: left.hours,
                  minutes: left.minutes,
                })
              : t('Bonuses.time_up')}
          </span>
          <Button size="sm" asChild>
            <Link data-testid="free-spins-play" to={paths.gameSession.getHref(spins.gameId)}>
              <Play className="size-4" />
              {t('Bonuses.free_spins.play')}
            </Link>
          </Button>
        </div>
      ) : (
        <p data-testid="free-spins-result" className="text-xs font-semibold text-muted">
          {spins.status === 'finished' && spins.granted && BigInt(spins.granted.value) > 0n
            ? t('Bonuses.free_spins.became_bonus', { amount: money(spins.granted) })
            : spins.status === 'finished'
              ? t('Bonuses.free_spins.no_winnings')
              : t('Bonuses.free_spins.lost')}
        </p>
      )}
    </article>
  );
}
