import type { TBalance, TCryptoMethod } from '@aurum/contracts/wallet';
import { formatMoney } from './format-money';

const AMOUNT_PLACEHOLDER = '{amount}';

type TMethodFormat = Pick<TCryptoMethod, 'precision' | 'displayFormat'>;

/** A decimal string in a method's currency for people, e.g. "1,250.5 USDT". */
export function formatMethodAmount(value: string, method: TMethodFormat, locale: string): string {
  return formatMoney(
    { primaryValue: value, primaryPrecision: method.precision },
    method.displayFormat,
    locale,
    {
      trimmed: true,
    },
  );
}

/** The number alone, for messages that place the currency themselves ("Minimum amount is 5 USDT"). */
export function formatMethodNumber(value: string, method: TMethodFormat, locale: string): string {
  return formatMethodAmount(value, { ...method, displayFormat: AMOUNT_PLACEHOLDER }, locale);
}

/** What a display format writes around the number: "USDT" for `{amount} USDT`, "$" for `${amount}`. */
export const currencyLabel = (displayFormat: string): string =>
  displayFormat.replace(AMOUNT_PLACEHOLDER, '').trim();

/**
 * An amount in the account currency (the wager check's figures): in the balance's own format
 * when it is that currency, else the number and the code.
 */
export function formatAccountAmount(
  value: string,
  currency: string,
  balance: TBalance | undefined,
  locale: string,
): string {
  const part = balance?.total.currency.code === currency ? balance.total : undefined;
  return formatMoney(
    { primaryValue: value, primaryPrecision: part?.primaryPrecision ?? 2 },
    part?.currency.displayFormat ?? `${AMOUNT_PLACEHOLDER} ${currency}`,
    locale,
    { trimmed: true },
  );
}

/** A long address or hash with its middle left out, both ends kept for checking: "TQ3a7x…f9K2". */
export function shortenMiddle(text: string, head = 6, tail = 4): string {
  return text.length <= head + tail + 1 ? text : `${text.slice(0, head)}…${text.slice(-tail)}`;
}
