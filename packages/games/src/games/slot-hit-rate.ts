/**
 * The exact chance that a base spin pays anything. Every win needs reels 1–3 (a line or a way
 * of at least 3) or enough scatters, so the stops of reels 1–3 are enumerated and reels 4–5
 * only enter through their scatter counts.
 */
import { reelWindow, SCATTER, WILD, type TSlotRules } from './slot-engine';
import { lineRun } from './slot-lines';

/** Whether windows of reels 1–3 already make a line or ways win. */
export type TPaysOnThree = (first: string[], second: string[], third: string[]) => boolean;

function scatters(window: readonly string[]): number {
  return window.filter((symbol) => symbol === SCATTER).length;
}

function windows(rules: TSlotRules, reel: number): string[][] {
  const strip = rules.reels[reel] ?? [];
  return strip.map((_, stop) => reelWindow(strip, stop, rules.rows));
}

export function slotHitRate(rules: TSlotRules, paysOnThree: TPaysOnThree): number {
  const minimum = rules.scatterPays.findIndex((pay) => pay > 0);
  const [first, second, third, fourth, fifth] = [0, 1, 2, 3, 4].map((reel) => windows(rules, reel));
  if (!first || !second || !third || !fourth || !fifth) throw new RangeError('a slot has 5 reels');
  // atLeast[k]: stop pairs of reels 4–5 showing k or more scatters.
  const atLeast = Array.from({ length: 2 * rules.rows + 2 }, () => 0);
  for (const a of fourth) {
    for (const b of fifth) {
      const count = scatters(a) + scatters(b);
      atLeast[count] = (atLeast[count] ?? 0) + 1;
    }
  }
  for (let k = atLeast.length - 2; k >= 0; k--)
    atLeast[k] = (atLeast[k] ?? 0) + (atLeast[k + 1] ?? 0);
  const pairs = atLeast[0] ?? 0;
  let hits = 0;
  for (const a of first) {
    for (const b of second) {
      for (const c of third) {
        if (paysOnThree(a, b, c)) hits += pairs;
        else if (minimum > 0) {
          hits += atLeast[Math.max(0, minimum - scatters(a) - scatters(b) - scatters(c))] ?? 0;
        }
      }
    }
  }
  return hits / (first.length * second.length * third.length * pairs);
}

/** Paylines: some line shows a paying symbol on reels 1–3 (wilds standing in on 2–3). */
export function linesPayOnThree(
  rules: TSlotRules,
  paylines: readonly (readonly number[])[],
): TPaysOnThree {
  return (first, second, third) =>
    paylines.some((rows) => {
      const [a = 0, b = 0, c = 0] = rows;
      return lineRun(rules, [first[a] ?? '', second[b] ?? '', third[c] ?? '']) !== null;
    });
}

/**
 * Ways: one pay symbol shows on all of reels 1–3 (wilds count from reel 2). Intersects bit
 * masks of the symbols each window shows, memoised per window.
 */
export function waysPayOnThree(rules: TSlotRules): TPaysOnThree {
  const bits = new Map(Object.keys(rules.paytable).map((symbol, index) => [symbol, 1 << index]));
  const everySymbol = (1 << bits.size) - 1;
  const masks = new Map<string[], number>();
  const maskOf = (window: string[], wild: boolean) => {
    let mask = masks.get(window);
    if (mask === undefined) {
      mask = 0;
      for (const symbol of window) {
        mask |= wild && symbol === WILD ? everySymbol : (bits.get(symbol) ?? 0);
      }
      masks.set(window, mask);
    }
    return mask;
  };
  return (first, second, third) =>
    (maskOf(first, false) & maskOf(second, true) & maskOf(third, true)) !== 0;
}
