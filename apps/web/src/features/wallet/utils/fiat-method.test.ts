import { describe, expect, it } from 'vitest';
import { aFiatMethod, aFiatSide } from '@/testing/fiat-fixtures';
import { defaultDepositAmount, fiatMethodsForTab, formatFiatAmount } from './fiat-method';

const inCurrency = (code: string, id: string, priority = 0) =>
  aFiatMethod({
    id,
    priority,
    currency: { code, displayFormat: `{amount} ${code}`, precision: 2 },
  });

describe('defaultDepositAmount', () => {
  it('takes the third preset when there are more than two', () => {
    expect(defaultDepositAmount(aFiatSide({ valuePresets: ['100.00', '200.00', '300.00'] }))).toBe(
      '300',
    );
    expect(defaultDepositAmount(aFiatSide({ valuePresets: ['1', '2', '3.50', '4'] }))).toBe('3.5');
  });

  it('takes the last preset when there are one or two', () => {
    expect(defaultDepositAmount(aFiatSide({ valuePresets: ['100.00', '250.00'] }))).toBe('250');
    expect(defaultDepositAmount(aFiatSide({ valuePresets: ['75.00'] }))).toBe('75');
  });

  it('takes the middle of the limits rounded up without presets', () => {
    const side = (minAmount: string, maxAmount: string) =>
      aFiatSide({ valuePresets: [], minAmount, maxAmount });
    expect(defaultDepositAmount(side('500.00', '150000.00'))).toBe('75250');
    expect(defaultDepositAmount(side('100.00', '20001.00'))).toBe('10051');
    expect(defaultDepositAmount(side('10.50', '11.00'))).toBe('11');
    expect(defaultDepositAmount(side('1', '2'))).toBe('2');
  });
});

describe('fiatMethodsForTab', () => {
  const methods = [
    inCurrency('RUB', 'rub-low', 10),
    inCurrency('RUB', 'rub-high', 90),
    inCurrency('EUR', 'eur', 50),
    inCurrency('UAH', 'uah', 50),
    inCurrency('KZT', 'kzt', 50),
  ];
  const ids = (list: { id: string }[]) => list.map((method) => method.id);

  it('keeps the currencies in the order listed, each by priority', () => {
    const { fiat } = fiatMethodsForTab(methods, { side: 'deposit', locale: 'en' });
    expect(ids(fiat)).toEqual(['rub-high', 'rub-low', 'eur', 'uah', 'kzt']);
  });

  it('puts UAH second and RUB last for uk', () => {
    const { fiat } = fiatMethodsForTab(methods, { side: 'deposit', locale: 'uk' });
    expect(ids(fiat)).toEqual(['eur', 'uah', 'kzt', 'rub-high', 'rub-low']);
  });

  it('sorts by the side priority first, the method priority second', () => {
    const list = [
      aFiatMethod({ id: 'a', priority: 100, buy: aFiatSide({ priority: 1 }) }),
      aFiatMethod({ id: 'b', priority: 10, buy: aFiatSide({ priority: 5 }) }),
      aFiatMethod({ id: 'c', priority: 50, buy: aFiatSide({ priority: 5 }) }),
    ];
    const { fiat } = fiatMethodsForTab(list, { side: 'deposit', locale: 'en' });
    expect(ids(fiat)).toEqual(['c', 'b', 'a']);
  });

  it('keeps only the display currency when it has methods', () => {
    expect(
      ids(
        fiatMethodsForTab(methods, { side: 'deposit', paymentCurrency: 'EUR', locale: 'en' }).fiat,
      ),
    ).toEqual(['eur']);
    expect(
      ids(
        fiatMethodsForTab(methods, { side: 'deposit', paymentCurrency: 'BTC', locale: 'en' }).fiat,
      ),
    ).toHaveLength(5);
  });

  it('sends Steam-named methods to "other"', () => {
    const list = [aFiatMethod({ id: 'steam', name: 'Steam wallet' }), aFiatMethod()];
    const { fiat, other } = fiatMethodsForTab(list, { side: 'withdraw', locale: 'en' });
    expect(ids(fiat)).toEqual(['rub-card']);
    expect(ids(other)).toEqual(['steam']);
  });
});

describe('formatFiatAmount', () => {
  it('drops a zero fraction and keeps a real one', () => {
    const { currency } = aFiatMethod();
    expect(formatFiatAmount('150000.00', currency, 'en')).toBe('150,000 ₽');
    expect(formatFiatAmount('12.5', currency, 'en')).toBe('12.50 ₽');
  });
});
