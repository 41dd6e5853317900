import { z } from 'zod';
import { compareDecimal, isDecimal, isPositiveDecimal } from './decimal';
import type { TFiatSide } from './fiat-method';

type TAmountBounds = Pick<TFiatSide, 'minAmount' | 'maxAmount'>;

const fractionDigits = (amount: string) => amount.split('.')[1]?.length ?? 0;

/**
 * A deposit amount as typed (spec 5): required (Validation.required), a decimal above zero with
 * no more decimals than the currency has (Validation.invalid_amount). Bounds are added on top.
 */
export function depositAmountField(precision: number) {
  return z
    .string()
    .trim()
    .min(1, { message: 'Validation.required', abort: true })
    .refine(
      (amount) =>
        isDecimal(amount) && isPositiveDecimal(amount) && fractionDigits(amount) <= precision,
      { message: 'Validation.invalid_amount', abort: true },
    );
}

/**
 * The fiat deposit amount (spec 5): a decimal above zero with no more decimals than the
 * currency has (Validation.invalid_amount), at least the buy minimum
 * (Validation.minimum_amount) and at most its maximum (Validation.maximum_amount). The
 * messages are keys: the form adds the bound and the currency.
 */
export function fiatDepositFormSchema(buy: TAmountBounds, precision: number) {
  return z.object({
    amount: depositAmountField(precision)
      .refine((amount) => compareDecimal(amount, buy.minAmount) >= 0, {
        message: 'Validation.minimum_amount',
        abort: true,
      })
      .refine((amount) => compareDecimal(amount, buy.maxAmount) <= 0, {
        message: 'Validation.maximum_amount',
      }),
  });
}

export type TFiatDepositFormValues = z.input<ReturnType<typeof fiatDepositFormSchema>>;

/** The bound a bounds message names, if the message is one. */
export function boundOf(message: string | undefined, buy: TAmountBounds): string | undefined {
  if (message === 'Validation.minimum_amount') return buy.minAmount;
  if (message === 'Validation.maximum_amount') return buy.maxAmount;
  return undefined;
}
