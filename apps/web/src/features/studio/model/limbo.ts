/** Limbo targets and results are hundredths: 101 is 1.01×. */
export const LIMBO_MIN_TARGET = 101;
export const LIMBO_MAX_TARGET = 100_000_000;
export const LIMBO_DEFAULT_TARGET = 200;

const MS_PER_DOUBLING = 800;
const MIN_FLIGHT_MS = 600;
const MAX_FLIGHT_MS = 4_000;

/** How long the rocket climbs to `result`: bigger results take longer, never over 4 s. */
export function flightDuration(result: number): number {
  const doublings = Math.log2(Math.max(100, result) / 100);
  return Math.round(Math.min(MAX_FLIGHT_MS, Math.max(MIN_FLIGHT_MS, doublings * MS_PER_DOUBLING)));
}

/**
 * The multiplier shown at `progress` (0..1) of a flight to `result`: it grows exponentially,
 * the way a crash multiplier does, from 1.00× to exactly the result.
 */
export function multiplierAt(progress: number, result: number): number {
  const clamped = Math.min(1, Math.max(0, progress));
  return Math.max(100, Math.floor(100 * Math.pow(result / 100, clamped)));
}

/** Win chance (percent) of an auto cash-out target, with the studio's 1% edge. */
/** The same climb without rounding, for drawing a smooth curve. */
export function curveAt(progress: number, result: number): number {
  const clamped = Math.min(1, Math.max(0, progress));
  return 100 * Math.pow(Math.max(100, result) / 100, clamped);
}

/** Win chance (percent) of an auto cash-out target, with the studio's 1% edge. */
export function limboWinChance(target: number): number {
  return Math.floor((99 * 100 * 100) / Math.max(LIMBO_MIN_TARGET, target)) / 100;
}

export function clampLimboTarget(target: number): number {
  return Math.min(LIMBO_MAX_TARGET, Math.max(LIMBO_MIN_TARGET, Math.round(target)));
}
