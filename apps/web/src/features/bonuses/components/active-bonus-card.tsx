import type { TUserBonus } from '@aurum/contracts/bonuses';
import { Clock, Gamepad2, Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useBonusConditions } from '../hooks/use-bonus-conditions';
import { useBonusFormat } from '../hooks/use-bonus-format';
import { useNow } from '../hooks/use-now';
import { timeLeft, wagerPercent } from '../utils/bonus-figures';

/** A bonus the player holds: its balance, how much is wagered and how long is left. */
export function ActiveBonusCard({ bonus }: { bonus: TUserBonus }) {
  const { t } = useTranslation();
  const { money } = useBonusFormat();
  const now = useNow();
  const percent = wagerPercent(bonus.wager.current, bonus.wager.total);
  const left = timeLeft(bonus.expiresAt, now);
  const maxBet = bonus.conditions.wagerMaxBet;
  const { open } = useBonusConditions();
  return (
    <article
      data-testid="active-bonus"
      className="relative flex min-w-0 flex-col gap-4 overflow-hidden rounded-2xl border border-gold-500/25 bg-surface bg-[radial-gradient(ellipse_at_top_right,rgb(245_177_32/0.12),transparent_60%)] p-5"
    >
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-gold-500/10 text-gold-400 ring-1 ring-gold-500/25">
            <Gift className="size-5" />
          </span>
          <div className="min-w-0">
            <h3 className="truncate text-[15px] font-bold text-fg">{bonus.title}</h3>
            <p className="text-xs text-muted">
              {t(`Bonuses.status.${bonus.status}`)} ·{' '}
              {t('Bonuses.granted', { amount: money(bonus.amount) })}
            </p>
          </div>
        </div>
        <div className="flex shrink-0 items-baseline justify-between gap-2 rounded-xl bg-surface-2/60 px-3 py-2 sm:block sm:bg-transparent sm:p-0 sm:text-right">
          <p className="text-[11px] tracking-wide text-subtle uppercase">{t('Bonuses.balance')}</p>
          <p data-testid="bonus-balance" className="text-lg font-bold text-gold-300 tabular-nums">
            {money(bonus.balance)}
          </p>
        </div>
      </header>
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-2 text-xs">
          <span className="font-semibold text-fg">{t('Bonuses.wagering')}</span>
          <span data-testid="wager-progress" className="text-muted tabular-nums">
            {t('Bonuses.wager_progress', {
              current: money(bonus.wager.current),
              total: money(bonus.wager.total),
              percent,
            })}
          </span>
        </div>
        <ProgressBar percent={percent} label={t('Bonuses.wagering')} />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-xs">
        <div className="flex items-center gap-2 rounded-xl bg-surface-2 px-3 py-2">
          <Clock className={cn('size-4 shrink-0', left ? 'text-mint-400' : 'text-danger')} />
          <div className="min-w-0">
            <dt className="text-subtle">{t('Bonuses.time_left')}</dt>
            <dd data-testid="bonus-time-left" className="font-semibold text-fg tabular-nums">
              {left
                ? t('Bonuses.countdown', {
                    days: left.days,
                    hours: left.hours,
                    minutes: left.minutes,
                  })
                : t('Bonuses.time_up')}
            </dd>
          </div>
        </div>
        {maxBet && (
          <div className="rounded-xl bg-surface-2 px-3 py-2">
            <dt className="text-subtle">{t('Bonuses.max_bet')}</dt>
            <dd data-testid="bonus-max-bet" className="font-semibold text-fg tabular-nums">
              {money(maxBet)}
            </dd>
          </div>
        )}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" asChild>
          <Link to={paths.bonusGames.getHref(bonus.id)}>
            <Gamepad2 className="size-4" />
            {t('Bonuses.play')}
          </Link>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          data-testid="active-bonus-conditions"
          onClick={() => open({ id: bonus.id, title: bonus.title, conditions: bonus.conditions })}
        >
          {t('Bonuses.conditions_button')}
        </Button>
      </div>
    </article>
  );
}
