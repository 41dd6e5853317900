import type { TBonusConditions } from '@aurum/contracts/bonuses';
import { ACCOUNT_CURRENCY, type TMoney } from '@aurum/contracts/money';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/lib/format-amount';

/** Formatting for the bonus screens in the player's language: money, times and an offer's gist. */
export function useBonusFormat() {
  const { t, i18n } = useTranslation();
  const money = (amount: TMoney) => formatAmount(amount, ACCOUNT_CURRENCY, i18n.language);
  const dateTime = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  /** "+100% up to 500.00 USD", "+25.00 USD", "50 free spins", joined. */
  const offerGist = (conditions: TBonusConditions) => {
    const parts: string[] = [];
    const percent = Math.round(Number(conditions.amountMultiplier) * 100);
    if (percent > 0)
      parts.push(
        conditions.maxAmount
          ? t('Bonuses.offer.percent_up_to', { percent, max: money(conditions.maxAmount) })
          : t('Bonuses.offer.percent', { percent }),
      );
    if (conditions.fixedAmount)
      parts.push(t('Bonuses.offer.fixed', { amount: money(conditions.fixedAmount) }));
    if (conditions.freespinsCount > 0)
      parts.push(t('Bonuses.offer.freespins', { count: conditions.freespinsCount }));
    return parts.join(' + ');
  };
  return { money, dateTime, offerGist };
}
