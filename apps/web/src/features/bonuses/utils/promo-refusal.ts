import { PROMO_REFUSALS } from '@aurum/contracts/promo-codes';
import { ErrorDetail } from '@aurum/contracts/http';
import { isApiError, UNEXPECTED_ERROR_DETAIL } from '@/lib/api-error';

const isRefusal = (detail: string): detail is (typeof PROMO_REFUSALS)[number] =>
  (PROMO_REFUSALS as readonly string[]).includes(detail);

/**
 * Why a code was refused, as translation keys to try in order: the code's own reason
 * (`Bonuses.errors.promo_code_expired`...), a malformed code, or the general error.
 */
export function promoRefusalKeys(error: unknown): string[] {
  const detail = isApiError(error) ? error.detail : UNEXPECTED_ERROR_DETAIL;
  if (isRefusal(detail)) return [`Bonuses.errors.${detail}`];
  if (detail === ErrorDetail.validation) return ['Validation.promo_code_invalid'];
  return [`Errors.${detail}`, 'Errors.unexpected_error'];
}
