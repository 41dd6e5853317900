/** Rates are decimal strings (PostgreSQL numeric(38,18)); arithmetic on them is integer-only. */
const RATE_SCALE = 18;
const RATE_UNIT = 10n ** BigInt(RATE_SCALE);

/** A rate as an integer scaled by 10^18: "1.5" -> 1_500_000_000_000_000_000n. */
export function scaleRate(rate: string): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!match) throw new RangeError(`not a rate: "${rate}"`);
  const [, whole = '0', fraction = ''] = match;
  const scaled = BigInt(whole + fraction.slice(0, RATE_SCALE).padEnd(RATE_SCALE, '0'));
  if (scaled <= 0n) throw new RangeError(`rate must be positive: "${rate}"`);
  return scaled;
}

export function rateToString(scaled: bigint): string {
  const digits = scaled.toString().padStart(RATE_SCALE + 1, '0');
  return `${digits.slice(0, -RATE_SCALE)}.${digits.slice(-RATE_SCALE)}`;
}

export interface TRatedCurrency {
  precision: number;
  /** Value of one unit in the account currency, as a decimal string. */
  rate: string;
}

/**
 * Converts minor units of one currency into minor units of another through their rates to the
 * account currency, rounding down (never creating value).
 */
export function convert(amountMinor: bigint, from: TRatedCurrency, to: TRatedCurrency): bigint {
  const numerator = amountMinor * scaleRate(from.rate) * 10n ** BigInt(to.precision);
  const denominator = 10n ** BigInt(from.precision) * scaleRate(to.rate);
  return numerator / denominator;
}

/** As `convert`, rounding up: what a player pays is never less than what leaves for them. */
export function convertUp(amountMinor: bigint, from: TRatedCurrency, to: TRatedCurrency): bigint {
  const numerator = amountMinor * scaleRate(from.rate) * 10n ** BigInt(to.precision);
  const denominator = 10n ** BigInt(from.precision) * scaleRate(to.rate);
  return (numerator + denominator - 1n) / denominator;
}

export { RATE_UNIT };
