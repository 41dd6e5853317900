import { describe, expect, it } from 'vitest';
import { formatHundredths, formatMultiplier, payoutAt } from './format';

describe('format', () => {
  it('shows multipliers floored to two decimals', () => {
    expect(formatMultiplier(19_801)).toBe('1.98×');
    expect(formatMultiplier(10_000)).toBe('1.00×');
    expect(formatMultiplier(0)).toBe('0.00×');
    expect(formatMultiplier(10_000_000)).toBe('1,000.00×');
  });

  it('shows hundredths as two decimals', () => {
    expect(formatHundredths(7342)).toBe('73.42');
    expect(formatHundredths(101)).toBe('1.01');
    expect(formatHundredths(0)).toBe('0.00');
  });

  it('pays a bet at a multiplier rounded down to the minor unit', () => {
    expect(payoutAt(250n, 19_801)).toBe(495n);
    expect(payoutAt(100n, 0)).toBe(0n);
  });
});
