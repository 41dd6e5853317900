/**
 * The wheel's motion as a pure function of time, so the animation frame only reads an angle:
 * standing still, turning at a constant speed, or easing from one angle to another.
 */
export type TWheelMotion =
  | { kind: 'still'; angle: number }
  | { kind: 'linear'; startedAt: number; from: number; speed: number }
  | {
      kind: 'ease';
      startedAt: number;
      from: number;
      to: number;
      duration: number;
      easing: 'decelerate' | 'in-out';
    };

/** Spec 4 and 9: a fast linear spin of 4 s, then a deceleration onto the prize, about 5 s. */
export const SPIN_TIMING = {
  /** The fast linear phase lasts at least this long, however soon the prize is known. */
  fastMs: 4_000,
  /** Degrees per millisecond of the fast phase: three turns a second. */
  speed: 1.08,
  /** The deceleration travels at least this far, so it lasts 0.67 to 1.33 s at that speed. */
  minLandingTravel: 360,
  /** The callback runs this long after the wheel stops (after the bounce and the sound). */
  callbackDelayMs: 500,
  /** The idle wheel turns a little this often, */
  idleEveryMs: 40_000,
  /** by this much, */
  idleTurn: 120,
  /** over this long. */
  idleTurnMs: 3_000,
} as const;

/** With prefers-reduced-motion: the same sequence, shorter and slower (never skipped). */
export const REDUCED_SPIN_TIMING = {
  ...SPIN_TIMING,
  fastMs: 1_000,
  speed: 0.36,
  minLandingTravel: 45,
} as const;

export type TSpinTiming = typeof SPIN_TIMING | typeof REDUCED_SPIN_TIMING;

const decelerate = (u: number) => 1 - (1 - u) * (1 - u);
const inOut = (u: number) => (u < 0.5 ? 2 * u * u : 1 - (-2 * u + 2) ** 2 / 2);

export function angleAt(motion: TWheelMotion, now: number): number {
  switch (motion.kind) {
    case 'still':
      return motion.angle;
    case 'linear':
      return motion.from + Math.max(0, now - motion.startedAt) * motion.speed;
    case 'ease': {
      const u = Math.min(1, Math.max(0, (now - motion.startedAt) / motion.duration));
      const eased = motion.easing === 'decelerate' ? decelerate(u) : inOut(u);
      return motion.from + (motion.to - motion.from) * eased;
    }
  }
}

/**
 * A deceleration from `from` to `to` that starts at `speed` (degrees/ms) and stops at `to`:
 * with a quadratic ease-out the starting speed is 2 x distance / duration.
 */
export function decelerationTo(
  from: number,
  to: number,
  speed: number,
  startedAt: number,
): Extract<TWheelMotion, { kind: 'ease' }> {
  const duration = Math.max(1, (2 * (to - from)) / speed);
  return { kind: 'ease', startedAt, from, to, duration, easing: 'decelerate' };
}
