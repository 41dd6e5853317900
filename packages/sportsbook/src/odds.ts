import { ODDS_MAX, ODDS_MIN, checkOdds } from './settle';

/**
 * Odds travel as integer thousandths (1.85 is 1850); these show them the way a player chose.
 * Integer arithmetic only, so a display never drifts from the odds a bet is settled at.
 */

export type OddsFormat = 'decimal' | 'fractional' | 'american';

/** Decimal with two to three places: 1850 "1.85", 1855 "1.855", 2000 "2.00". */
export function formatDecimal(odds: number): string {
  checkOdds(odds);
  const fraction = String(odds % 1000).padStart(3, '0');
  return `${Math.floor(odds / 1000)}.${fraction.endsWith('0') ? fraction.slice(0, 2) : fraction}`;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The profit per unit staked as a reduced fraction: 1850 "17/20", 2000 "1/1", 3500 "5/2". */
export function formatFractional(odds: number): string {
  checkOdds(odds);
  const profit = odds - 1000;
  const divisor = gcd(profit, 1000);
  return `${profit / divisor}/${1000 / divisor}`;
}

/** a / b rounded to the nearest integer, halves up (a, b positive integers). */
function roundDiv(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/**
 * American (moneyline): from 2.00 up, the profit on 100 staked (2500 "+150", 2000 "+100");
 * below, the stake that wins 100 (1850 "-118"); rounded to the nearest whole number.
 */
export function formatAmerican(odds: number): string {
  checkOdds(odds);
  const profit = odds - 1000;
  return odds >= 2000 ? `+${roundDiv(profit, 10)}` : `-${roundDiv(100_000, profit)}`;
}

export function formatOdds(odds: number, format: OddsFormat): string {
  switch (format) {
    case 'decimal':
      return formatDecimal(odds);
    case 'fractional':
      return formatFractional(odds);
    case 'american':
      return formatAmerican(odds);
  }
}

/**
 * Prices outcomes from their probabilities (the sandbox feed's pricer; floating point is fine
 * for pricing, never for money): the probabilities are normalised to sum to 1, each is raised by
 * the margin (`marginPermille` 50 makes the book 105%), and the odds are 1 / that, floored to the
 * price ladder (`floorToLadder`: rounding never gives margin away) and clamped to 1001..1,000,000. An outcome of
 * probability 0 gets the highest odds.
 */
export function applyMargin(probabilities: readonly number[], marginPermille: number): number[] {
  if (!Number.isFinite(marginPermille) || marginPermille < 0)
    throw new RangeError(`a margin must be 0 or more permille: ${marginPermille}`);
  if (probabilities.some((p) => !Number.isFinite(p) || p < 0))
    throw new RangeError('probabilities must be finite and not negative');
  const total = probabilities.reduce((sum, p) => sum + p, 0);
  if (total <= 0) throw new RangeError('probabilities must not all be 0');
  const book = 1 + marginPermille / 1000;
  return probabilities.map((p) => {
    const priced = (p / total) * book;
    if (priced === 0) return ODDS_MAX;
    return Math.max(ODDS_MIN, floorToLadder(Math.min(ODDS_MAX, Math.floor(1000 / priced))));
  });
}

/** Price steps as books quote them: 0.01 below 2.00, 0.02 to 3.00, then coarser (thousandths). */
const LADDER: readonly (readonly [below: number, step: number])[] = [
  [2000, 10],
  [3000, 20],
  [4000, 50],
  [6000, 100],
  [10_000, 200],
  [20_000, 500],
  [50_000, 1000],
  [100_000, 5000],
];

/** Odds down to the price ladder's step below them (down, so the book keeps its margin). */
export function floorToLadder(odds: number): number {
  const step = LADDER.find(([below]) => odds < below)?.[1] ?? 10_000;
  return Math.floor(odds / step) * step;
}
