import { useTranslation } from 'react-i18next';
import { formatAmount, payoutAt } from '../model/format';
import { useStudio } from './studio-context';

/** What a win at `multiplier` would add to the balance with the current bet. */
export function ProfitOnWin({ multiplier }: { multiplier: number }) {
  const { t } = useTranslation();
  const { bet, currency } = useStudio();
  const stake = bet.minor ?? 0n;
  const profit = payoutAt(stake, multiplier) - stake;
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-xs font-semibold text-muted">{t('Studio.profit_on_win')}</span>
      <div className="flex h-11 items-center justify-between rounded-xl border border-line bg-bg/50 px-3.5 text-sm font-semibold tabular-nums">
        <span data-testid="studio-profit">{formatAmount(profit > 0n ? profit : 0n, currency)}</span>
        <span className="text-xs text-subtle">{currency.code}</span>
      </div>
    </div>
  );
}
