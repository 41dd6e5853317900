/**
 * Exact slot maths from the reel strips. Reels stop independently and uniformly, so:
 * - a payline shows on each reel one symbol with the strip's frequencies, and its expected pay
 *   is a sum over symbols and run lengths of products of those frequencies;
 * - a symbol's expected ways pay is pay × Π E[matching rows on reel i] × P(none on the next
 *   reel), since the reels' windows are independent;
 * - the scatter count is the convolution of each reel's window counts.
 * All of these are exact fractions over D = Π strip lengths. Free spins use the same reels, so
 * by Wald's identity their expected win is E[number of free spins] × multiplier × E[spin win];
 * the number of free spins, with retriggers and the MAX_FREE_SPINS cap, is an exact recursion
 * (evaluated in doubles). The maximum-win cap is left out (see README: it can only lower RTP).
 * The float draw floor(f × length) is taken as uniform; on the 2⁻³² grid it is off by less
 * than length / 2³² per stop.
 */
import {
  FREE_SPIN_SCATTERS,
  MAX_FREE_SPINS,
  reelWindow,
  SCATTER,
  WILD,
  type TSlotRules,
} from './slot-engine';

export interface TSlotStats {
  /** Expected coins of one spin before any multiplier (lines or ways, plus scatter). */
  spinCoins: number;
  /** Chance that a spin starts (or adds) free spins. */
  trigger: number;
  /** Expected free spins once started, retriggers and the cap included. */
  freeSpins: number;
  /** RTP in percent of the base game alone, of the free spins, and of the whole round. */
  baseRtp: number;
  freeRtp: number;
  rtp: number;
}

function lengths(rules: TSlotRules): bigint[] {
  return rules.reels.map((strip) => BigInt(strip.length));
}

function product(values: readonly bigint[]): bigint {
  return values.reduce((total, value) => total * value, 1n);
}

/** Per reel, for every stop: how many rows of the window satisfy `matches`. */
function windowCounts(
  rules: TSlotRules,
  reel: number,
  matches: (symbol: string) => boolean,
): number[] {
  const strip = rules.reels[reel] ?? [];
  return strip.map((_, stop) => reelWindow(strip, stop, rules.rows).filter(matches).length);
}

/** Numerators over D of the scatter count 0, 1, 2, ... on the whole grid. */
export function scatterDistribution(rules: TSlotRules): bigint[] {
  let distribution = [1n];
  rules.reels.forEach((_, reel) => {
    const counts = windowCounts(rules, reel, (symbol) => symbol === SCATTER);
    const next = Array.from({ length: distribution.length + rules.rows }, () => 0n);
    distribution.forEach((ways, before) => {
      for (const count of counts) next[before + count] = (next[before + count] ?? 0n) + ways;
    });
    distribution = next;
  });
  return distribution;
}

/** Expected line pay of one payline, as a numerator over D (coins). */
export function lineNumerator(rules: TSlotRules): bigint {
  const lens = lengths(rules);
  let total = 0n;
  for (const [symbol, pays] of Object.entries(rules.paytable)) {
    const matching = rules.reels.map((strip, reel) =>
      BigInt(strip.filter((shown) => shown === symbol || (reel > 0 && shown === WILD)).length),
    );
    pays.forEach((pay, index) => {
      const count = index + 3;
      const runs = product(matching.slice(0, count));
      const stop = count < lens.length ? (lens[count] ?? 0n) - (matching[count] ?? 0n) : 1n;
      total += BigInt(pay) * runs * stop * product(lens.slice(count + 1));
    });
  }
  return total;
}

/** Expected ways pay of one spin, as a numerator over D (coins). */
export function waysNumerator(rules: TSlotRules): bigint {
  const lens = lengths(rules);
  let total = 0n;
  for (const [symbol, pays] of Object.entries(rules.paytable)) {
    const counts = rules.reels.map((_, reel) =>
      windowCounts(rules, reel, (shown) => shown === symbol || (reel > 0 && shown === WILD)),
    );
    const rowSums = counts.map((perStop) => BigInt(perStop.reduce((sum, rows) => sum + rows, 0)));
    const empty = counts.map((perStop) => BigInt(perStop.filter((rows) => rows === 0).length));
    pays.forEach((pay, index) => {
      const count = index + 3;
      const stop = count < lens.length ? (empty[count] ?? 0n) : 1n;
      total +=
        BigInt(pay) * product(rowSums.slice(0, count)) * stop * product(lens.slice(count + 1));
    });
  }
  return total;
}

/** E[free spins played] after a trigger: each spin adds `award` with chance `trigger`, to `cap`. */
export function expectedFreeSpins(trigger: number, award: number, cap = MAX_FREE_SPINS): number {
  // expected[a][p]: spins played in the end, given a awarded and p played so far (p ≤ a).
  const expected: number[][] = [];
  for (let awarded = cap; awarded >= 0; awarded--) {
    const row: number[] = [];
    row[awarded] = awarded;
    for (let played = awarded - 1; played >= 0; played--) {
      const more = Math.min(cap, awarded + award);
      const retriggered =
        more === awarded ? (row[played + 1] ?? 0) : (expected[more]?.[played + 1] ?? 0);
      row[played] = trigger * retriggered + (1 - trigger) * (row[played + 1] ?? 0);
    }
    expected[awarded] = row;
  }
  return expected[Math.min(cap, award)]?.[0] ?? 0;
}

export function slotStats(rules: TSlotRules, kind: 'lines' | 'ways', lines = 0): TSlotStats {
  const denominator = product(lengths(rules));
  const scatters = scatterDistribution(rules);
  let scatterCoins = 0n;
  let triggers = 0n;
  scatters.forEach((ways, count) => {
    scatterCoins +=
      ways * BigInt(rules.scatterPays[Math.min(count, rules.scatterPays.length - 1)] ?? 0);
    if (count >= FREE_SPIN_SCATTERS) triggers += ways;
  });
  const winCoins = kind === 'lines' ? BigInt(lines) * lineNumerator(rules) : waysNumerator(rules);
  const spinCoins = Number(winCoins + scatterCoins) / Number(denominator);
  const trigger = Number(triggers) / Number(denominator);
  const freeSpins = expectedFreeSpins(trigger, rules.freeSpins);
  const baseRtp = (100 * spinCoins) / rules.betCoins;
  const freeRtp = baseRtp * trigger * freeSpins * rules.freeMultiplier;
  return { spinCoins, trigger, freeSpins, baseRtp, freeRtp, rtp: baseRtp + freeRtp };
}

/**
 * An upper bound, in ten-thousandths of the bet, on what one free spin can pay: for every stop
 * of reel 1, each line (or each way through the other reels' rows) is given the top pay of the
 * symbol it starts with (pays rise with the count), plus the top scatter pay, times the
 * free-spin multiplier. When it is below the maximum win, only several huge spins in one
 * round can reach the cap.
 */
export function freeSpinWinBound(
  rules: TSlotRules,
  paylines?: readonly (readonly number[])[],
): number {
  const [firstReel = [], ...others] = rules.reels;
  const topPay = (symbol: string) => rules.paytable[symbol]?.[2] ?? 0;
  const waysPerRow = rules.rows ** others.length;
  let most = 0;
  firstReel.forEach((_, stop) => {
    const window = reelWindow(firstReel, stop, rules.rows);
    const coins = paylines
      ? paylines.reduce((sum, rows) => sum + topPay(window[rows[0] ?? 0] ?? ''), 0)
      : window.reduce((sum, symbol) => sum + topPay(symbol) * waysPerRow, 0);
    most = Math.max(most, coins);
  });
  const scatter = Math.max(...rules.scatterPays);
  return ((most + scatter) * rules.freeMultiplier * 10_000) / rules.betCoins;
}
