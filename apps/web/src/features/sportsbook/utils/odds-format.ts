import type { TOddsFormat } from '@aurum/contracts/sportsbook';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Integer division rounding half away from zero (both arguments positive). */
const divideRounded = (numerator: number, denominator: number): number =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/** 1850 -> "1.85", 2000 -> "2.00", 1125 -> "1.125": two decimals at least, three at most. */
export function formatDecimalOdds(odds: number): string {
  const whole = Math.floor(odds / 1000);
  const fraction = String(odds % 1000).padStart(3, '0');
  const digits = fraction.endsWith('0') ? fraction.slice(0, 2) : fraction;
  return `${whole}.${digits}`;
}

/** The winnings per stake as a reduced fraction: 1850 -> "17/20", 3000 -> "2/1". */
export function formatFractionalOdds(odds: number): string {
  const profit = odds - 1000;
  const divisor = gcd(profit, 1000);
  return `${profit / divisor}/${1000 / divisor}`;
}

/**
 * Moneyline: from evens up, the profit on a 100 stake ("+150"); below evens, the stake that
 * wins 100 ("-118"); rounded to a whole number, half away from zero.
 */
export function formatAmericanOdds(odds: number): string {
  const profit = odds - 1000;
  if (profit >= 1000) return `+${divideRounded(profit, 10)}`;
  return `-${divideRounded(100_000, profit)}`;
}

/** Odds in integer thousandths (1.85 is 1850) as the player reads them. */
export function formatOdds(odds: number, format: TOddsFormat): string {
  if (format === 'fractional') return formatFractionalOdds(odds);
  if (format === 'american') return formatAmericanOdds(odds);
  return formatDecimalOdds(odds);
}
