/**
 * Angles of the wheel, in degrees clockwise. Segment i spans [i, i+1) x (360 / count) from the
 * top of the unrotated wheel, where the pointer is. A rotation R moves every segment R degrees
 * clockwise, so the pointer reads the segment under angle (-R mod 360).
 */
export const segmentAngle = (count: number) => 360 / count;

const mod360 = (angle: number) => ((angle % 360) + 360) % 360;

/** The segment under the pointer at rotation `rotation`. */
export function landedIndexAt(rotation: number, count: number): number {
  const under = mod360(-rotation);
  return Math.min(count - 1, Math.floor(under / segmentAngle(count)));
}

/**
 * The smallest rotation past `from + minTravel` that puts the centre of segment `index` under
 * the pointer (a little off-centre by `offset`, a fraction of a segment in -0.5..0.5).
 */
export function rotationToLand(
  from: number,
  index: number,
  count: number,
  minTravel: number,
  offset = 0,
): number {
  const segment = segmentAngle(count);
  const target = mod360(-(index + 0.5 + offset) * segment);
  const start = from + minTravel;
  return start + mod360(target - mod360(start));
}
