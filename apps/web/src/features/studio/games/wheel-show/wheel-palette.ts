import type { TWheelSegment } from '@aurum/games';

/** Each number's colours on the wheel and its bet spot: [fill, edge]. */
const NUMBER_COLORS: Record<number, readonly [string, string]> = {
  1: ['#f4c542', '#a87d0c'],
  2: ['#3d8bfd', '#1a4fa8'],
  5: ['#a05cf0', '#5b2a9e'],
  10: ['#27c28a', '#0f7a52'],
  20: ['#ff8a3d', '#b4500f'],
  40: ['#ef3b56', '#9b1428'],
};
const MULTIPLIER_COLORS = ['#fff3c4', '#c9a227'] as const;

export const WHEEL_BET_NUMBERS = [1, 2, 5, 10, 20, 40] as const;
export type TWheelBetNumber = (typeof WHEEL_BET_NUMBERS)[number];

export function segmentColors(segment: TWheelSegment): readonly [string, string] {
  if (segment.kind === 'multiplier') return MULTIPLIER_COLORS;
  return NUMBER_COLORS[segment.value] ?? MULTIPLIER_COLORS;
}

export function segmentLabel(segment: TWheelSegment): string {
  return segment.kind === 'multiplier' ? `${segment.value}×` : String(segment.value);
}

/**
 * The wheel's rotation (degrees, clockwise, ever growing) that brings `index` under the pointer
 * at the top after `turns` full turns from `previous`.
 */
export function wheelAngleFor(index: number, count: number, previous: number, turns = 4): number {
  const target = ((((-index * 360) / count) % 360) + 360) % 360;
  const current = ((previous % 360) + 360) % 360;
  let delta = target - current;
  if (delta <= 0) delta += 360;
  return previous + turns * 360 + delta;
}
