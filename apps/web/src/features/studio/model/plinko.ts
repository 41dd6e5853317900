import { MULTIPLIER_SCALE } from '@aurum/games';

/** A bucket's colour, from cool (below 1×) through gold to hot red for the biggest. */
export function bucketColor(multiplier: number): { from: string; to: string } {
  const value = multiplier / MULTIPLIER_SCALE;
  if (value >= 100) return { from: '#ff3d5a', to: '#c2002f' };
  if (value >= 10) return { from: '#ff6a3d', to: '#d9361a' };
  if (value >= 3) return { from: '#ff9f2e', to: '#e06a0b' };
  if (value >= 1.5) return { from: '#ffc83d', to: '#e09b0b' };
  if (value >= 1) return { from: '#ffe36b', to: '#d4b02a' };
  return { from: '#3ad8a0', to: '#14996b' };
}

/** Peg positions of a board in a 0..100 × 0..100 box: row r holds r + 3 pegs. */
export function plinkoGeometry(rows: number) {
  const gap = 100 / (rows + 2);
  const top = gap * 0.9;
  const rowGap = (100 - top - gap * 0.6) / rows;
  const pegs: { x: number; y: number }[] = [];
  for (let row = 0; row < rows; row++) {
    const count = row + 3;
    for (let index = 0; index < count; index++) {
      pegs.push({ x: 50 + (index - (count - 1) / 2) * gap, y: top + row * rowGap });
    }
  }
  return { gap, top, rowGap, pegs };
}

/** The points the ball passes on its way down `path` (0 left, 1 right per row). */
export function ballWaypoints(path: readonly number[], rows: number): { x: number; y: number }[] {
  const { gap, top, rowGap } = plinkoGeometry(rows);
  const points = [{ x: 50, y: top - rowGap * 0.9 }];
  let offset = 0;
  path.forEach((step, row) => {
    // Above the peg it meets, then off to the side it bounced to.
    points.push({ x: 50 + offset * gap, y: top + row * rowGap - gap * 0.32 });
    offset += step === 1 ? 0.5 : -0.5;
  });
  points.push({ x: 50 + offset * gap, y: top + rows * rowGap - rowGap * 0.25 });
  return points;
}
