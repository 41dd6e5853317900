import {
  PAYLINES,
  PLINKO_ROWS,
  PLINKO_TABLES,
  SLOT_LINES,
  SLOT_WAYS,
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

/** The money wheel's segments, clockwise from the pointer at rest. */
export function wheelShowSegments(): readonly TWheelSegment[] {
  return WHEEL_SEGMENTS;
}
