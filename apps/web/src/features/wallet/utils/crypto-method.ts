import type { TCryptoMethod } from '@aurum/contracts/wallet';
import { formatMoney } from './format-money';

const AMOUNT_PLACEHOLDER = '{amount}';

/**
 * The currency a method moves, whatever the network: "USDT" for USDTTRC20, USDTTON and the
 * others. The methods carry it in their display format (`{amount} USDT`).
 */
export function methodCurrency(method: TCryptoMethod): string {
  return method.displayFormat.replace(AMOUNT_PLACEHOLDER, '').trim() || method.code;
}

/** The network as players know it: the token standard in the name ("TRC20"), else the chain. */
export function networkLabel(method: TCryptoMethod): string {
  return /\(([^)]+)\)\s*$/.exec(method.name)?.[1] ?? method.network;
}

/** The methods that move the same currency as `method` on other networks, `method` included. */
export function sameCurrencyMethods(
  methods: readonly TCryptoMethod[],
  method: TCryptoMethod,
): TCryptoMethod[] {
  const currency = methodCurrency(method);
  return methods.filter((candidate) => methodCurrency(candidate) === currency);
}

/** An amount of the method's currency, e.g. "1.00 USDT" or "0.0005 BTC". */
export function formatMethodAmount(amount: string, method: TCryptoMethod, locale: string): string {
  return formatMoney(
    { primaryValue: amount, primaryPrecision: method.precision },
    method.displayFormat,
    locale,
    { trimmed: true },
  );
}

/** The deposit bonus as a percentage: "0.05" is 5, "0.125" is 12.5 (never a float artefact). */
export function depositBonusPercent(fraction: string): number {
  return Math.round(Number(fraction) * 10_000) / 100;
}
