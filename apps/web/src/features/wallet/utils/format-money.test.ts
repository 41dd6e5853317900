import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('places the amount into the currency display format with its precision', () => {
    expect(formatMoney({ primaryValue: '0', primaryPrecision: 2 }, '${amount}', 'en')).toBe(
      '$0.00',
    );
    expect(formatMoney({ primaryValue: '1234.5', primaryPrecision: 2 }, '${amount}', 'en')).toBe(
      '$1,234.50',
    );
  });

  it('groups digits for the language and keeps a suffix format', () => {
    const rubles = formatMoney(
      { primaryValue: '1234567.89', primaryPrecision: 2 },
      '{amount} ₽',
      'ru',
    );
    // Russian groups with no-break spaces.
    expect(rubles.replace(/\s/gu, ' ')).toBe('1 234 567,89 ₽');
  });

  it('formats the decimal text exactly, beyond what a float holds', () => {
    expect(
      formatMoney({ primaryValue: '90071992547409.93', primaryPrecision: 2 }, '${amount}', 'en'),
    ).toBe('$90,071,992,547,409.93');
    expect(
      formatMoney({ primaryValue: '0.12345678', primaryPrecision: 8 }, '{amount} BTC', 'en'),
    ).toBe('0.12345678 BTC');
  });

  it('never rounds an amount up', () => {
    expect(formatMoney({ primaryValue: '9.999', primaryPrecision: 2 }, '${amount}', 'en')).toBe(
      '$9.99',
    );
  });

  it('appends the format when it has no placeholder', () => {
    expect(formatMoney({ primaryValue: '5', primaryPrecision: 0 }, 'IDR', 'en')).toBe('5 IDR');
  });

  it('drops zeros past the second decimal when trimmed, never significant digits', () => {
    const usdt = (primaryValue: string) =>
      formatMoney({ primaryValue, primaryPrecision: 6 }, '{amount} USDT', 'en', { trimmed: true });
    expect(usdt('25.000000')).toBe('25.00 USDT');
    expect(usdt('25.120000')).toBe('25.12 USDT');
    expect(usdt('0.000125')).toBe('0.000125 USDT');
    expect(
      formatMoney({ primaryValue: '7', primaryPrecision: 0 }, '{amount} ₸', 'en', {
        trimmed: true,
      }),
    ).toBe('7 ₸');
  });
});
