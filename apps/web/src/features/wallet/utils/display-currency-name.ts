import type { TDisplayCurrency } from '@aurum/contracts/wallet';

/**
 * A currency's name in the player's language where the browser knows it (fiat), else the
 * name the server gives (crypto: "Tether").
 */
export function displayCurrencyName(
  currency: Pick<TDisplayCurrency, 'code' | 'name'>,
  language: string,
): string {
  try {
    const localized = new Intl.DisplayNames([language], { type: 'currency' }).of(currency.code);
    if (localized && localized !== currency.code) return localized;
  } catch {
    // An unknown language or code: the server's name will do.
  }
  return currency.name;
}
