import { describe, expect, it } from 'vitest';
import { applyMargin, floorToLadder, formatOdds } from './odds';

describe('formatOdds', () => {
  it.each([
    [1850, '1.85', '17/20', '-118'],
    [2000, '2.00', '1/1', '+100'],
    [2500, '2.50', '3/2', '+150'],
    [1855, '1.855', '171/200', '-117'],
    [1500, '1.50', '1/2', '-200'],
    [1001, '1.001', '1/1000', '-100000'],
    [1909, '1.909', '909/1000', '-110'],
    [1010, '1.01', '1/100', '-10000'],
    [2505, '2.505', '301/200', '+151'],
    [11_000, '11.00', '10/1', '+1000'],
    [1_000_000, '1000.00', '999/1', '+99900'],
  ])('%i: %s, %s, %s', (odds, decimal, fractional, american) => {
    expect([
      formatOdds(odds, 'decimal'),
      formatOdds(odds, 'fractional'),
      formatOdds(odds, 'american'),
    ]).toEqual([decimal, fractional, american]);
  });

  it.each([1000, 1_000_001, 1850.5])('refuses odds %d', (odds) => {
    expect(() => formatOdds(odds, 'decimal')).toThrow(RangeError);
  });
});

/** The book's overround: the sum of the implied probabilities of the odds. */
const overround = (odds: number[]) => odds.reduce((sum, o) => sum + 1000 / o, 0);

describe('floorToLadder', () => {
  it.each([
    [1004, 1000],
    [1999, 1990],
    [2099, 2080],
    [3494, 3450],
    [5999, 5900],
    [9999, 9800],
    [13_370, 13_000],
    [81_737, 80_000],
    [119_919, 110_000],
    [1_000_000, 1_000_000],
  ])('%i -> %i', (odds, laddered) => {
    expect(floorToLadder(odds)).toBe(laddered);
  });
});

describe('applyMargin', () => {
  it.each([
    [[0.5, 0.5], 0, [2000, 2000]],
    [[0.5, 0.5], 50, [1900, 1900]],
    [[0.45, 0.27, 0.28], 60, [2080, 3450, 3350]],
    // unnormalised input is normalised first
    [[2, 1, 1], 0, [2000, 4000, 4000]],
    // a near-certain outcome floors at 1001, an impossible one gets the top
    [[1, 0], 50, [1001, 1_000_000]],
    [[1e-9, 1], 0, [1_000_000, 1001]],
  ])('%j with %i permille: %j', (probabilities, margin, odds) => {
    expect(applyMargin(probabilities, margin)).toEqual(odds);
  });

  it.each([
    [[0.2, 0.3, 0.5], 40],
    [[0.61, 0.39], 25],
    [[0.1, 0.15, 0.2, 0.25, 0.3], 120],
  ])('the book of %j keeps at least its margin of %i permille', (probabilities, margin) => {
    expect(overround(applyMargin(probabilities, margin))).toBeGreaterThanOrEqual(1 + margin / 1000);
  });

  it.each([
    [[], 50],
    [[0, 0], 50],
    [[0.5, -0.1], 50],
    [[0.5, Number.NaN], 50],
    [[0.5, 0.5], -1],
  ])('refuses %j with %i permille', (probabilities, margin) => {
    expect(() => applyMargin(probabilities, margin)).toThrow(RangeError);
  });
});
