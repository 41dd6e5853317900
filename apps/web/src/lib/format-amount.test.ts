import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount';

describe('formatAmount', () => {
  it('groups digits for the locale and keeps the currency code', () => {
    expect(formatAmount({ primaryValue: '1234.5', primaryPrecision: 2 }, 'USD', 'en')).toBe(
      '1,234.50 USD',
    );
  });

  it('drops zeros past the second decimal but keeps real digits', () => {
    expect(formatAmount({ primaryValue: '25.000000', primaryPrecision: 6 }, 'USDT', 'en')).toBe(
      '25.00 USDT',
    );
    expect(formatAmount({ primaryValue: '0.00012000', primaryPrecision: 8 }, 'BTC', 'en')).toBe(
      '0.00012 BTC',
    );
  });
});
