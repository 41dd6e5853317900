import { HALF, ONE, ZERO, rational, type Rational } from './rational';

/** How one outcome of a market settled (the leg results of a bet, besides `open`). */
export type OutcomeResult = 'won' | 'lost' | 'void' | 'half_won' | 'half_lost' | 'dead_heat';

/**
 * One outcome's settlement as odds feeds send it: the result, the share of the stake refunded
 * (`voidFactor`: 1 void, 1/2 for the quarter lines' half results, else 0) and the share of the
 * odds paid on a win (`deadHeatFactor`: 1/n when n share a place, else 1).
 */
export interface OutcomeSettlement {
  readonly result: OutcomeResult;
  readonly voidFactor: Rational;
  readonly deadHeatFactor: Rational;
}

export const WON: OutcomeSettlement = { result: 'won', voidFactor: ZERO, deadHeatFactor: ONE };
export const LOST: OutcomeSettlement = { result: 'lost', voidFactor: ZERO, deadHeatFactor: ONE };
export const VOID: OutcomeSettlement = { result: 'void', voidFactor: ONE, deadHeatFactor: ONE };
export const HALF_WON: OutcomeSettlement = {
  result: 'half_won',
  voidFactor: HALF,
  deadHeatFactor: ONE,
};
export const HALF_LOST: OutcomeSettlement = {
  result: 'half_lost',
  voidFactor: HALF,
  deadHeatFactor: ONE,
};

/** A win shared by `sharers` competitors: the odds pay 1/n (one sharer is a plain win). */
export function deadHeat(sharers: number): OutcomeSettlement {
  if (!Number.isSafeInteger(sharers) || sharers < 1)
    throw new RangeError(`bad dead heat: ${sharers}`);
  if (sharers === 1) return WON;
  return { result: 'dead_heat', voidFactor: ZERO, deadHeatFactor: rational(1n, BigInt(sharers)) };
}

/** Whether the result pays odds on (part of) the stake: won, half won, dead heat. */
export function isWinning(result: OutcomeResult): boolean {
  return result === 'won' || result === 'half_won' || result === 'dead_heat';
}
