import { GameParamsError } from './errors';
import { MULTIPLIER_SCALE, type TSettled } from './types';

const SCALE = BigInt(MULTIPLIER_SCALE);

/** A stake must be a positive whole number of minor units. */
export function assertBet(bet: bigint): void {
  if (bet <= 0n) throw new GameParamsError(`bet must be positive, got ${bet}`);
}

/** payout = floor(bet × multiplier / 10000), in bigint so no fraction of a minor unit is paid. */
export function settle<TOutcome>(
  outcome: TOutcome,
  bet: bigint,
  multiplier: number,
): TSettled<TOutcome> {
  assertBet(bet);
  return { outcome, payout: (bet * BigInt(multiplier)) / SCALE, multiplier };
}
