import { describe, expect, it } from 'vitest';
import { countdownDigits, countdownParts, deadlineOf } from './countdown';

describe('countdownParts', () => {
  it.each([
    [0, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [59, { days: 0, hours: 0, minutes: 0, seconds: 59 }],
    [61, { days: 0, hours: 0, minutes: 1, seconds: 1 }],
    [3_600, { days: 0, hours: 1, minutes: 0, seconds: 0 }],
    [86_399, { days: 0, hours: 23, minutes: 59, seconds: 59 }],
    [93_784, { days: 1, hours: 2, minutes: 3, seconds: 4 }],
    [100 * 86_400 + 5, { days: 100, hours: 0, minutes: 0, seconds: 5 }],
    [-30, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [61.9, { days: 0, hours: 0, minutes: 1, seconds: 1 }],
  ])('splits %i seconds into %o', (seconds, parts) => {
    expect(countdownParts(seconds)).toEqual(parts);
  });
});

describe('countdownDigits', () => {
  it.each([
    [0, '00'],
    [7, '07'],
    [42, '42'],
    [124, '124'],
  ])('shows %i as %s', (value, text) => expect(countdownDigits(value)).toBe(text));
});

describe('deadlineOf', () => {
  it('reads an ISO time, and nothing from a missing or broken one', () => {
    expect(deadlineOf('2026-05-01T10:00:00.000Z')).toBe(Date.UTC(2026, 4, 1, 10));
    expect(deadlineOf(null)).toBeNull();
    expect(deadlineOf('soon')).toBeNull();
  });
});
