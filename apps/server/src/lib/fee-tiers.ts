import { RATE_UNIT, scaleRate } from './exchange';

/** A fee schedule tier: from `from` (minor units, as a string) the fee is `fee` × amount. */
export interface TFeeTier {
  from: string;
  fee: string;
}

/**
 * The fee of an amount by schedule (spec 9): the tier with the largest `from` at most the
 * amount applies; its share of the amount, rounded up to the currency's smallest unit.
 */
export function tieredFee(amount: bigint, tiers: readonly TFeeTier[]): bigint {
  let tier: TFeeTier | undefined;
  for (const candidate of tiers)
    if (BigInt(candidate.from) <= amount && (!tier || BigInt(candidate.from) >= BigInt(tier.from)))
      tier = candidate;
  if (!tier || !/[1-9]/.test(tier.fee)) return 0n;
  return (amount * scaleRate(tier.fee) + RATE_UNIT - 1n) / RATE_UNIT;
}
