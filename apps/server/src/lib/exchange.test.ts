import { describe, expect, it } from 'vitest';
import { convert, rateToString, scaleRate } from './exchange';

const usd = { precision: 2, rate: '1' };
const rub = { precision: 2, rate: '0.0108' };
const btc = { precision: 8, rate: '91234.56' };
const usdt = { precision: 6, rate: '0.9998' };

describe('convert', () => {
  it('converts through the account currency', () => {
    expect(convert(1_000_000n, usdt, usd)).toBe(99n); // 1 USDT = 0.9998 USD, rounded down to 0.99
    expect(convert(100_000_000n, btc, usd)).toBe(9_123_456n);
    expect(convert(10_000n, usd, rub)).toBe(925_925n); // 100 USD -> 9259.25 RUB
  });

  it('rounds down, so a round trip never gains', () => {
    const there = convert(12_345n, usd, rub);
    expect(convert(there, rub, usd)).toBeLessThanOrEqual(12_345n);
  });

  it('handles amounts beyond 2^63 without losing digits', () => {
    const eth = { precision: 18, rate: '3012.5' };
    expect(convert(10n ** 24n, eth, usd)).toBe(301_250_000_000n); // 10^6 ETH = 3,012,500,000 USD
  });
});

describe('scaleRate', () => {
  it('reads numeric strings exactly and refuses zero', () => {
    expect(scaleRate('0.000000000000000001')).toBe(1n);
    expect(rateToString(scaleRate('91234.56'))).toBe('91234.560000000000000000');
    expect(() => scaleRate('0')).toThrow(RangeError);
    expect(() => scaleRate('-1')).toThrow(RangeError);
  });
});
