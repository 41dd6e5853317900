import { TON_CONNECT_PROVIDER } from '@aurum/contracts/ton';
import type { TCryptoMethod } from '@aurum/contracts/wallet';
import { z } from 'zod';
import { compareDecimal } from '../utils/decimal';
import { depositAmountField } from '../utils/fiat-deposit-form';

/** Whether a method takes TON Connect deposits (its `additionalProviders` lists tonconnect). */
export const takesTonConnect = (method: Pick<TCryptoMethod, 'additionalProviders'>) =>
  method.additionalProviders.includes(TON_CONNECT_PROVIDER);

/**
 * The TON Connect deposit amount: a decimal above zero with no more decimals than the method
 * shows, at least its minimum (Validation.minimum_amount) and, once the wallet's holding is
 * known, no more than it (TonDeposit.not_enough). The server checks the minimum the same way.
 */
export function tonDepositFormSchema(
  method: Pick<TCryptoMethod, 'minDepositAmount' | 'precision'>,
  held: string | null,
) {
  return z.object({
    amount: depositAmountField(method.precision)
      .refine((amount) => compareDecimal(amount, method.minDepositAmount) >= 0, {
        message: 'Validation.minimum_amount',
        abort: true,
      })
      .refine((amount) => held === null || compareDecimal(amount, held) <= 0, {
        message: 'TonDeposit.not_enough',
      }),
  });
}
