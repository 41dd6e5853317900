import type { TBalancePart } from '@aurum/contracts/wallet';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../utils/format-money';

/** One balance figure in the player's display currency. */
export function BalanceAmount({ part, className }: { part: TBalancePart; className?: string }) {
  const { i18n } = useTranslation();
  return (
    <span className={className}>
      {formatMoney(part, part.currency.displayFormat, i18n.language)}
    </span>
  );
}
