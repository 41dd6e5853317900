import type { TFeeLevel } from './fiat-fee';
import { feeLevelFor, fiatWithdrawFee, totalDebited } from './fiat-fee';

/** The figures of a fiat withdrawal as the form and the confirm step show them. */
export interface TFiatWithdrawFigures {
  /** The applying tier's share in percent (3 for "0.03"); `null` when nothing is charged. */
  percent: number | null;
  fee: string;
  /** What the player receives: the amount itself (the fee is taken on top). */
  receive: string;
  /** What leaves the balance: amount and fee. */
  total: string;
}

/** Fee, what arrives and what is debited for a well-formed `amount` of the method's currency. */
export function fiatWithdrawFigures(
  levels: readonly TFeeLevel[],
  amount: string,
  precision: number,
): TFiatWithdrawFigures {
  const level = feeLevelFor(levels, amount, precision);
  const fee = fiatWithdrawFee(levels, amount, precision);
  return {
    percent: level && /[1-9]/.test(level.fee) ? Number(level.fee) * 100 : null,
    fee,
    receive: amount,
    total: totalDebited(amount, fee, precision),
  };
}
