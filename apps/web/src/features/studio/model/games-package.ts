import {
  JACKS_OR_BETTER_PAYS,
  kenoPaytable,
  PAYLINES,
  PLINKO_ROWS,
  PLINKO_TABLES,
  SLOT_LINES,
  SLOT_WAYS,
  type TKenoRisk,
  WHEEL_SEGMENTS,
  type TPlinkoRisk,
  type TSlotRules,
  type TWheelSegment,
} from '@aurum/games';
import type { TPayline } from './slots';

/** The one place the client reads the game package's tables. */

/** Bucket multipliers (ten-thousandths), left to right, for `rows` rows at `risk`. */
export function plinkoTable(rows: number, risk: TPlinkoRisk): readonly number[] {
  const known = PLINKO_ROWS.find((value) => value === rows) ?? 16;
  return PLINKO_TABLES[known][risk];
}

const isKey = <TRecord extends object>(
  record: TRecord,
  key: string,
): key is Extract<keyof TRecord, string> => Object.hasOwn(record, key);

/** The paylines of a lines slot variant, or `null` when unknown (wins then light up by symbol). */
export function slotPaylines(type: string, variant: string): readonly TPayline[] | null {
  return type === 'slot-lines' && isKey(PAYLINES, variant) ? PAYLINES[variant] : null;
}

/** The rules of a slot variant (paytable in coins, what the bet is worth in coins, free spins). */
export function slotRules(type: string, variant: string): TSlotRules | null {
  if (type === 'slot-lines' && isKey(SLOT_LINES, variant)) return SLOT_LINES[variant].rules;
  if (type === 'slot-ways' && isKey(SLOT_WAYS, variant)) return SLOT_WAYS[variant];
  return null;
}

/** Keno multipliers (ten-thousandths) by hits 0..picks; empty without picks. */
export function kenoTable(risk: TKenoRisk, picks: number): readonly number[] {
  return picks >= 1 && picks <= 10 ? kenoPaytable(risk, picks) : [];
}

/** Jacks or Better pays "for 1", best hand first. */
export const VIDEO_POKER_PAYTABLE = Object.entries(JACKS_OR_BETTER_PAYS).filter(
  ([, pays]) => pays > 0,
);
/** The money wheel's segments, clockwise from the pointer at rest. */
export function wheelShowSegments(): readonly TWheelSegment[] {
  return WHEEL_SEGMENTS;
}
