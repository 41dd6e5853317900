import type { TPromoCodeInfo, TPromoCodeState } from '@aurum/contracts/promo-codes';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useBonusFormat } from '../hooks/use-bonus-format';

const STATE_STYLE: Record<TPromoCodeState, string> = {
  available: 'bg-mint-500/10 text-mint-400 ring-mint-500/30',
  not_started: 'bg-violet-500/10 text-violet-400 ring-violet-500/30',
  expired: 'bg-danger/10 text-danger ring-danger/30',
  exhausted: 'bg-danger/10 text-danger ring-danger/30',
  disabled: 'bg-surface-3 text-muted ring-line',
};

export function PromoCodeStateBadge({ state }: { state: TPromoCodeState }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="promo-code-state"
      className={cn(
        'inline-flex h-6 items-center rounded-full px-2.5 text-xs font-semibold ring-1',
        STATE_STYLE[state],
      )}
    >
      {t(`Bonuses.promo.state.${state}`)}
    </span>
  );
}

/** A code's bonus at a glance: what it gives, its wager, max bet, deadlines and state. */
export function PromoCodeTerms({ info }: { info: TPromoCodeInfo }) {
  const { t } = useTranslation();
  const { money, dateTime, offerGist } = useBonusFormat();
  const { conditions } = info;
  const isMatch = Number(conditions.amountMultiplier) > 0;
  const rows: [string, string][] = [
    [t('Bonuses.promo.wager'), `x${conditions.wager}`],
    [
      t('Bonuses.max_bet'),
      conditions.wagerMaxBet ? money(conditions.wagerMaxBet) : t('Bonuses.promo.no_limit'),
    ],
    [
      t('Bonuses.promo.bonus_deadline'),
      t('Bonuses.promo.hours', { count: conditions.deadlineHours }),
    ],
  ];
  if (isMatch) {
    const bounds = conditions.maxDeposit
      ? t('Bonuses.promo.deposit_between', {
          min: money(conditions.minDeposit),
          max: money(conditions.maxDeposit),
        })
      : t('Bonuses.promo.deposit_from', { min: money(conditions.minDeposit) });
    rows.unshift([t('Bonuses.promo.deposit'), bounds]);
  }
  rows.push([
    t('Bonuses.promo.valid'),
    info.state === 'not_started'
      ? t('Bonuses.promo.starts', { date: dateTime(info.startsAt) })
      : info.endsAt
        ? t('Bonuses.promo.until', { date: dateTime(info.endsAt) })
        : t('Bonuses.promo.no_end'),
  ]);
  return (
    <div data-testid="promo-code-terms" className="flex flex-col gap-4">
      <div className="relative overflow-hidden rounded-2xl border border-gold-500/30 bg-linear-to-br from-gold-500/15 via-surface-2 to-violet-500/10 p-4">
        <span
          aria-hidden
          className="absolute -top-10 -right-10 size-32 rounded-full bg-gold-400/20 blur-2xl"
        />
        <div className="relative flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-mono text-xs tracking-[0.2em] text-gold-300">{info.code}</p>
            <p className="mt-1 text-2xl font-extrabold text-fg" data-testid="promo-code-gist">
              {offerGist(conditions)}
            </p>
            <p className="mt-0.5 text-sm text-muted">{info.title}</p>
          </div>
          <PromoCodeStateBadge state={info.state} />
        </div>
        {isMatch && (
          <p className="relative mt-2 text-xs text-gold-200">{t('Bonuses.promo.match_hint')}</p>
        )}
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="flex items-baseline justify-between gap-3 rounded-lg bg-surface-2 px-3 py-2 sm:flex-col sm:items-start sm:justify-start sm:gap-0.5"
          >
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="font-semibold text-fg">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
