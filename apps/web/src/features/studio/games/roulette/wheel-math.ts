import { WHEEL_ORDER } from '../../model/roulette';

/** The angle one pocket takes on the wheel. */
export const POCKET_ANGLE = 360 / WHEEL_ORDER.length;
const STEP = POCKET_ANGLE;

/** The wheel's rotation that brings `number` under the marker, a few turns after `from`. */
export function wheelAngleFor(number: number, from: number, turns = 5): number {
  const index = WHEEL_ORDER.indexOf(number as (typeof WHEEL_ORDER)[number]);
  const target = -Math.max(0, index) * STEP;
  const delta = (((target - from) % 360) + 360) % 360;
  return from + turns * 360 + delta;
}

/** The ball's orbit angle: it runs the other way and stops at the top, where the marker is. */
export function ballAngleAfter(from: number, turns = 4): number {
  return from - turns * 360 - (((from % 360) + 360) % 360);
}
