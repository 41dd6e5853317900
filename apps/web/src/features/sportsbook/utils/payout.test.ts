import { describe, expect, it } from 'vitest';
import {
  comboOdds,
  comboPayout,
  combinations,
  countCombinations,
  formatMinor,
  parseStake,
  systemPayout,
} from './payout';

describe('parseStake', () => {
  it.each([
    ['10', 2, 1000n],
    ['10.5', 2, 1050n],
    ['0,01', 2, 1n],
    [' 7.25 ', 2, 725n],
    ['3', 0, 3n],
    ['10.555', 2, null],
    ['-1', 2, null],
    ['1e3', 2, null],
    ['', 2, null],
  ])('%j at %i decimals is %s', (text, precision, minor) => {
    expect(parseStake(text, precision)).toBe(minor);
  });
});

describe('formatMinor', () => {
  it.each([
    [1250n, 2, '12.50'],
    [5n, 2, '0.05'],
    [0n, 2, '0.00'],
    [42n, 0, '42'],
  ])('%s at %i is %s', (minor, precision, text) => {
    expect(formatMinor(minor, precision)).toBe(text);
  });
});

describe('combinations', () => {
  it('lists every pick of k in order and counts them', () => {
    expect(combinations(['a', 'b', 'c'], 2)).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['b', 'c'],
    ]);
    expect(countCombinations(4, 3)).toBe(4);
    expect(countCombinations(20, 10)).toBe(184_756);
    expect(countCombinations(3, 4)).toBe(0);
  });
});

describe('payouts', () => {
  it.each([
    // stake, odds, combined odds, payout
    [1000n, [1850], 1850, 1850n],
    [1000n, [1500, 2000], 3000, 3000n],
    [333n, [1850, 1909], 3531, 1176n],
    [1n, [1001, 1001, 1001], 1003, 1n],
  ])('a combo of %s at %j', (stake, odds, combined, payout) => {
    expect(comboOdds(odds)).toBe(combined);
    expect(comboPayout(stake, odds)).toBe(payout);
  });

  it.each([
    // 2/3 at 3.00 each: 30.00 split over three doubles at 9.00 -> 3 x 90.00
    [3000n, [3000, 3000, 3000], 2, 27000n],
    // 2/3 mixed: (2*3 + 2*4 + 3*4) / 3 = 26/3 per unit of stake, rounded down
    [1000n, [2000, 3000, 4000], 2, 8666n],
    // 3/4 at 2.00 each: four trebles at 8.00
    [1000n, [2000, 2000, 2000, 2000], 3, 8000n],
  ])('a system bet of %s over %j, k=%i', (stake, odds, k, payout) => {
    expect(systemPayout(stake, odds, k)).toBe(payout);
  });
});
