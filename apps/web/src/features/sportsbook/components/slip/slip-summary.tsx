import { ACCOUNT_CURRENCY } from '@aurum/contracts/money';
import { ODDS_POLICIES, type TOddsPolicy } from '@aurum/contracts/sportsbook';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/select';
import { formatAmount } from '@/lib/format-amount';
import { betSlip, type TBetSlip } from '../../hooks/use-bet-slip';
import { useOddsFormat } from '../../hooks/use-odds-format';
import { formatMinor } from '../../utils/payout';
import { slipTotals, STAKE_PRECISION } from '../../utils/slip-totals';

const isPolicy = (value: string): value is TOddsPolicy =>
  (ODDS_POLICIES as readonly string[]).includes(value);

/** The odds-change policy, then total odds, total stake and the potential payout (account currency). */
export function SlipSummary({ slip }: { slip: TBetSlip }) {
  const { t, i18n } = useTranslation();
  const { formatOdds } = useOddsFormat();
  const totals = slipTotals(slip);
  const money = (minor: bigint | null) =>
    minor === null
      ? '—'
      : formatAmount(
          { primaryValue: formatMinor(minor, STAKE_PRECISION), primaryPrecision: STAKE_PRECISION },
          ACCOUNT_CURRENCY,
          i18n.language,
        ).trim();

  return (
    <div className="flex flex-col gap-2 text-sm">
      <label className="flex flex-col gap-1 text-xs text-muted">
        {t('Sportsbook.slip.odds_policy')}
        <Select
          data-testid="slip-odds-policy"
          value={slip.oddsPolicy}
          onChange={(change) =>
            isPolicy(change.target.value) && betSlip.setOddsPolicy(change.target.value)
          }
        >
          {ODDS_POLICIES.map((policy) => (
            <option key={policy} value={policy}>
              {t(`Sportsbook.slip.policies.${policy}`)}
            </option>
          ))}
        </Select>
      </label>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
        {totals.odds !== null && (
          <>
            <dt className="text-muted">{t('Sportsbook.slip.total_odds')}</dt>
            <dd className="font-semibold tabular-nums">{formatOdds(totals.odds)}</dd>
          </>
        )}
        {slip.kind === 'system' && (
          <>
            <dt className="text-muted">{t('Sportsbook.slip.lines')}</dt>
            <dd className="tabular-nums">{totals.bets}</dd>
          </>
        )}
        <dt className="text-muted">{t('Sportsbook.slip.total_stake')}</dt>
        <dd className="tabular-nums">{money(totals.totalStake)}</dd>
        <dt className="text-muted">{t('Sportsbook.slip.potential_payout')}</dt>
        <dd className="font-semibold text-gold-300 tabular-nums" data-testid="slip-payout">
          {money(totals.payout)}
        </dd>
      </dl>
    </div>
  );
}
