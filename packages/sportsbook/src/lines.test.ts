import { describe, expect, it } from 'vitest';
import { lineQuarters } from './lines';
import { HALF, add, equals, mul } from './rational';
import { resolveMarket } from './results';
import { legFactor } from './settle';
import { board, short } from './test-support';

describe('handicap lines, home / away, by the home side line and the score', () => {
  it.each([
    // whole lines: a tie on the line pushes (void)
    ['asian_handicap', '0', '1:1', 'void', 'void'],
    ['asian_handicap', '0', '2:1', 'won', 'lost'],
    ['handicap', '-1', '2:1', 'void', 'void'],
    ['handicap', '-1', '3:1', 'won', 'lost'],
    ['handicap', '-1', '1:1', 'lost', 'won'],
    ['handicap', '1', '1:2', 'void', 'void'],
    // half lines never tie
    ['handicap', '-1.5', '2:1', 'lost', 'won'],
    ['handicap', '-1.5', '3:1', 'won', 'lost'],
    ['handicap', '1.5', '0:1', 'won', 'lost'],
    // -0.25 = half on 0, half on -0.5
    ['asian_handicap', '-0.25', '1:0', 'won', 'lost'],
    ['asian_handicap', '-0.25', '1:1', 'half_lost', 'half_won'],
    ['asian_handicap', '-0.25', '0:1', 'lost', 'won'],
    // +0.25 = half on 0, half on +0.5
    ['asian_handicap', '+0.25', '1:0', 'won', 'lost'],
    ['asian_handicap', '+0.25', '0:0', 'half_won', 'half_lost'],
    ['asian_handicap', '+0.25', '0:1', 'lost', 'won'],
    // -0.75 = half on -0.5, half on -1
    ['asian_handicap', '-0.75', '2:0', 'won', 'lost'],
    ['asian_handicap', '-0.75', '1:0', 'half_won', 'half_lost'],
    ['asian_handicap', '-0.75', '1:1', 'lost', 'won'],
    // +0.75 = half on +0.5, half on +1
    ['asian_handicap', '0.75', '1:1', 'won', 'lost'],
    ['asian_handicap', '0.75', '0:1', 'half_lost', 'half_won'],
    ['asian_handicap', '0.75', '0:2', 'lost', 'won'],
    // -1.25 = half on -1, half on -1.5; +1.25 mirrors it
    ['asian_handicap', '-1.25', '3:1', 'won', 'lost'],
    ['asian_handicap', '-1.25', '2:1', 'half_lost', 'half_won'],
    ['asian_handicap', '1.25', '1:2', 'half_won', 'half_lost'],
    ['asian_handicap', '1.25', '0:2', 'lost', 'won'],
    // -1.75 = half on -1.5, half on -2; +1.75 mirrors it
    ['asian_handicap', '-1.75', '3:1', 'half_won', 'half_lost'],
    ['asian_handicap', '-1.75', '2:1', 'lost', 'won'],
    ['asian_handicap', '1.75', '1:3', 'half_lost', 'half_won'],
    ['asian_handicap', '1.75', '1:2', 'won', 'lost'],
  ] as const)('%s hcp=%s at %s: home %s, away %s', (type, hcp, score, home, away) => {
    const settled = resolveMarket(type, { hcp }, board(score));
    expect([short(settled.home), short(settled.away)]).toEqual([home, away]);
  });
});

describe('total lines, over / under, by the line and the total', () => {
  it.each([
    ['2.5', '1:1', 'lost', 'won'],
    ['2.5', '2:1', 'won', 'lost'],
    ['3', '2:1', 'void', 'void'],
    ['3', '2:2', 'won', 'lost'],
    ['2.25', '1:1', 'half_lost', 'half_won'],
    ['2.25', '2:1', 'won', 'lost'],
    ['2.75', '2:1', 'half_won', 'half_lost'],
    ['2.75', '1:1', 'lost', 'won'],
    ['0.5', '0:0', 'lost', 'won'],
  ] as const)('total=%s at %s: over %s, under %s', (total, score, over, under) => {
    const settled = resolveMarket('total', `total=${total}`, board(score));
    expect([short(settled.over), short(settled.under)]).toEqual([over, under]);
  });

  it('half results refund half the stake', () => {
    const { under } = resolveMarket('total', 'total=2.25', board('1:1'));
    expect(under?.voidFactor).toEqual({ num: 1n, den: 2n });
  });
});

describe('lineQuarters', () => {
  it.each([
    ['2.5', 10],
    ['-0.25', -1],
    ['+0.75', 3],
    ['26.50', 106],
    ['0', 0],
  ])('%s is %i quarters', (line, quarters) => {
    expect(lineQuarters(line)).toBe(quarters);
  });

  it.each(['0.3', '1.125', 'x', ''])('refuses %j', (line) => {
    expect(() => lineQuarters(line)).toThrow(RangeError);
  });
});

describe('a quarter line pays the average of its two neighbouring lines', () => {
  const homeFactor = (hcp: number, score: string) => {
    const { home } = resolveMarket('asian_handicap', { hcp }, board(score));
    if (home === undefined) throw new Error('no home outcome');
    return legFactor(1950, home);
  };
  const quarterLines = [
    -2.75, -2.25, -1.75, -1.25, -0.75, -0.25, 0.25, 0.75, 1.25, 1.75, 2.25, 2.75,
  ];
  const scores = ['0:3', '0:2', '0:1', '0:0', '1:0', '2:0', '3:0', '4:1'];
  it.each(quarterLines)('hcp=%d at every score', (hcp) => {
    for (const score of scores) {
      const average = mul(HALF, add(homeFactor(hcp - 0.25, score), homeFactor(hcp + 0.25, score)));
      expect(equals(homeFactor(hcp, score), average)).toBe(true);
    }
  });
});
