import { describe, expect, it } from 'vitest';
import { ballWaypoints, plinkoGeometry } from './plinko';

describe('plinko geometry', () => {
  it('puts row r at r + 3 pegs', () => {
    expect(plinkoGeometry(8).pegs).toHaveLength(3 + 4 + 5 + 6 + 7 + 8 + 9 + 10);
  });

  it('ends the ball over the bucket its path counts', () => {
    const { gap } = plinkoGeometry(8);
    const rights = [1, 1, 0, 1, 0, 1, 1, 1];
    const last = ballWaypoints(rights, 8).at(-1);
    // Slot 6 of 0..8: two gaps right of the centre.
    expect(last?.x).toBeCloseTo(50 + (6 - 4) * gap, 6);
    expect(ballWaypoints(rights, 8)).toHaveLength(8 + 2);
  });
});
