import type { TBalancePart, TFiatMethod } from '@aurum/contracts/wallet';
import { useBalance } from '../api/get-balance';
import { truncateDecimal } from '../utils/fiat-withdraw-form';

/**
 * What bounds a fiat withdrawal by the balance: the fiat part when it is in the method's
 * currency (`amount`, cut to the method's precision); in another currency the server converts
 * and decides (`other`); `unknown` when the balance cannot be had (the server still checks).
 */
export type TFiatWithdrawBalance =
  | { kind: 'loading' }
  | { kind: 'same'; part: TBalancePart; amount: string }
  | { kind: 'other'; part: TBalancePart }
  | { kind: 'unknown' };

export function useFiatWithdrawBalance(method: TFiatMethod): TFiatWithdrawBalance {
  const balance = useBalance();
  if (balance.isPending) return { kind: 'loading' };
  if (!balance.data) return { kind: 'unknown' };
  const part = balance.data.fiat;
  if (part.currency.code !== method.currency.code) return { kind: 'other', part };
  return {
    kind: 'same',
    part,
    amount: truncateDecimal(part.primaryValue, method.currency.precision),
  };
}

/** The bound `checkFiatWithdrawAmount` takes: the balance in the method's currency, if known. */
export const balanceBound = (balance: TFiatWithdrawBalance): string | null =>
  balance.kind === 'same' ? balance.amount : null;
