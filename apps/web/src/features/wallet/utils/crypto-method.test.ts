import { describe, expect, it } from 'vitest';
import { aCryptoMethod, someCryptoMethods } from '@/testing/crypto-fixtures';
import {
  depositBonusPercent,
  formatMethodAmount,
  methodCurrency,
  networkLabel,
  sameCurrencyMethods,
} from './crypto-method';

describe('crypto method helpers', () => {
  it('names the currency a method moves and its network as players know it', () => {
    expect(methodCurrency(aCryptoMethod())).toBe('USDT');
    expect(networkLabel(aCryptoMethod())).toBe('TRC20');
    expect(networkLabel(aCryptoMethod({ name: 'Bitcoin', network: 'BTC' }))).toBe('BTC');
  });

  it('finds the networks of the same currency', () => {
    const [trc20] = someCryptoMethods();
    const codes = sameCurrencyMethods(someCryptoMethods(), trc20 ?? aCryptoMethod()).map(
      ({ code }) => code,
    );
    expect(codes).toEqual(['USDTTRC20', 'USDTTON', 'USDT_BEP20', 'USDTERC20']);
  });

  it('turns the bonus fraction into a percentage without float artefacts', () => {
    expect(depositBonusPercent('0.05')).toBe(5);
    expect(depositBonusPercent('0.07')).toBe(7);
    expect(depositBonusPercent('0.125')).toBe(12.5);
    expect(depositBonusPercent('1')).toBe(100);
  });

  it('formats amounts in the method currency, trimmed', () => {
    expect(formatMethodAmount('1.000000', aCryptoMethod(), 'en')).toBe('1.00 USDT');
    expect(
      formatMethodAmount(
        '0.00050000',
        aCryptoMethod({ precision: 8, displayFormat: '{amount} BTC' }),
        'en',
      ),
    ).toBe('0.0005 BTC');
  });
});
