import { describe, expect, it } from 'vitest';
import { feeLevelFor, fiatWithdrawFee, maxAffordableAmount, totalDebited } from './fiat-fee';

/** The seeded sell schedule: 3 % from 0, 2 % from 10,000, 1 % from 100,000. */
const LEVELS = [
  { from: '100000.00', fee: '0.01' },
  { from: '0.00', fee: '0.03' },
  { from: '10000.00', fee: '0.02' },
];

describe('fiat withdraw fee (spec 9)', () => {
  it.each([
    ['1000.00', '0.03', '30.00'],
    ['9999.99', '0.03', '300.00'],
    ['10000.00', '0.02', '200.00'],
    ['10000.01', '0.02', '200.01'],
    ['99999.99', '0.02', '2000.00'],
    ['100000.00', '0.01', '1000.00'],
  ])('takes the largest tier at most %s: %s of it', (amount, rate, fee) => {
    expect(feeLevelFor(LEVELS, amount, 2)?.fee).toBe(rate);
    expect(fiatWithdrawFee(LEVELS, amount, 2)).toBe(fee);
  });

  it('rounds the fee up to the smallest unit, as the server does', () => {
    expect(fiatWithdrawFee([{ from: '0', fee: '0.03' }], '0.01', 2)).toBe('0.01');
    expect(fiatWithdrawFee([{ from: '0', fee: '0.035' }], '1000.55', 2)).toBe('35.02');
  });

  it('charges nothing below every tier, or with no schedule', () => {
    expect(feeLevelFor([{ from: '500', fee: '0.05' }], '499.99', 2)).toBeNull();
    expect(fiatWithdrawFee([{ from: '500', fee: '0.05' }], '499.99', 2)).toBe('0.00');
    expect(fiatWithdrawFee([], '1000', 2)).toBe('0.00');
  });

  it('debits amount plus fee', () => {
    expect(totalDebited('1000', '30.00', 2)).toBe('1030.00');
  });
});

describe('maxAffordableAmount', () => {
  it('leaves room for the fee of its own tier', () => {
    // 3 %: 1,030 pays for 1,000 + 30.
    expect(maxAffordableAmount(LEVELS, '1030.00', 2)).toBe('1000.00');
    expect(maxAffordableAmount(LEVELS, '1029.99', 2)).toBe('999.99');
  });

  it('keeps every answer affordable, rounding included', () => {
    for (const balance of ['1.00', '103.03', '777.77', '10199.99', '10200.00', '250000.00']) {
      const max = maxAffordableAmount(LEVELS, balance, 2);
      if (max === null) throw new Error(`nothing affordable from ${balance}`);
      const total = totalDebited(max, fiatWithdrawFee(LEVELS, max, 2), 2);
      expect(Number(total)).toBeLessThanOrEqual(Number(balance));
      const next = (Number(max) + 0.01).toFixed(2);
      const nextTotal = totalDebited(next, fiatWithdrawFee(LEVELS, next, 2), 2);
      expect(Number(nextTotal)).toBeGreaterThan(Number(balance));
    }
  });

  it('crosses into a cheaper tier when the balance reaches it', () => {
    // 10,200 covers 10,000 at 2 % (200) but only 9,902.91 at 3 %.
    expect(maxAffordableAmount(LEVELS, '10200.00', 2)).toBe('10000.00');
    expect(maxAffordableAmount(LEVELS, '10199.99', 2)).toBe('9902.90');
  });

  it('is null for an empty balance', () => {
    expect(maxAffordableAmount(LEVELS, '0.00', 2)).toBeNull();
  });
});
