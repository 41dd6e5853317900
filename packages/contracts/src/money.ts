import { z } from 'zod';

/** An amount as the API sends it: integer minor units as a string plus its decimal form. */
/**
 * The account currency every balance, stake and bonus is kept in; balances are shown converted
 * to the player's display currency, amounts of bets and bonuses in this one.
 */
export const ACCOUNT_CURRENCY = 'USD';

export const ZMoney = z.object({
  value: z.string().regex(/^-?\d+$/),
  primaryValue: z.string().regex(/^-?\d+(\.\d+)?$/),
  primaryPrecision: z.number().int().min(0).max(18),
});
export type TMoney = z.infer<typeof ZMoney>;

/** The largest amount a `bigint` column holds, in minor units: 2^63 - 1. */
export const MAX_MINOR = 2n ** 63n - 1n;

/**
 * The most fraction digits any currency has (ETH is kept in gwei, 9 places). A currency with
 * more could not hold amounts the API accepts: see MAX_AMOUNT_WHOLE_DIGITS.
 */
export const MAX_AMOUNT_PRECISION = 9;

/**
 * Whole digits of an accepted amount: 999,999,999.999999999 at MAX_AMOUNT_PRECISION is
 * 10^18 - 1 minor units, still below MAX_MINOR, so every accepted amount fits the database.
 */
export const MAX_AMOUNT_WHOLE_DIGITS = 9;

/** A decimal amount as the API accepts it: digits, an optional point and fraction. */
export const ZDecimalAmount = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{1,${MAX_AMOUNT_WHOLE_DIGITS}}(\\.\\d{1,${MAX_AMOUNT_PRECISION}})?$`), {
    message: 'Validation.invalid_amount',
  });

/** Integer minor units as a string, at most MAX_MINOR (what a `bigint` column holds). */
export const ZMinorAmount = z
  .string()
  .regex(/^\d{1,19}$/, { message: 'Validation.invalid_amount' })
  // Refinements run even after the pattern failed: parse only what matched it.
  .refine((value) => !/^\d{1,19}$/.test(value) || BigInt(value) <= MAX_MINOR, {
    message: 'Validation.invalid_amount',
  });

/**
 * Parses a decimal string into integer minor units of a currency with `precision` digits.
 * More fraction digits than the currency has is an error, never a silent rounding.
 */
export function parseDecimal(amount: string, precision: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) throw new RangeError(`not a decimal amount: "${amount}"`);
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > precision) {
    throw new RangeError(`"${amount}" has more than ${precision} decimal places`);
  }
  return BigInt(whole + fraction.padEnd(precision, '0'));
}

/** Formats integer minor units as a decimal string with exactly `precision` fraction digits. */
export function formatMinor(minor: bigint, precision: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(precision + 1, '0');
  const whole = digits.slice(0, digits.length - precision);
  const fraction = digits.slice(digits.length - precision);
  return `${negative ? '-' : ''}${whole}${precision > 0 ? `.${fraction}` : ''}`;
}

export function toMoney(minor: bigint, precision: number): TMoney {
  return {
    value: minor.toString(),
    primaryValue: formatMinor(minor, precision),
    primaryPrecision: precision,
  };
}
