import { formatMinor } from '@aurum/contracts/money';
import type { TFiatSideTerms } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { createFiatRepo } from './fiat.repo';

/** A deposit order still waiting for the player's payment: it holds the open-order marker. */
export const AWAITING_PAYMENT = ['waiting', 'pending', 'pay_external_invoice'];
/** Statuses a player may dispute from (spec 4, "History item"). */
export const DISPUTABLE = ['timeouted', 'pending', 'declined', 'wait_for_confirmation'];
/** Statuses an operator (or the sandbox bank) may credit from. */
export const CONFIRMABLE = [...AWAITING_PAYMENT, 'wait_for_confirmation', 'timeouted', 'disputed'];

export interface TCurrencyUnits {
  code: string;
  precision: number;
}

/** Refuses an amount outside one side of a method's limits (422, naming the limit). */
export function checkBounds(amount: bigint, terms: TFiatSideTerms, currency: TCurrencyUnits) {
  const format = (minor: string) => formatMinor(BigInt(minor), currency.precision);
  if (amount < BigInt(terms.minAmount))
    throw new AppError('Validation.minimum_amount', 422, {
      amount: format(terms.minAmount),
      currency: currency.code,
    });
  if (amount > BigInt(terms.maxAmount))
    throw new AppError('Validation.maximum_amount', 422, {
      amount: format(terms.maxAmount),
      currency: currency.code,
    });
}

/** An enabled method with its currency, or 404. */
export async function findMethod(repo: ReturnType<typeof createFiatRepo>, id: string) {
  const found = await repo.findMethod(id);
  if (!found) throw AppError.notFound('error_method_not_found', { bankId: id });
  return found;
}
