/**
 * Dice. One float f; roll = floor(f × 10001), in hundredths: 0 (0.00) .. 10000 (100.00).
 * `under` wins when roll < target (target winning rolls), `over` when roll > target
 * (10000 − target winning rolls). The multiplier keeps a 1% edge on the 10001 rolls:
 * floor(0.99 × 10001 / winningRolls × 10000) = floor(99 009 900 / winningRolls) ten-thousandths.
 */
import { z } from 'zod';
import { ceilDiv, percentOf, TWO_POW_32 } from '../exact';
import { floatStream } from '../fair';
import { settle } from '../payout';
import type { TDiceOutcome, TSeeds, TSettled } from '../types';

export const DICE_ROLLS = 10_001;

export const ZDiceParams = z.strictObject({
  target: z.number().int().min(100).max(9800),
  direction: z.enum(['under', 'over']),
});
export type TDiceParams = z.infer<typeof ZDiceParams>;

export function diceWinningRolls(params: TDiceParams): number {
  return params.direction === 'under' ? params.target : DICE_ROLLS - 1 - params.target;
}

export function diceMultiplier(params: TDiceParams): number {
  return Math.floor((99 * DICE_ROLLS * 100) / diceWinningRolls(params));
}

/** The largest multiplier: 100 winning rolls. */
export const DICE_MAX_MULTIPLIER = Math.floor((99 * DICE_ROLLS * 100) / 100);

export function diceRoll(f: number): number {
  return Math.floor(f * DICE_ROLLS);
}

export function playDice(seeds: TSeeds, params: TDiceParams, bet: bigint): TSettled<TDiceOutcome> {
  const roll = diceRoll(floatStream(seeds).next());
  const win = params.direction === 'under' ? roll < params.target : roll > params.target;
  return settle({ roll, win }, bet, win ? diceMultiplier(params) : 0);
}

/**
 * Exact RTP in percent. f is k / 2³² for k uniform in 0..2³²−1, and roll < r exactly when
 * k < r·2³²/10001, so the winning k are counted, not approximated.
 */
export function diceRtp(params: TDiceParams): number {
  const rolls = BigInt(DICE_ROLLS);
  const winningK =
    params.direction === 'under'
      ? ceilDiv(BigInt(params.target) * TWO_POW_32, rolls)
      : TWO_POW_32 - ceilDiv(BigInt(params.target + 1) * TWO_POW_32, rolls);
  const returned = winningK * BigInt(diceMultiplier(params));
  return percentOf(returned, TWO_POW_32 * 10_000n);
}
