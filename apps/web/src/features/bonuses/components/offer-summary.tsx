import type { TBonusConditions } from '@aurum/contracts/bonuses';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useBonusFormat } from '../hooks/use-bonus-format';

/** What an offer gives ("+100% up to 500.00 USD") and on what terms (minimum deposit, wager). */
export function OfferSummary({
  conditions,
  title,
  gistClassName,
}: {
  conditions: TBonusConditions;
  title?: string;
  /** The gist's size and colour, e.g. the accent of the offer's kind. */
  gistClassName: string;
}) {
  const { t } = useTranslation();
  const { money, offerGist } = useBonusFormat();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      {title && <p className="font-bold text-fg">{title}</p>}
      <p className={cn('font-bold', gistClassName)}>{offerGist(conditions)}</p>
      <p className="text-xs text-muted">
        {t('Bonuses.offer.terms', { min: money(conditions.minDeposit), wager: conditions.wager })}
      </p>
    </div>
  );
}
