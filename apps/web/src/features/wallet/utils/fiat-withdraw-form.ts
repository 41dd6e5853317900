import { ZDecimalAmount } from '@aurum/contracts/money';
import type { TFiatMethod } from '@aurum/contracts/wallet';
import { z } from 'zod';
import type { TFiatWithdrawDraft } from '../model/fiat-withdraw-draft';
import { compareDecimal, isPositiveDecimal } from './decimal';
import { fiatWithdrawFee, maxAffordableAmount, totalDebited } from './fiat-fee';
import {
  isNameRequired,
  nameDetails,
  needsLatinName,
  needsTwoNames,
  splitName,
  withdrawDetailFields,
  type TFiatSellSide,
} from './fiat-withdraw-method';
import { paymentFieldSchema, paymentFieldsSchema, toExternalFields } from './payment-fields';

const fractionDigits = (amount: string) => amount.split('.')[1]?.length ?? 0;

/**
 * The fiat withdraw form of one method (spec 5): an amount above zero with no more decimals than
 * the currency has (its bounds are `checkFiatWithdrawAmount`'s), the name (required unless Steam
 * or BLIK; Latin when the method requires the Latin full name; two words when it requires a
 * first and last name), the receiving bank when the method pays out through several, and the
 * detail fields by kind.
 */
export function fiatWithdrawFormSchema(method: TFiatMethod, side: TFiatSellSide) {
  const { precision } = method.currency;
  const twoNames = needsTwoNames(side);
  return z.object({
    amount: z
      .string()
      .trim()
      .min(1, { message: 'Validation.required', abort: true })
      .pipe(ZDecimalAmount)
      .refine((amount) => fractionDigits(amount) <= precision, {
        message: 'Validation.invalid_amount',
      })
      .refine(isPositiveDecimal, { message: 'Validation.invalid_amount' }),
    name: paymentFieldSchema(needsLatinName(side) ? 'full_name_latin' : 'name', {
      required: isNameRequired(method),
    }).refine((name) => !twoNames || !name || splitName(name).last !== '', {
      message: 'WalletFiatWithdraw.two_names',
    }),
    subbankId:
      side.subbanks.length > 0
        ? z.string().min(1, { message: 'WalletFiatWithdraw.choose_bank' })
        : z.string(),
    details: paymentFieldsSchema(withdrawDetailFields(method, side)),
  });
}

type TFiatWithdrawSchema = ReturnType<typeof fiatWithdrawFormSchema>;
export type TFiatWithdrawFormValues = z.input<TFiatWithdrawSchema>;
export type TFiatWithdrawFormOutput = z.output<TFiatWithdrawSchema>;

/** The draft the confirm step sends: the name fills the hidden full-name fields. */
export function toFiatWithdrawDraft(
  values: TFiatWithdrawFormOutput,
  method: TFiatMethod,
  side: TFiatSellSide,
): TFiatWithdrawDraft {
  return {
    amount: values.amount,
    bankId: method.id,
    subbankId: values.subbankId || null,
    details: { ...nameDetails(values.name, side), ...toExternalFields(values.details) },
  };
}

/** A decimal cut (never rounded) to `precision` digits: a balance in the method's precision. */
export function truncateDecimal(value: string, precision: number): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const kept = fraction.slice(0, precision);
  return kept ? `${whole}.${kept}` : whole;
}

export interface TFiatAmountIssue {
  message:
    | 'Validation.minimum_amount'
    | 'Validation.maximum_amount'
    | 'WalletFiatWithdraw.exceeds_balance';
  /** The bound crossed, a decimal string in the method's currency. */
  bound: string;
}

/**
 * Whether a well-formed `amount` lies within the method's limits and, when the balance is known
 * in the method's currency, whether amount plus fee fits in it (spec 5); the bound it crosses if
 * not. `fiatBalance` `null`: the server checks the balance.
 */
export function checkFiatWithdrawAmount(
  amount: string,
  side: TFiatSellSide,
  precision: number,
  fiatBalance: string | null,
): TFiatAmountIssue | null {
  if (compareDecimal(amount, side.minAmount) < 0) {
    return { message: 'Validation.minimum_amount', bound: side.minAmount };
  }
  if (compareDecimal(amount, side.maxAmount) > 0) {
    return { message: 'Validation.maximum_amount', bound: side.maxAmount };
  }
  if (fiatBalance === null) return null;
  const fee = fiatWithdrawFee(side.levels, amount, precision);
  if (compareDecimal(totalDebited(amount, fee, precision), fiatBalance) > 0) {
    const affordable = maxAffordableAmount(side.levels, fiatBalance, precision);
    return {
      message: 'WalletFiatWithdraw.exceeds_balance',
      bound: affordable ?? '0',
    };
  }
  return null;
}
