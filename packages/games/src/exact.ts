/** Exact integer helpers for the RTP maths: binomials and rationals turned into percents. */

export const TWO_POW_32 = 2n ** 32n;

export function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}

const binomials = new Map<string, bigint>();
/** C(n, k) exactly; 0 outside 0 ≤ k ≤ n. */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  const key = `${n}:${k}`;
  const known = binomials.get(key);
  if (known !== undefined) return known;
  let value = 1n;
  for (let i = 0; i < Math.min(k, n - k); i++) value = (value * BigInt(n - i)) / BigInt(i + 1);
  binomials.set(key, value);
  return value;
}

const DIGITS = 10n ** 15n;
/** numerator / denominator × 100 as a double (15 significant digits kept before rounding). */
export function percentOf(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 100n * DIGITS) / denominator) / Number(DIGITS);
}

/** Swaps two entries in place (the step of a Fisher–Yates shuffle). */
export function swap(items: unknown[], i: number, j: number): void {
  const first = items[i];
  const second = items[j];
  if (first === undefined || second === undefined) throw new RangeError(`no entry ${i} or ${j}`);
  items[i] = second;
  items[j] = first;
}
