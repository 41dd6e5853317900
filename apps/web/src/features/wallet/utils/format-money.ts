/** How a currency writes an amount, e.g. `${amount}` or `{amount} ₽`. */
const AMOUNT_PLACEHOLDER = '{amount}';

interface TFormattableAmount {
  /** The decimal amount as the API sends it ("1234.5"): formatted as text, never a float. */
  primaryValue: string;
  primaryPrecision: number;
}

/** Decimals a `trimmed` amount keeps at least (crypto precisions go up to 18). */
const TRIMMED_MIN_DECIMALS = 2;

/**
 * An amount for people: digits grouped for the locale, exactly `primaryPrecision` decimals
 * (or, `trimmed`, without zeros past the second: 25.000000 USDT reads 25.00 USDT), placed into
 * the currency's display format.
 */
export function formatMoney(
  { primaryValue, primaryPrecision }: TFormattableAmount,
  displayFormat: string,
  locale: string,
  { trimmed = false }: { trimmed?: boolean } = {},
): string {
  const digits = new Intl.NumberFormat(locale, {
    minimumFractionDigits: trimmed
      ? Math.min(TRIMMED_MIN_DECIMALS, primaryPrecision)
      : primaryPrecision,
    maximumFractionDigits: primaryPrecision,
    roundingMode: 'trunc',
  }).format(primaryValue as `${number}`);
  return displayFormat.includes(AMOUNT_PLACEHOLDER)
    ? displayFormat.replace(AMOUNT_PLACEHOLDER, digits)
    : `${digits} ${displayFormat}`.trim();
}
