import type { TBonusConditions } from '@aurum/contracts/bonuses';
import { useTranslation } from 'react-i18next';
import { useBonusFormat } from '../hooks/use-bonus-format';

/** An offer's short terms under its headline: "From 10.00 USD · wager x35". */
export function StepTerms({ conditions }: { conditions: TBonusConditions }) {
  const { t } = useTranslation();
  const { money } = useBonusFormat();
  return (
    <span className="truncate text-xs text-muted">
      {t('Bonuses.drawer.step_terms', {
        min: money(conditions.minDeposit),
        wager: conditions.wager,
      })}
    </span>
  );
}
