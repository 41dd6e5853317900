import { parseDecimal } from '@aurum/contracts/money';
import { AppError } from './app-error';

/**
 * An amount a player, an operator or a sandbox control typed, in minor units of a currency of
 * `precision` digits; above zero, or 400 `Validation.invalid_amount` naming the precision.
 */
export function parsePositiveAmount(text: string, precision: number): bigint {
  let amount: bigint;
  try {
    amount = parseDecimal(text, precision);
  } catch {
    throw new AppError('Validation.invalid_amount', 400, { precision });
  }
  if (amount <= 0n) throw new AppError('Validation.invalid_amount', 400, { precision });
  return amount;
}
