import { describe, expect, it } from 'vitest';
import { ZUpdateAdminUserBody } from './admin';
import {
  formatMinor,
  MAX_AMOUNT_PRECISION,
  MAX_MINOR,
  parseDecimal,
  toMoney,
  ZDecimalAmount,
  ZMinorAmount,
} from './money';
import { ZSeamlessWinRequest } from './seamless';

describe('parseDecimal', () => {
  it('turns decimal strings into minor units of the precision', () => {
    expect(parseDecimal('12.5', 2)).toBe(1250n);
    expect(parseDecimal('0.000001', 6)).toBe(1n);
    expect(parseDecimal('7', 0)).toBe(7n);
    expect(parseDecimal('123456789012345678.123456789012345678', 18)).toBe(
      123456789012345678123456789012345678n,
    );
  });

  it('refuses more decimals than the currency has, and non-numbers', () => {
    expect(() => parseDecimal('0.001', 2)).toThrow(RangeError);
    expect(() => parseDecimal('1e5', 2)).toThrow(RangeError);
    expect(() => parseDecimal('-1', 2)).toThrow(RangeError);
    expect(() => parseDecimal('', 2)).toThrow(RangeError);
  });
});

describe('formatMinor', () => {
  it('prints exactly the precision', () => {
    expect(formatMinor(1250n, 2)).toBe('12.50');
    expect(formatMinor(5n, 8)).toBe('0.00000005');
    expect(formatMinor(0n, 2)).toBe('0.00');
    expect(formatMinor(-105n, 2)).toBe('-1.05');
    expect(formatMinor(42n, 0)).toBe('42');
  });

  it('round-trips with parseDecimal', () => {
    for (const [text, precision] of [
      ['0.10', 2],
      ['999999.999999', 6],
      ['1.000000000000000001', 18],
    ] as const) {
      expect(formatMinor(parseDecimal(text, precision), precision)).toBe(text);
    }
  });

  it('builds the API money shape', () => {
    expect(toMoney(1999n, 2)).toEqual({
      value: '1999',
      primaryValue: '19.99',
      primaryPrecision: 2,
    });
  });
});

describe('ZDecimalAmount', () => {
  it('accepts plain decimals and refuses the rest with the spec key', () => {
    expect(ZDecimalAmount.parse(' 10.25 ')).toBe('10.25');
    const refused = ZDecimalAmount.safeParse('10,25');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Validation.invalid_amount');
  });
});

describe('amounts the database can hold', () => {
  it('accepts decimal amounts that fit a bigint at the largest precision, and no more', () => {
    const largest = '999999999.999999999';
    expect(ZDecimalAmount.parse(largest)).toBe(largest);
    expect(parseDecimal(largest, MAX_AMOUNT_PRECISION) <= MAX_MINOR).toBe(true);
    for (const amount of [
      '1'.repeat(30),
      '1000000000',
      `${'9'.repeat(20)}.99`,
      '0.0000000001',
      '-1',
      '1e400',
      'NaN',
    ]) {
      expect(ZDecimalAmount.safeParse(amount).success, amount).toBe(false);
    }
  });

  it('bounds integer minor units at 2^63 - 1', () => {
    expect(ZMinorAmount.parse(MAX_MINOR.toString())).toBe('9223372036854775807');
    for (const amount of [
      '9223372036854775808',
      '18446744073709551616',
      '1'.repeat(30),
      '-1',
      'x',
    ]) {
      expect(ZMinorAmount.safeParse(amount).success, amount).toBe(false);
    }
  });

  it('refuses a seamless win above 2^63 - 1', () => {
    const win = {
      sessionToken: 'a'.repeat(32),
      timestamp: 1,
      roundId: 'r1',
      transactionId: 't1',
      currency: 'USD',
      finished: true,
    };
    expect(ZSeamlessWinRequest.safeParse({ ...win, amount: '9223372036854775807' }).success).toBe(
      true,
    );
    expect(ZSeamlessWinRequest.safeParse({ ...win, amount: '9223372036854775808' }).success).toBe(
      false,
    );
  });
});

describe('patch bodies', () => {
  it('refuses an empty operator patch of a player', () => {
    expect(ZUpdateAdminUserBody.safeParse({}).success).toBe(false);
    expect(ZUpdateAdminUserBody.safeParse({ isVip: true }).success).toBe(true);
  });
});
