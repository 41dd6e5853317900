import { describe, expect, it } from 'vitest';
import { outcomesOf, type MarketType } from './markets';
import { resolveMarket, type MarketResult } from './results';
import { board, short } from './test-support';

/** Every outcome's settlement in one line, in the market's outcome order. */
function line(type: MarketType, specifiers: string, result: MarketResult): string {
  const settled = resolveMarket(type, specifiers, result);
  return Object.keys(settled)
    .map((id) => `${id}=${short(settled[id])}`)
    .join(' ');
}

describe('resolveMarket from a scoreboard', () => {
  it.each([
    ['1x2', '', '2:1', 'home=won draw=lost away=lost'],
    ['1x2', '', '1:1', 'home=lost draw=won away=lost'],
    ['1x2', '', '0:3', 'home=lost draw=lost away=won'],
    ['double_chance', '', '2:1', 'home_draw=won home_away=won draw_away=lost'],
    ['double_chance', '', '0:0', 'home_draw=won home_away=lost draw_away=won'],
    ['double_chance', '', '1:2', 'home_draw=lost home_away=won draw_away=won'],
    ['both_teams_to_score', '', '1:1', 'yes=won no=lost'],
    ['both_teams_to_score', '', '3:0', 'yes=lost no=won'],
    ['both_teams_to_score', '', '0:0', 'yes=lost no=won'],
    ['match_winner', '', '3:1', 'home=won away=lost'],
    ['match_winner', '', '101:102', 'home=lost away=won'],
    // a two-way market that ends level (a best-of-two series) is void
    ['match_winner', '', '1:1', 'home=void away=void'],
  ] as const)('%s %j at %s: %s', (type, specifiers, score, expected) => {
    expect(line(type, specifiers, board(score))).toBe(expected);
  });

  it.each([
    ['2:1', '2:1'],
    ['0:0', '0:0'],
    ['4:4', '4:4'],
    ['5:0', 'other'],
    ['0:5', 'other'],
    ['6:6', 'other'],
  ])('correct score at %s: only %s wins', (score, winner) => {
    const settled = resolveMarket('correct_score', '', board(score));
    expect(Object.keys(settled)).toHaveLength(26);
    const winners = Object.entries(settled).filter(([, s]) => s.result === 'won');
    expect(winners.map(([id]) => id)).toEqual([winner]);
  });
});

describe('map markets (esports: periods are maps, scores are rounds)', () => {
  const series = board('2:1', '13:9', '11:13', '16:14');
  it.each([
    ['map_winner', 'map=1', 'home=won away=lost'],
    ['map_winner', 'map=2', 'home=lost away=won'],
    ['map_total', 'map=1|total=21.5', 'over=won under=lost'],
    ['map_total', 'map=2|total=24', 'over=void under=void'],
    ['map_total', 'map=3|total=30.5', 'over=lost under=won'],
    // a map the series never reached voids its markets
    ['map_winner', 'map=4', 'home=void away=void'],
    ['map_total', 'map=4|total=26.5', 'over=void under=void'],
  ] as const)('%s %s: %s', (type, specifiers, expected) => {
    expect(line(type, specifiers, series)).toBe(expected);
  });
});

describe('outright (race winner) with dead heats', () => {
  it.each([
    [[['ver'], ['ham'], ['lec']], 'ver=won ham=lost lec=lost'],
    [[['ver', 'ham'], ['lec']], 'ver=dead_heat 1/2 ham=dead_heat 1/2 lec=lost'],
    [
      [['ver', 'ham', 'lec'], ['nor']],
      'ver=dead_heat 1/3 ham=dead_heat 1/3 lec=dead_heat 1/3 nor=lost',
    ],
  ])('%j: %s', (ranking, expected) => {
    expect(line('outright', '', ranking)).toBe(expected);
  });

  it('refuses an empty or repeated ranking', () => {
    expect(() => resolveMarket('outright', '', [])).toThrow(RangeError);
    expect(() => resolveMarket('outright', '', [['ver'], ['ver']])).toThrow(RangeError);
  });
});

describe('every outcome of outcomesOf is settled', () => {
  const teams = { home: 'Arsenal', away: 'Chelsea' };
  it.each([
    ['1x2', ''],
    ['double_chance', ''],
    ['total', 'total=2.5'],
    ['handicap', 'hcp=-1.5'],
    ['asian_handicap', 'hcp=-0.25'],
    ['both_teams_to_score', ''],
    ['correct_score', ''],
    ['match_winner', ''],
    ['map_winner', 'map=1'],
    ['map_total', 'map=1|total=26.5'],
  ] as const)('%s %s', (type, specifiers) => {
    const ids = outcomesOf(type, specifiers, teams).map(({ id }) => id);
    const settled = resolveMarket(type, specifiers, board('1:0', '13:10'));
    expect(Object.keys(settled).sort()).toEqual([...ids].sort());
  });

  it('refuses a scoreboard with a negative or fractional score', () => {
    expect(() => resolveMarket('1x2', '', board('-1:0'))).toThrow(RangeError);
    expect(() => resolveMarket('total', 'total=2.5', board('1.5:0'))).toThrow(RangeError);
  });
});
