import { DICE_ROLLS, diceMultiplier as packageDiceMultiplier } from '@aurum/games';

export type TDiceDirection = 'under' | 'over';

export const DICE_MIN_TARGET = 100;
export const DICE_MAX_TARGET = 9_800;

export function winningRolls(target: number, direction: TDiceDirection): number {
  return direction === 'under' ? target : DICE_ROLLS - 1 - target;
}

/** The payout multiplier (ten-thousandths) of a target, as the studio pays it. */
export function diceMultiplier(target: number, direction: TDiceDirection): number {
  return packageDiceMultiplier({ target, direction });
}

/** Chance to win in percent with two decimals. */
export function diceWinChance(target: number, direction: TDiceDirection): number {
  return Math.round((winningRolls(target, direction) / DICE_ROLLS) * 10_000) / 100;
}

/** The target that pays about `multiplier` (ten-thousandths), kept inside the allowed range. */
export function targetForMultiplier(multiplier: number, direction: TDiceDirection): number {
  const winning = Math.round((99 * DICE_ROLLS * 100) / Math.max(1, multiplier));
  return clampTarget(direction === 'under' ? winning : DICE_ROLLS - 1 - winning);
}

/** The target for a win chance in percent. */
export function targetForChance(chance: number, direction: TDiceDirection): number {
  const winning = (chance / 100) * DICE_ROLLS;
  return clampTarget(direction === 'under' ? winning : DICE_ROLLS - 1 - winning);
}

export function clampTarget(target: number): number {
  return Math.min(DICE_MAX_TARGET, Math.max(DICE_MIN_TARGET, Math.round(target)));
}
