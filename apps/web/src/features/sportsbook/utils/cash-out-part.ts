import { toMoney, type TMoney } from '@aurum/contracts/money';

/** The shares of the open stake a player can cash out, in thousandths (1000 = all of it). */
export const CASH_OUT_PARTS = ['250', '500', '750', '1000'] as const;
export type TCashOutPart = (typeof CASH_OUT_PARTS)[number];
export const WHOLE_BET: TCashOutPart = '1000';

/** A part as a whole percentage: 250 -> 25. */
export const percentOf = (part: TCashOutPart) => Number(part) / 10;

/**
 * The stake left in play after cashing out `part` of `openStake`: the server takes the part's
 * stake rounded down to the minor unit, so the rest keeps the odd cent.
 */
export function stakeLeftAfter(openStake: TMoney, part: TCashOutPart): TMoney {
  const stake = BigInt(openStake.value);
  const taken = (stake * BigInt(part)) / 1000n;
  return toMoney(stake - taken, openStake.primaryPrecision);
}
