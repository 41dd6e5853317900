import { formatMinor } from '@aurum/contracts/money';
import { MULTIPLIER_SCALE } from '@aurum/games';

export interface TCurrency {
  code: string;
  precision: number;
}

/** Minor units as the currency's decimal amount, e.g. 1050n at precision 2 → "10.50". */
export function formatAmount(minor: bigint, currency: TCurrency): string {
  return formatMinor(minor, currency.precision);
}

/** A multiplier in ten-thousandths as the player reads it, e.g. 19_801 → "1.98×". */
export function formatMultiplier(scaled: number): string {
  return `${formatScaled(scaled, MULTIPLIER_SCALE)}×`;
}

/** Hundredths (dice rolls and targets, limbo results) as a two-decimal number. */
export function formatHundredths(value: number): string {
  return formatScaled(value, 100);
}

function formatScaled(value: number, scale: number): string {
  // Floor to two decimals: a multiplier is never shown bigger than it is.
  const hundredths = Math.floor((value * 100) / scale);
  const whole = Math.floor(hundredths / 100);
  const fraction = String(hundredths % 100).padStart(2, '0');
  return `${whole.toLocaleString('en-US')}.${fraction}`;
}

/** What a bet returns at a multiplier, in minor units, rounded down like the studio does. */
export function payoutAt(bet: bigint, multiplier: number): bigint {
  return (bet * BigInt(Math.max(0, Math.floor(multiplier)))) / BigInt(MULTIPLIER_SCALE);
}
