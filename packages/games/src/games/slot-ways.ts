/**
 * Ways-to-win slot, 5 reels × 3 rows (243 ways) or × 4 rows (1024 ways). A symbol pays when
 * it shows on reel 1 and on each following reel up to the 3rd, 4th or 5th; `W` stands in for
 * it on reels 2–5, never on reel 1. The pay is coins per way × ways, where ways is the product
 * over the paying reels of how many of the reel's rows show the symbol (or `W`). See
 * slot-engine.ts for stops, scatters, free spins and the cap, slot-ways-data.ts for variants.
 */
import { z } from 'zod';
import { floatStream } from '../fair';
import type { TSeeds, TSettled, TSlotWaysOutcome, TWaysSpin } from '../types';
import { playSlot, WILD, type TSlotRules, type TSpinEvaluation, type TToPay } from './slot-engine';
import { SLOT_WAYS, type TSlotWaysVariant } from './slot-ways-data';

export {
  SLOT_WAYS,
  SLOT_WAYS_VARIANTS,
  WAYS_PAYTABLE,
  WAYS_REELS,
  type TSlotWaysVariant,
} from './slot-ways-data';

export const ZSlotWaysParams = z.strictObject({});

type TWaysWin = TWaysSpin['wins'][number];

/** How many rows of a reel count for `symbol` (wilds count from reel 2 on). */
export function matchingRows(window: readonly string[], symbol: string, reel: number): number {
  return window.filter((shown) => shown === symbol || (reel > 0 && shown === WILD)).length;
}

export function evaluateWays(
  rules: TSlotRules,
  grid: string[][],
  toPay: TToPay,
): TSpinEvaluation<TWaysWin> {
  const wins: TWaysWin[] = [];
  let coins = 0;
  const firstReel = grid[0] ?? [];
  for (const symbol of Object.keys(rules.paytable)) {
    if (!firstReel.includes(symbol)) continue;
    let ways = 1;
    let count = 0;
    for (const window of grid) {
      const rows = matchingRows(window, symbol, count);
      if (rows === 0) break;
      ways *= rows;
      count++;
    }
    const perWay = count >= 3 ? (rules.paytable[symbol]?.[count - 3] ?? 0) : 0;
    if (perWay === 0) continue;
    coins += perWay * ways;
    wins.push({ symbol, count, ways, pay: toPay(perWay * ways) });
  }
  return { wins, coins };
}

export function playSlotWays(
  variant: TSlotWaysVariant,
  seeds: TSeeds,
  bet: bigint,
): TSettled<TSlotWaysOutcome> {
  const rules = SLOT_WAYS[variant];
  return playSlot(rules, floatStream(seeds), bet, (grid, toPay) =>
    evaluateWays(rules, grid, toPay),
  );
}
