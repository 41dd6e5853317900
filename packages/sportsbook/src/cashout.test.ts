import { describe, expect, it } from 'vitest';
import { cashOutValue, type CashOutLeg } from './cashout';
import { HALF_WON, LOST, VOID, WON, type OutcomeSettlement } from './settlement';
import { legFactor } from './settle';

const settled = (odds: number, settlement: OutcomeSettlement): CashOutLeg => ({
  odds,
  factor: legFactor(odds, settlement),
});
/** An open leg accepted at `odds`, now priced at `currentOdds`. */
const open = (odds: number, currentOdds?: number | 'suspended'): CashOutLeg => ({
  odds,
  factor: 'open',
  currentOdds,
});

describe('cashOutValue', () => {
  it.each([
    ['single, odds unchanged', 'single', 0, [open(2000, 2000)], 0, 1000, '1000 1000 0'],
    ['single, odds unchanged, 5% margin', 'single', 0, [open(2000, 2000)], 50, 1000, '950 1000 0'],
    ['single, odds shortened', 'single', 0, [open(2000, 1500)], 0, 1000, '1333 1000 0'],
    ['single, odds shortened, margin', 'single', 0, [open(2000, 1500)], 50, 1000, '1266 1000 0'],
    ['single, odds drifted', 'single', 0, [open(2000, 4000)], 0, 1000, '500 1000 0'],
    [
      'combo, one leg won',
      'combo',
      0,
      [settled(2000, WON), open(1800, 1200)],
      0,
      1000,
      '3000 1000 0',
    ],
    ['combo, margin', 'combo', 0, [settled(2000, WON), open(1800, 1200)], 50, 1000, '2850 1000 0'],
    [
      'combo, one leg void',
      'combo',
      0,
      [settled(2000, VOID), open(2000, 4000)],
      0,
      1000,
      '500 1000 0',
    ],
    [
      'combo, half won',
      'combo',
      0,
      [settled(1900, HALF_WON), open(2000, 2000)],
      0,
      1000,
      '1450 1000 0',
    ],
    ['combo, two open', 'combo', 0, [open(2000, 1600), open(3000, 2500)], 0, 1000, '1500 1000 0'],
    // 2/3 with one leg lost: only the combination of the other two can pay
    [
      'system 2/3',
      'system',
      2,
      [settled(2000, WON), settled(3000, LOST), open(1500, 1500)],
      0,
      900,
      '600 900 0',
    ],
    ['partial 40%', 'single', 0, [open(2000, 1500)], 0, 400, '533 400 600'],
    ['partial 33.3%', 'single', 0, [open(2000, 2000)], 0, 333, '333 333 667'],
  ] as const)('%s', (_, kind, systemSize, legs, marginPermille, part, expected) => {
    const stakeMinor = kind === 'system' ? 900n : 1000n;
    const offer = cashOutValue({
      kind,
      systemSize,
      stakeMinor,
      legs,
      marginPermille,
      part: part === 900 ? 1000 : part,
    });
    const { amountMinor, partStakeMinor, remainingStakeMinor } = offer ?? {};
    expect([amountMinor, partStakeMinor, remainingStakeMinor].map(String).join(' ')).toBe(expected);
  });

  it.each([
    ['a leg lost', 'combo', 0, [settled(2000, LOST), open(2000, 2000)]],
    ['a leg suspended', 'combo', 0, [settled(2000, WON), open(2000, 'suspended')]],
    ['a leg unpriced', 'single', 0, [open(2000)]],
    ['no leg open', 'combo', 0, [settled(2000, WON), settled(2000, WON)]],
    [
      'a system that cannot pay',
      'system',
      2,
      [settled(2000, LOST), settled(2000, LOST), open(2000, 2000)],
    ],
  ] as const)('none when %s', (_, kind, systemSize, legs) => {
    expect(
      cashOutValue({ kind, systemSize, stakeMinor: 1000n, legs, marginPermille: 50 }),
    ).toBeNull();
  });

  it('none when the part of the stake floors to nothing', () => {
    expect(
      cashOutValue({
        kind: 'single',
        stakeMinor: 1n,
        legs: [open(2000, 2000)],
        marginPermille: 0,
        part: 500,
      }),
    ).toBeNull();
  });

  it.each([
    [1000, 1000n, 20_000n],
    [500, 500n, 10_000n],
    [1000, 1000n, 5000n, 10_000],
  ])(
    'keeps a cap of 20000 (part %i, stake cashed %s): %s',
    (part, partStake, amount, current = 2000) => {
      const legs = [open(50_000, current)];
      const offer = cashOutValue({
        kind: 'single',
        stakeMinor: 1000n,
        legs,
        marginPermille: 0,
        part,
        capMinor: 20_000n,
      });
      expect(offer).toEqual({
        amountMinor: amount,
        partStakeMinor: partStake,
        remainingStakeMinor: 1000n - partStake,
      });
    },
  );

  it.each([
    [0, 50],
    [1001, 50],
    [500, 1000],
    [500, -1],
  ])('refuses part %i with margin %i', (part, marginPermille) => {
    expect(() =>
      cashOutValue({
        kind: 'single',
        stakeMinor: 1000n,
        legs: [open(2000, 2000)],
        marginPermille,
        part,
      }),
    ).toThrow(RangeError);
  });
});
