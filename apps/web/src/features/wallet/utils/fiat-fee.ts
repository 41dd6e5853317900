import { formatMinor, parseDecimal } from '@aurum/contracts/money';
import type { ZFeeLevel } from '@aurum/contracts/wallet';
import type { z } from 'zod';

export type TFeeLevel = z.infer<typeof ZFeeLevel>;

const fractionOf = (decimal: string) => decimal.split('.')[1] ?? '';

/** A fee share as a fraction `numerator / denominator` of integers ("0.035" is 35 / 1000). */
function rateOf(fee: string): { numerator: bigint; denominator: bigint } {
  const digits = fractionOf(fee).length;
  return { numerator: parseDecimal(fee, digits), denominator: 10n ** BigInt(digits) };
}

/** `fee × amount` in minor units, rounded up to the smallest unit (as the server rounds). */
function feeOfMinor(amount: bigint, fee: string): bigint {
  const { numerator, denominator } = rateOf(fee);
  return (amount * numerator + denominator - 1n) / denominator;
}

/** The tiers from the lowest `from` up, each `from` in minor units of the currency. */
function sortedLevels(levels: readonly TFeeLevel[], precision: number) {
  return levels
    .map((level) => ({ ...level, fromMinor: parseDecimal(level.from, precision) }))
    .sort((a, b) => (a.fromMinor < b.fromMinor ? -1 : a.fromMinor > b.fromMinor ? 1 : 0));
}

/** The tier that applies to `amount`: the largest `from` at most the amount (spec 9); none below all. */
export function feeLevelFor(
  levels: readonly TFeeLevel[],
  amount: string,
  precision: number,
): TFeeLevel | null {
  const minor = parseDecimal(amount, precision);
  const applying = sortedLevels(levels, precision).filter((level) => level.fromMinor <= minor);
  const level = applying.at(-1);
  return level ? { from: level.from, fee: level.fee } : null;
}

/**
 * The fee of a fiat withdrawal of `amount` (a decimal with at most `precision` digits): the
 * applying tier's share of the amount, rounded up to the currency's smallest unit; 0 below
 * every tier. Taken on top of the amount: the balance loses amount plus fee.
 */
export function fiatWithdrawFee(
  levels: readonly TFeeLevel[],
  amount: string,
  precision: number,
): string {
  const level = feeLevelFor(levels, amount, precision);
  const fee = level ? feeOfMinor(parseDecimal(amount, precision), level.fee) : 0n;
  return formatMinor(fee, precision);
}

/** What leaves the balance: the amount and its fee. */
export function totalDebited(amount: string, fee: string, precision: number): string {
  return formatMinor(parseDecimal(amount, precision) + parseDecimal(fee, precision), precision);
}

/**
 * The largest amount whose amount plus fee fits in `balance` (spec 5: "at most the fiat balance
 * minus the tiered fee"), `null` when not even the smallest unit does. Each tier covers amounts
 * from its `from` up to the next tier's; below the first tier nothing is charged.
 */
export function maxAffordableAmount(
  levels: readonly TFeeLevel[],
  balance: string,
  precision: number,
): string | null {
  const available = parseDecimal(balance, precision);
  if (available <= 0n) return null;
  const tiers = sortedLevels(levels, precision);
  const ranges: { from: bigint; to: bigint | null; fee: string }[] = [];
  const first = tiers[0];
  if (!first || first.fromMinor > 0n)
    ranges.push({ from: 0n, to: first ? first.fromMinor - 1n : null, fee: '0' });
  tiers.forEach((tier, index) => {
    const next = tiers[index + 1];
    ranges.push({ from: tier.fromMinor, to: next ? next.fromMinor - 1n : null, fee: tier.fee });
  });

  let best: bigint | null = null;
  for (const range of ranges) {
    const { numerator, denominator } = rateOf(range.fee);
    // amount + ceil(amount × n / d) ≤ balance  ⇔  amount ≤ balance × d / (d + n)
    let amount = (available * denominator) / (denominator + numerator);
    if (range.to !== null && amount > range.to) amount = range.to;
    if (amount >= range.from && amount > 0n && (best === null || amount > best)) best = amount;
  }
  return best === null ? null : formatMinor(best, precision);
}
