import { describe, expect, it } from 'vitest';
import { landedIndexAt, rotationToLand } from './wheel-geometry';
import { angleAt, decelerationTo, SPIN_TIMING } from './wheel-motion';

describe('wheel geometry', () => {
  it('reads the segment under the pointer from the rotation', () => {
    expect(landedIndexAt(0, 15)).toBe(0);
    expect(landedIndexAt(-1, 15)).toBe(0);
    expect(landedIndexAt(1, 15)).toBe(14);
    expect(landedIndexAt(-24 * 7 - 12, 15)).toBe(7);
    expect(landedIndexAt(360 * 5 - 24 * 3 - 1, 15)).toBe(3);
  });

  it.each([0, 1, 7, 13, 14])('stops on segment %i after at least the minimum travel', (index) => {
    for (const from of [0, 123.4, 7200.5, -50]) {
      for (const offset of [-0.3, 0, 0.3]) {
        const to = rotationToLand(from, index, 15, 360, offset);
        expect(to - from).toBeGreaterThanOrEqual(360);
        expect(to - from).toBeLessThan(720);
        expect(landedIndexAt(to, 15)).toBe(index);
      }
    }
  });
});

describe('wheel motion', () => {
  it('turns at the fast speed, then decelerates onto the target without a jump', () => {
    const fast = { kind: 'linear', startedAt: 0, from: 0, speed: SPIN_TIMING.speed } as const;
    const at4s = angleAt(fast, SPIN_TIMING.fastMs);
    expect(at4s).toBeCloseTo(4320);

    const to = rotationToLand(at4s, 5, 15, SPIN_TIMING.minLandingTravel);
    const landing = decelerationTo(at4s, to, SPIN_TIMING.speed, SPIN_TIMING.fastMs);
    // About 5 s in all: the landing takes 0.67 to 1.33 s.
    expect(landing.duration).toBeGreaterThanOrEqual(660);
    expect(landing.duration).toBeLessThanOrEqual(1340);
    expect(angleAt(landing, SPIN_TIMING.fastMs)).toBeCloseTo(at4s);
    // The first millisecond of the landing moves at the fast speed: no visible jerk.
    expect(angleAt(landing, SPIN_TIMING.fastMs + 1) - at4s).toBeCloseTo(SPIN_TIMING.speed, 2);
    expect(angleAt(landing, SPIN_TIMING.fastMs + landing.duration)).toBeCloseTo(to);
    expect(angleAt(landing, SPIN_TIMING.fastMs + landing.duration + 500)).toBeCloseTo(to);
  });
});
