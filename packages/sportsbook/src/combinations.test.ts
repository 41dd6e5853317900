import { describe, expect, it } from 'vitest';
import { binomial, sumOfCombinationProducts } from './combinations';
import { ONE, formatRational, mul, rational, add, ZERO, type Rational } from './rational';
import { combinedOdds, potentialPayout } from './settle';

/** Every k-combination of the items, listed (the slow way the tests check against). */
function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const [first, ...rest] = items;
  if (first === undefined) return [];
  return [...combinations(rest, k - 1).map((c) => [first, ...c]), ...combinations(rest, k)];
}

describe('combinations', () => {
  it.each([
    [3, 2, 3n],
    [4, 3, 4n],
    [20, 10, 184_756n],
    [5, 0, 1n],
    [3, 4, 0n],
  ])('C(%i, %i) = %s', (n, k, count) => {
    expect(binomial(n, k)).toBe(count);
  });

  const factors = [rational(37n, 20n), ZERO, ONE, rational(29n, 20n), rational(4n, 3n)];
  it.each([1, 2, 3, 4, 5])('the sum of products over every %i-combination, listed or not', (k) => {
    const listed = combinations(factors, k)
      .map((c) => c.reduce<Rational>((acc, f) => mul(acc, f), ONE))
      .reduce(add, ZERO);
    expect(formatRational(sumOfCombinationProducts(factors, k))).toBe(formatRational(listed));
  });
});

describe('potential payout and combined odds', () => {
  it.each([
    ['single', undefined, [1850], undefined, 1850n],
    ['combo', undefined, [1850, 1900], undefined, 3515n],
    ['combo', undefined, [1333, 1333, 1333], undefined, 2368n],
    ['system', 2, [2000, 3000, 1500], undefined, 4500n],
    ['combo', undefined, [50_000, 50_000], 100_000n, 100_000n],
  ] as const)('%s %s of %j, cap %s: %s', (kind, systemSize, odds, capMinor, expected) => {
    expect(potentialPayout({ kind, systemSize, stakeMinor: 1000n, odds, capMinor })).toBe(expected);
  });

  it.each([
    [[1850], 1850],
    [[1850, 1900], 3515],
    [[1333, 1333, 1333], 2368],
    [[1001, 1001], 1002],
  ])('combinedOdds(%j) = %i', (odds, combined) => {
    expect(combinedOdds(odds)).toBe(combined);
  });
});
