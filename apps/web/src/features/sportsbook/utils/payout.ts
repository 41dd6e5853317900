/**
 * Potential payout of a slip, for display only (the server decides what a bet pays): exact
 * integer arithmetic on odds in thousandths and the stake in minor units, rounded down.
 */

const ODDS_SCALE = 1000n;

/** A decimal stake ("12.5") in minor units at `precision` decimals; null when it is not one. */
export function parseStake(text: string, precision: number): bigint | null {
  const match = /^(\d{1,12})(?:[.,](\d*))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > precision) return null;
  return BigInt(whole + fraction.padEnd(precision, '0'));
}

/** Minor units back to a decimal string: 1250n at 2 -> "12.50". */
export function formatMinor(minor: bigint, precision: number): string {
  if (precision === 0) return minor.toString();
  const digits = minor.toString().padStart(precision + 1, '0');
  return `${digits.slice(0, -precision)}.${digits.slice(-precision)}`;
}

/** Every way to pick `k` of `items`, in order. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  return items.flatMap((item, index) =>
    combinations(items.slice(index + 1), k - 1).map((rest) => [item, ...rest]),
  );
}

/** The number of k-combinations of n. */
export function countCombinations(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

const product = (odds: readonly number[]): bigint =>
  odds.reduce((total, value) => total * BigInt(value), 1n);

/** Combined odds of a combo in thousandths, rounded down: [1500, 2000] -> 3000. */
export function comboOdds(odds: readonly number[]): number {
  if (odds.length === 0) return 0;
  return Number(product(odds) / ODDS_SCALE ** BigInt(odds.length - 1));
}

/** What one bet over all `odds` pays if every leg wins. */
export function comboPayout(stake: bigint, odds: readonly number[]): bigint {
  return (stake * product(odds)) / ODDS_SCALE ** BigInt(odds.length);
}

/**
 * A system bet k/n: the stake split equally over every k-combination; the payout if every leg
 * wins is the sum over the combinations, computed over one common denominator.
 */
export function systemPayout(stake: bigint, odds: readonly number[], k: number): bigint {
  const combos = combinations(odds, k);
  if (combos.length === 0) return 0n;
  const sum = combos.reduce((total, combo) => total + product(combo), 0n);
  return (stake * sum) / (BigInt(combos.length) * ODDS_SCALE ** BigInt(k));
}
