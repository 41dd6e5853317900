import type { TMoney } from '@aurum/contracts/money';
import type { TSportBet } from '@aurum/contracts/sportsbook';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/lib/format-amount';
import { cn } from '@/lib/cn';
import { useOddsFormat } from '../../hooks/use-odds-format';
import { legLabels } from '../../utils/market-labels';
import { CashOutButton } from './cash-out-button';

const resultTone: Record<string, string> = {
  won: 'text-mint-400',
  half_won: 'text-mint-400',
  cashed_out: 'text-mint-400',
  lost: 'text-danger',
  half_lost: 'text-danger',
  rejected: 'text-danger',
};

/**
 * One bet: kind and status, each leg with its result, stake (and, once partly cashed out, what
 * was paid and what is still in play), payout and the cash-out.
 */
export function BetCard({ bet }: { bet: TSportBet }) {
  const { t, i18n } = useTranslation();
  const { formatOdds } = useOddsFormat();
  // A bet's money is in the currency it was staked in, whatever the player shows balances in.
  const money = (amount: TMoney) => formatAmount(amount, bet.currency, i18n.language).trim();
  const kind =
    bet.kind === 'system'
      ? t('Sportsbook.bets.system', { k: bet.systemSize, n: bet.legs.length })
      : t(`Sportsbook.slip.kinds.${bet.kind}`);

  return (
    <li
      data-testid="bet-card"
      data-bet-id={bet.id}
      className="flex flex-col gap-2 rounded-xl border border-line bg-surface-2 p-3 text-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <span className="font-semibold">{kind}</span>
        <span
          data-testid="bet-status"
          className={cn('text-xs font-semibold', resultTone[bet.status] ?? 'text-muted')}
        >
          {t(`Sportsbook.bets.statuses.${bet.status}`)}
        </span>
      </div>
      {bet.rejectReason && (
        <p className="text-xs text-danger">
          {t(`Sportsbook.errors.${bet.rejectReason}`, {
            defaultValue: t('Errors.unexpected_error'),
          })}
        </p>
      )}
      <ul className="flex flex-col gap-1.5">
        {bet.legs.map((leg) => {
          const names = legLabels(t, leg);
          return (
            <li
              key={`${leg.marketId}:${leg.outcomeId}`}
              data-testid="bet-leg"
              className="flex items-start gap-2 text-xs"
            >
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="font-medium break-words text-fg">{names.outcome}</span>
                <span className="truncate text-muted">
                  {names.market} · {leg.eventName}
                </span>
              </div>
              <span className="tabular-nums">{formatOdds(leg.odds)}</span>
              <span className={cn('w-16 text-right', resultTone[leg.result] ?? 'text-muted')}>
                {t(`Sportsbook.bets.results.${leg.result}`)}
              </span>
            </li>
          );
        })}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 text-xs">
        <dt className="text-muted">{t('Sportsbook.slip.stake')}</dt>
        <dd className="tabular-nums">{money(bet.stake)}</dd>
        {bet.cashedOut && (
          <>
            <dt className="text-muted">{t('Sportsbook.bets.cashed_out_total')}</dt>
            <dd className="text-mint-400 tabular-nums" data-testid="bet-cashed-out">
              {money(bet.cashedOut)}
            </dd>
            {bet.status === 'open' && (
              <>
                <dt className="text-muted">{t('Sportsbook.bets.open_stake')}</dt>
                <dd className="tabular-nums" data-testid="bet-open-stake">
                  {money(bet.openStake)}
                </dd>
              </>
            )}
          </>
        )}
        {bet.totalOdds !== null && (
          <>
            <dt className="text-muted">{t('Sportsbook.slip.total_odds')}</dt>
            <dd className="tabular-nums">{formatOdds(bet.totalOdds)}</dd>
          </>
        )}
        <dt className="text-muted">
          {bet.payout ? t('Sportsbook.bets.payout') : t('Sportsbook.slip.potential_payout')}
        </dt>
        <dd className="font-semibold text-gold-300 tabular-nums" data-testid="bet-payout">
          {money(bet.payout ?? bet.potentialPayout)}
        </dd>
      </dl>
      {bet.status === 'open' && bet.cashOut && (
        <CashOutButton
          betId={bet.id}
          offer={bet.cashOut}
          openStake={bet.openStake}
          formatMoney={money}
        />
      )}
    </li>
  );
}
