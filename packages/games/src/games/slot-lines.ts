/**
 * Video slot with fixed paylines, 5 reels × 3 rows. A line pays its symbol's 3, 4 or 5 of a
 * kind from reel 1 rightwards; `W` (reels 2–4 only) stands in for every symbol but `S`.
 * Line pays are in coins per line, the total bet being one coin per line. See slot-engine.ts
 * for stops, scatters, free spins and the cap, and slot-lines-data.ts for the variants.
 */
import { z } from 'zod';
import { floatStream } from '../fair';
import type { TSeeds, TSettled, TSlotLinesOutcome, TSlotSpin } from '../types';
import { SLOT_LINES, type TSlotLinesVariant } from './slot-lines-data';
import { playSlot, WILD, type TSlotRules, type TSpinEvaluation, type TToPay } from './slot-engine';

export {
  PAYLINES,
  PAYTABLE,
  REELS,
  SLOT_LINES,
  SLOT_LINES_VARIANTS,
  type TSlotLinesVariant,
} from './slot-lines-data';

export const ZSlotLinesParams = z.strictObject({});

type TLineWin = TSlotSpin['wins'][number];

/** The symbol and length of the run a line pays, or null. */
export function lineRun(
  rules: TSlotRules,
  symbols: readonly string[],
): { symbol: string; count: number; coins: number } | null {
  const [symbol] = symbols;
  if (symbol === undefined || !(symbol in rules.paytable)) return null;
  let count = 1;
  while (count < symbols.length && (symbols[count] === symbol || symbols[count] === WILD)) count++;
  const coins = count >= 3 ? (rules.paytable[symbol]?.[count - 3] ?? 0) : 0;
  return coins > 0 ? { symbol, count, coins } : null;
}

export function evaluateLines(
  rules: TSlotRules,
  paylines: readonly (readonly number[])[],
  grid: string[][],
  toPay: TToPay,
): TSpinEvaluation<TLineWin> {
  const wins: TLineWin[] = [];
  let coins = 0;
  paylines.forEach((rows, line) => {
    const run = lineRun(
      rules,
      rows.map((row, reel) => grid[reel]?.[row] ?? ''),
    );
    if (!run) return;
    coins += run.coins;
    wins.push({ line, symbol: run.symbol, count: run.count, pay: toPay(run.coins) });
  });
  return { wins, coins };
}

export function playSlotLines(
  variant: TSlotLinesVariant,
  seeds: TSeeds,
  bet: bigint,
): TSettled<TSlotLinesOutcome> {
  const { rules, paylines } = SLOT_LINES[variant];
  return playSlot(rules, floatStream(seeds), bet, (grid, toPay) =>
    evaluateLines(rules, paylines, grid, toPay),
  );
}
