import { AppError } from '../../lib/app-error';
import { rateToString, scaleRate } from '../../lib/exchange';

/** Any rate to the account currency outside these is a typo, forced or not. */
export const RATE_LIMITS = { min: '0.000000000001', max: '100000000' } as const;
/** Without `force`, a new rate stays within half and double the current one. */
const MAX_CHANGE_FACTOR = 2n;

/**
 * Checks an operator's new rate against the current one: a sane absolute range always, and
 * within a factor of the current rate unless forced with a reason. Integer arithmetic on
 * rates scaled by 10^18, like every other rate calculation.
 */
export function checkRateChange(input: {
  current: string;
  next: string;
  force: boolean;
  reason: string | undefined;
}): void {
  let next: bigint;
  try {
    next = scaleRate(input.next);
  } catch {
    throw new AppError('rate_out_of_range', 400, RATE_LIMITS);
  }
  if (next < scaleRate(RATE_LIMITS.min) || next > scaleRate(RATE_LIMITS.max))
    throw new AppError('rate_out_of_range', 400, RATE_LIMITS);
  if (input.force) {
    if (!input.reason) throw new AppError('rate_force_reason_required', 400);
    return;
  }
  const current = scaleRate(input.current);
  const min = (current + MAX_CHANGE_FACTOR - 1n) / MAX_CHANGE_FACTOR;
  const max = current * MAX_CHANGE_FACTOR;
  if (next < min || next > max) {
    throw new AppError('rate_change_too_large', 400, {
      current: input.current,
      min: rateToString(min),
      max: rateToString(max),
    });
  }
}
