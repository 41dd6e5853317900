import type { TBuyOrder, TTransaction } from '@aurum/contracts/wallet';
import { formatMoney } from './format-money';

/** An amount of an order's currency for people, with the decimals it came with: "5,000.00 ₽". */
export function orderAmount(
  order: Pick<TBuyOrder, 'currencyFrom'>,
  value: string,
  locale: string,
): string {
  const precision = value.split('.')[1]?.length ?? 0;
  return formatMoney(
    { primaryValue: value, primaryPrecision: precision },
    order.currencyFrom.displayFormat,
    locale,
  );
}

/** Seconds as mm:ss ("14:05"); minutes go past 59 rather than adding hours. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** A fiat deposit still waiting for the transfer can be reopened from the history (spec 4). */
export const canReopenOrder = ({ type, status }: Pick<TTransaction, 'type' | 'status'>): boolean =>
  type === 'buy' && status === 'waiting';
