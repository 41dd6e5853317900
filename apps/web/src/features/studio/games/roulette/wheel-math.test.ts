import { describe, expect, it } from 'vitest';
import { WHEEL_ORDER } from '../../model/roulette';
import { ballAngleAfter, POCKET_ANGLE, wheelAngleFor } from './wheel-math';

const normalised = (angle: number) => ((angle % 360) + 360) % 360;

describe('wheel math', () => {
  it.each([0, 17, 26, 32])('turns the wheel forward so %i ends under the marker', (number) => {
    const from = 123.4;
    const angle = wheelAngleFor(number, from);
    const pocket = WHEEL_ORDER.indexOf(number as (typeof WHEEL_ORDER)[number]);
    expect(angle).toBeGreaterThan(from + 4 * 360);
    expect(normalised(angle + pocket * POCKET_ANGLE)).toBeCloseTo(0, 6);
  });

  it('runs the ball backwards to the top', () => {
    const angle = ballAngleAfter(-725);
    expect(angle).toBeLessThan(-725 - 3 * 360);
    expect(normalised(angle)).toBeCloseTo(0, 6);
  });
});
