import type { TMoney } from '@aurum/contracts/money';

/** Decimals kept at least: 25.000000 USDT reads 25.00 USDT. */
const MIN_DECIMALS = 2;

/**
 * An API amount for people with its currency code, e.g. "1,234.50 USD": digits grouped for the
 * locale, no zeros past the second decimal, formatted from the decimal text (never a float).
 */
export function formatAmount(
  { primaryValue, primaryPrecision }: Pick<TMoney, 'primaryValue' | 'primaryPrecision'>,
  currency: string,
  locale: string,
): string {
  const digits = new Intl.NumberFormat(locale, {
    minimumFractionDigits: Math.min(MIN_DECIMALS, primaryPrecision),
    maximumFractionDigits: primaryPrecision,
    roundingMode: 'trunc',
  }).format(primaryValue as `${number}`);
  return `${digits} ${currency}`;
}
