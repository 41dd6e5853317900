import { describe, expect, it } from 'vitest';
import { aUsd } from '@/testing/bonus-fixtures';
import { timeLeft, wagerPercent } from './bonus-figures';

describe('wager percent', () => {
  it('is the share of the wagering done, rounded down', () => {
    expect(wagerPercent(aUsd('875.00'), aUsd('3500.00'))).toBe(25);
    expect(wagerPercent(aUsd('3499.99'), aUsd('3500.00'))).toBe(99);
  });

  it('stays within 0 and 100', () => {
    expect(wagerPercent(aUsd('0.00'), aUsd('3500.00'))).toBe(0);
    expect(wagerPercent(aUsd('4000.00'), aUsd('3500.00'))).toBe(100);
    expect(wagerPercent(aUsd('0.00'), aUsd('0.00'))).toBe(100);
  });
});

describe('time left', () => {
  const now = new Date('2026-03-14T12:00:00.000Z');

  it('splits what is left into days, hours and minutes', () => {
    expect(timeLeft('2026-03-16T17:30:59.000Z', now)).toEqual({ days: 2, hours: 5, minutes: 30 });
  });

  it('is null once the time has passed', () => {
    expect(timeLeft('2026-03-14T12:00:00.000Z', now)).toBeNull();
  });
});
