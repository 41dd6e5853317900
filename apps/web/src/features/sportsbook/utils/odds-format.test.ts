import { describe, expect, it } from 'vitest';
import { formatOdds } from './odds-format';

describe('formatOdds', () => {
  it.each([
    // odds, decimal, fractional, american
    [1001, '1.001', '1/1000', '-100000'],
    [1050, '1.05', '1/20', '-2000'],
    [1125, '1.125', '1/8', '-800'],
    [1500, '1.50', '1/2', '-200'],
    [1850, '1.85', '17/20', '-118'],
    [1909, '1.909', '909/1000', '-110'],
    [2000, '2.00', '1/1', '+100'],
    [2005, '2.005', '201/200', '+101'],
    [2500, '2.50', '3/2', '+150'],
    [3000, '3.00', '2/1', '+200'],
    [11_000, '11.00', '10/1', '+1000'],
    [1_000_000, '1000.00', '999/1', '+99900'],
  ])('%i reads %s, %s, %s', (odds, decimal, fractional, american) => {
    expect(formatOdds(odds, 'decimal')).toBe(decimal);
    expect(formatOdds(odds, 'fractional')).toBe(fractional);
    expect(formatOdds(odds, 'american')).toBe(american);
  });
});
