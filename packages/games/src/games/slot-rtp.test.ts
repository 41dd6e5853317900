import { describe, expect, it } from 'vitest';
import { linesPayOnThree, slotHitRate, waysPayOnThree } from './slot-hit-rate';
import { reelWindow, SCATTER, scatterCoins, type TSlotRules } from './slot-engine';
import { evaluateLines } from './slot-lines';
import { expectedFreeSpins, lineNumerator, scatterDistribution, waysNumerator } from './slot-rtp';
import { evaluateWays } from './slot-ways';

// Small strips, scatters allowed side by side, so every stop combination can be played.
const tiny: TSlotRules = {
  rows: 3,
  reels: [
    ['H1', 'A', 'S', 'A', 'H1', 'K'],
    ['A', 'W', 'H1', 'S', 'K'],
    ['W', 'A', 'S', 'S', 'H1', 'K', 'A'],
    ['H1', 'A', 'W', 'K', 'S'],
    ['A', 'K', 'H1', 'S', 'S', 'A'],
  ],
  paytable: { H1: [5, 20, 100], A: [2, 5, 10], K: [1, 3, 7] },
  scatterPays: [0, 0, 1, 4, 9, 20, 40],
  betCoins: 4,
  freeSpins: 3,
  freeMultiplier: 2,
  maxMultiplier: 1_000_000,
};
const tinyLines = [
  [1, 1, 1, 1, 1],
  [0, 1, 2, 1, 0],
  [2, 2, 0, 2, 2],
  [0, 0, 0, 0, 0],
];

/** Every grid of the tiny reels with its probability numerator 1 (over D = Π lengths). */
function* everyGrid(rules: TSlotRules): Generator<string[][]> {
  const lengths = rules.reels.map((strip) => strip.length);
  const stops = lengths.map(() => 0);
  for (;;) {
    yield rules.reels.map((strip, reel) => reelWindow(strip, stops[reel] ?? 0, rules.rows));
    let reel = 0;
    while (
      reel < stops.length &&
      (stops[reel] = ((stops[reel] ?? 0) + 1) % (lengths[reel] ?? 1)) === 0
    )
      reel++;
    if (reel === stops.length) return;
  }
}

function bruteForce(rules: TSlotRules, evaluate: (grid: string[][]) => number) {
  let winCoins = 0n;
  let scatterWon = 0n;
  let hits = 0;
  let grids = 0;
  const scatterCounts: bigint[] = [];
  for (const grid of everyGrid(rules)) {
    const scatters = grid.flat().filter((symbol) => symbol === SCATTER).length;
    const won = evaluate(grid);
    winCoins += BigInt(won);
    scatterWon += BigInt(scatterCoins(rules, scatters));
    scatterCounts[scatters] = (scatterCounts[scatters] ?? 0n) + 1n;
    if (won > 0 || scatterCoins(rules, scatters) > 0) hits++;
    grids++;
  }
  return { winCoins, scatterWon, scatterCounts, hitRate: hits / grids };
}

describe('exact slot maths against every stop combination', () => {
  it('lines: expected line pay, scatter counts and hit rate', () => {
    const none = () => 0;
    const played = bruteForce(tiny, (grid) => evaluateLines(tiny, tinyLines, grid, none).coins);
    expect(BigInt(tinyLines.length) * lineNumerator(tiny)).toBe(played.winCoins);
    const distribution = scatterDistribution(tiny);
    played.scatterCounts.forEach((count, scatters) =>
      expect(distribution[scatters] ?? 0n).toBe(count),
    );
    expect(slotHitRate(tiny, linesPayOnThree(tiny, tinyLines))).toBeCloseTo(played.hitRate, 12);
  });

  it('ways: expected ways pay and hit rate, on 3 and 4 rows', () => {
    for (const rows of [3, 4]) {
      const rules = { ...tiny, rows };
      const played = bruteForce(rules, (grid) => evaluateWays(rules, grid, () => 0).coins);
      expect(waysNumerator(rules)).toBe(played.winCoins);
      expect(slotHitRate(rules, waysPayOnThree(rules))).toBeCloseTo(played.hitRate, 12);
    }
  });
});

describe('expected free spins', () => {
  it('counts awards, retriggers and the cap', () => {
    expect(expectedFreeSpins(0, 10)).toBe(10);
    expect(expectedFreeSpins(1, 10)).toBe(50); // every spin retriggers: straight to the cap
    expect(expectedFreeSpins(0.3, 1, 2)).toBeCloseTo(1.3, 12); // 1, plus 1 more 30% of the time
    // Far from the cap it is the branching-process mean N / (1 − N q).
    expect(expectedFreeSpins(0.01, 10, 400)).toBeCloseTo(10 / (1 - 0.1), 9);
    expect(expectedFreeSpins(0.01, 10)).toBeLessThan(10 / (1 - 0.1));
  });
});
