/** How a currency writes an amount, e.g. `${amount}` or `{amount} ₽`. */
const AMOUNT_PLACEHOLDER = '{amount}';

interface TFormattableAmount {
  /** The decimal amount as the API sends it ("1234.5"): formatted as text, never a float. */
  primaryValue: string;
  primaryPrecision: number;
}

/**
 * An amount for people: digits grouped for the locale, exactly `primaryPrecision` decimals,
 * placed into the currency's display format.
 */
export function formatMoney(
  { primaryValue, primaryPrecision }: TFormattableAmount,
  displayFormat: string,
  locale: string,
): string {
  const digits = new Intl.NumberFormat(locale, {
    minimumFractionDigits: primaryPrecision,
    maximumFractionDigits: primaryPrecision,
    roundingMode: 'trunc',
  }).format(primaryValue as `${number}`);
  return displayFormat.includes(AMOUNT_PLACEHOLDER)
    ? displayFormat.replace(AMOUNT_PLACEHOLDER, digits)
    : `${digits} ${displayFormat}`.trim();
}
