import { parseDecimal } from '@aurum/contracts/money';
import type { TFiatMethod } from '@aurum/contracts/wallet';
import { formatMoney } from './format-money';

export type TFiatSide = NonNullable<TFiatMethod['buy']>;
export type TWalletSide = 'deposit' | 'withdraw';

/** Deposits use a method's buy side, withdrawals its sell side. */
export const fiatSideOf = (method: TFiatMethod, side: TWalletSide): TFiatSide | null =>
  side === 'deposit' ? method.buy : method.sell;

/** Steam top-ups are not bank payments: they go to the "other" group (spec 9). */
export const isSteamMethod = (method: Pick<TFiatMethod, 'name'>): boolean =>
  /steam/i.test(method.name);

/** Fiat buttons shown before "other": 4 from tablet width, 6 on phones (spec 9). */
export const FIAT_BUTTONS_WIDE = 4;
export const FIAT_BUTTONS_NARROW = 6;
export const TABLET_MEDIA_QUERY = '(min-width: 640px)';

/** For the uk locale UAH comes second and RUB last (spec 9). */
function orderCurrencies(codes: string[], locale: string): string[] {
  if (!locale.toLowerCase().startsWith('uk')) return codes;
  const rest = codes.filter((code) => code !== 'UAH' && code !== 'RUB');
  const ordered = codes.includes('UAH') ? [...rest.slice(0, 1), 'UAH', ...rest.slice(1)] : rest;
  return codes.includes('RUB') ? [...ordered, 'RUB'] : ordered;
}

const byPriority = (side: TWalletSide) => (a: TFiatMethod, b: TFiatMethod) =>
  (fiatSideOf(b, side)?.priority ?? 0) - (fiatSideOf(a, side)?.priority ?? 0) ||
  b.priority - a.priority;

/**
 * The fiat methods a tab offers (spec 2, 9): those with the tab's side; only the payment
 * currency's (the selector's, the display currency until one is picked) when it has any, else
 * every currency in the order listed (uk: UAH second, RUB last); within a currency by the
 * side's priority, then the method's. Steam ones are "other".
 */
export function fiatMethodsForTab(
  methods: readonly TFiatMethod[],
  {
    side,
    paymentCurrency,
    locale,
  }: { side: TWalletSide; paymentCurrency?: string; locale: string },
): { fiat: TFiatMethod[]; other: TFiatMethod[] } {
  const usable = methods.filter((method) => fiatSideOf(method, side) !== null);
  const own = usable.filter((method) => method.currency.code === paymentCurrency);
  const offered = own.length > 0 ? own : usable;
  const currencies = orderCurrencies(
    [...new Set(offered.map((method) => method.currency.code))],
    locale,
  );
  const sorted = currencies.flatMap((code) =>
    offered.filter((method) => method.currency.code === code).sort(byPriority(side)),
  );
  return {
    fiat: sorted.filter((method) => !isSteamMethod(method)),
    other: sorted.filter(isSteamMethod),
  };
}

const isWhole = (value: string) => !/\.\d*[1-9]/.test(value);

/** An amount of a method's currency, without a zero fraction: "500 ₽", "12.50 €". */
export function formatFiatAmount(
  value: string,
  currency: TFiatMethod['currency'],
  locale: string,
): string {
  return formatMoney(
    { primaryValue: value, primaryPrecision: isWhole(value) ? 0 : currency.precision },
    currency.displayFormat,
    locale,
  );
}

/** The number alone, for messages that place the currency themselves. */
export const formatFiatNumber = (
  value: string,
  currency: TFiatMethod['currency'],
  locale: string,
): string => formatFiatAmount(value, { ...currency, displayFormat: '{amount}' }, locale);

const fractionDigits = (value: string) => value.split('.')[1]?.length ?? 0;

/**
 * The deposit form's first amount (spec 5): the third preset when there are more than two,
 * else the last; with none, the middle of the limits rounded up to a whole unit.
 */
export function defaultDepositAmount(
  side: Pick<TFiatSide, 'valuePresets' | 'minAmount' | 'maxAmount'>,
): string {
  const { valuePresets: presets, minAmount, maxAmount } = side;
  const preset = presets.length > 2 ? presets[2] : presets.at(-1);
  if (preset !== undefined) return trimZeros(preset);
  const precision = Math.max(fractionDigits(minAmount), fractionDigits(maxAmount));
  const sum = parseDecimal(minAmount, precision) + parseDecimal(maxAmount, precision);
  const twoUnits = 2n * 10n ** BigInt(precision);
  return ((sum + twoUnits - 1n) / twoUnits).toString();
}

/** "1000.00" as the form shows it: "1000"; "12.50" stays "12.5". */
export function trimZeros(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}
