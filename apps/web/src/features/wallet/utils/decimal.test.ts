import { describe, expect, it } from 'vitest';
import { compareDecimal, isPositiveDecimal, sanitizeAmount, subtractDecimal } from './decimal';

describe('decimal', () => {
  it.each([
    ['5', '5.000000', 0],
    ['4.999999', '5', -1],
    ['1000.0000001', '1000', 1],
    ['0.1', '0.10', 0],
  ] as const)('compares %s with %s exactly', (a, b, expected) => {
    expect(compareDecimal(a, b)).toBe(expected);
  });

  it('subtracts without floats and never goes below zero', () => {
    expect(subtractDecimal('0.3', '0.1')).toBe('0.2');
    expect(subtractDecimal('25', '1.000000')).toBe('24.000000');
    expect(subtractDecimal('0.5', '1')).toBe('0.0');
  });

  it('takes zero for no amount', () => {
    expect(isPositiveDecimal('0.000')).toBe(false);
    expect(isPositiveDecimal('0.001')).toBe(true);
    expect(isPositiveDecimal('1.')).toBe(false);
  });

  it.each([
    ['1 250,5 USDT', '1250.5'],
    ['12.3.4', '12.34'],
    ['$100', '100'],
    ['abc', ''],
  ])('keeps only digits and one point of %j', (typed, kept) => {
    expect(sanitizeAmount(typed)).toBe(kept);
  });
});
