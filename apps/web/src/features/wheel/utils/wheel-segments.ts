import type { TWheelPrize, TWheelPrizeKind } from '@aurum/contracts/wheel';

/** A prize as the wheel draws it: its place on the wheel and its index in the server's table. */
export interface TWheelSegment {
  /** Where it sits on the wheel, clockwise from the pointer's start. */
  displayIndex: number;
  /** Its index in the server's `items`: what a spin answers as `prizeIndex`. */
  prizeIndex: number;
  /** The amount as the segment shows it ("$50", "$1.5k"), or null for no prize. */
  label: string | null;
  kind: TWheelPrizeKind;
}

/**
 * The wheel shows the server's first prize last (spec 9: "first prize rotated to the end"):
 * display order is items 1..n-1, then item 0.
 */
export function displayIndexOf(prizeIndex: number, count: number): number {
  return (prizeIndex - 1 + count) % count;
}

/** The inverse of displayIndexOf: which server prize a displayed segment is. */
export function prizeIndexOf(displayIndex: number, count: number): number {
  return (displayIndex + 1) % count;
}

/** The server's prizes in the order the wheel draws them. */
export function toWheelSegments(items: readonly TWheelPrize[]): TWheelSegment[] {
  const count = items.length;
  return items.map((_, displayIndex) => {
    const prizeIndex = prizeIndexOf(displayIndex, count);
    const prize = items[prizeIndex] as TWheelPrize;
    return {
      displayIndex,
      prizeIndex,
      label: abbreviateUsd(prize.amount.primaryValue),
      kind: prize.kind,
    };
  });
}

const THOUSAND = 1_000;
const MILLION = 1_000_000;

/** Drops zeros a short label does not need: "2.50" -> "2.5", "3.00" -> "3". */
const trimmed = (value: number, digits: number) => value.toFixed(digits).replace(/\.?0+$/, '');

/**
 * A prize amount in USD for a segment (spec 9): thousands as "k", millions as "m", two decimals
 * cents below that; null for 0, which the wheel draws as "no prize". Display only: the
 * amount is never computed with.
 */
export function abbreviateUsd(primaryValue: string): string | null {
  const value = Number(primaryValue);
  if (!Number.isFinite(value) || value <= 0) return null;
  if (value >= MILLION) return `$${trimmed(Math.floor(value / 10_000) / 100, 2)}m`;
  if (value >= THOUSAND) return `$${trimmed(Math.floor(value / 10) / 100, 2)}k`;
  // Cents keep both digits ("$0.50"); whole dollars none ("$5").
  return Number.isInteger(value) ? `$${value}` : `$${value.toFixed(2)}`;
}

/** Spec 4 "Wheel teaser": a visitor's spin lands on a random prize index 1 to 14. */
export const TEASER_MAX_INDEX = 14;

export function teaserPrizeIndex(count: number, random: () => number = Math.random): number {
  const highest = Math.min(TEASER_MAX_INDEX, count - 1);
  if (highest < 1) return 0;
  return 1 + Math.floor(random() * highest);
}
