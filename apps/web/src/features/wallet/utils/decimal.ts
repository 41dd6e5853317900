import { formatMinor, parseDecimal } from '@aurum/contracts/money';

/** Digits with an optional point and fraction, as amounts are typed and sent. */
const DECIMAL = /^\d+(\.\d+)?$/;

const fractionDigits = (amount: string): number => amount.split('.')[1]?.length ?? 0;
const commonPrecision = (a: string, b: string) => Math.max(fractionDigits(a), fractionDigits(b));

export const isDecimal = (text: string): boolean => DECIMAL.test(text);

/** A decimal amount above zero ("0.00" is not). */
export const isPositiveDecimal = (text: string): boolean => isDecimal(text) && /[1-9]/.test(text);

/** `-1`, `0` or `1` as `a` is below, equal to or above `b`; exact, never through floats. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const precision = commonPrecision(a, b);
  const difference = parseDecimal(a, precision) - parseDecimal(b, precision);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** `a - b`, never below zero (what is left of an amount once a fee is taken). */
export function subtractDecimal(a: string, b: string): string {
  const precision = commonPrecision(a, b);
  const difference = parseDecimal(a, precision) - parseDecimal(b, precision);
  return formatMinor(difference > 0n ? difference : 0n, precision);
}

/**
 * What a money input keeps of typed or pasted text: digits and one decimal point (a comma
 * counts as one), e.g. "1 250,5 USDT" becomes "1250.5".
 */
export function sanitizeAmount(text: string): string {
  const cleaned = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  if (point === -1) return cleaned;
  return `${cleaned.slice(0, point + 1)}${cleaned.slice(point + 1).replace(/\./g, '')}`;
}
