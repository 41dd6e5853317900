import type { TFiatMethod } from '@aurum/contracts/wallet';
import { compareDecimal } from '../utils/decimal';
import { maxAffordableAmount } from '../utils/fiat-fee';
import type { TFiatSide } from '../utils/fiat-method';
import { fiatWithdrawFigures } from '../utils/fiat-withdraw-figures';
import { checkFiatWithdrawAmount } from '../utils/fiat-withdraw-form';
import { balanceBound, useFiatWithdrawBalance } from './use-fiat-withdraw-balance';

/**
 * What the fiat withdraw form shows of the amount typed (`amount`: well-formed, or `null`): the
 * bound it crosses, its fee and totals, and the largest amount the balance allows with the fee
 * within the method's limits (the "max" button; `null` when the balance is not in the method's
 * currency or not even the minimum fits).
 */
export function useFiatWithdrawAmount(method: TFiatMethod, side: TFiatSide, amount: string | null) {
  const { precision } = method.currency;
  const balance = useFiatWithdrawBalance(method);
  const bound = balanceBound(balance);
  const affordable = bound === null ? null : maxAffordableAmount(side.levels, bound, precision);
  const max =
    affordable === null || compareDecimal(affordable, side.minAmount) < 0
      ? null
      : compareDecimal(affordable, side.maxAmount) > 0
        ? side.maxAmount
        : affordable;
  return {
    balance,
    issue: amount === null ? null : checkFiatWithdrawAmount(amount, side, precision, bound),
    figures: amount === null ? null : fiatWithdrawFigures(side.levels, amount, precision),
    max,
  };
}
