import { ONE, ZERO, add, mul, type Rational } from './rational';

/** Bet kinds: one leg; all legs in one combination; every k-combination of the legs. */
export type BetKind = 'single' | 'combo' | 'system';

/** Most legs a combo or system bet takes (as `MAX_BET_LEGS` of the contracts). */
export const MAX_LEGS = 20;

/**
 * How many legs each combination of the bet holds (k): 1 for a single, all n for a combo, the
 * system size for a system bet k/n. Throws when the legs do not fit the kind.
 */
export function combinationSize(kind: BetKind, legCount: number, systemSize?: number): number {
  if (legCount < 1 || legCount > MAX_LEGS)
    throw new RangeError(`a bet takes 1 to ${MAX_LEGS} legs`);
  switch (kind) {
    case 'single':
      if (legCount !== 1) throw new RangeError('a single has one leg');
      return 1;
    case 'combo':
      if (legCount < 2) throw new RangeError('a combo has at least two legs');
      return legCount;
    case 'system':
      if (systemSize === undefined || !Number.isSafeInteger(systemSize))
        throw new RangeError('a system bet needs its size');
      if (systemSize < 2 || systemSize >= legCount)
        throw new RangeError(`a system bet k/n needs 2 <= k < n, not ${systemSize}/${legCount}`);
      return systemSize;
  }
}

/** C(n, k) exactly; 0 outside 0 <= k <= n. */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let value = 1n;
  for (let i = 0; i < Math.min(k, n - k); i++) value = (value * BigInt(n - i)) / BigInt(i + 1);
  return value;
}

/**
 * The sum over every k-combination of the factors of their product (the elementary symmetric
 * polynomial e_k): what a system bet pays per unit of stake on each combination, summed.
 * O(n k) instead of listing C(n, k) combinations (184,756 for 10/20).
 */
export function sumOfCombinationProducts(factors: readonly Rational[], k: number): Rational {
  const sums: Rational[] = [ONE, ...Array.from({ length: k }, () => ZERO)];
  for (const factor of factors)
    for (let size = k; size >= 1; size--) {
      const shorter = sums[size - 1] ?? ZERO;
      sums[size] = add(sums[size] ?? ZERO, mul(shorter, factor));
    }
  return sums[k] ?? ZERO;
}
