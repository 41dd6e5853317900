import { describe, expect, it } from 'vitest';
import { marketName, marketNameValues, oppositeLine, outcomeLabelsOf, outcomesOf } from './markets';
import { canonicalSpecifiers, parseSpecifiers } from './specifiers';

describe('marketName', () => {
  it.each([
    ['1x2', '', '1X2'],
    ['total', 'total=2.5', 'Total 2.5'],
    ['asian_handicap', 'hcp=-0.25', 'Asian handicap -0.25'],
    ['asian_handicap', 'hcp=0.75', 'Asian handicap +0.75'],
    ['handicap', 'hcp=0', 'Handicap 0'],
    ['map_winner', 'map=1', 'Map 1 winner'],
    ['map_total', 'map=2|total=26.5', 'Map 2 total 26.5'],
    ['outright', '', 'Outright winner'],
  ] as const)('%s %s is %j', (type, specifiers, name) => {
    expect(marketName(type, specifiers)).toBe(name);
  });

  it('needs the specifiers of its type', () => {
    expect(() => marketName('total', '')).toThrow(RangeError);
  });

  it('gives the values its name shows, lines signed', () => {
    expect(marketNameValues('handicap', 'hcp=1.5')).toEqual({ line: '+1.5' });
    expect(marketNameValues('map_total', 'total=26.50|map=2')).toEqual({ map: '2', total: '26.5' });
    expect(marketNameValues('correct_score', '')).toEqual({});
    expect(() => marketNameValues('asian_handicap', 'hcp=0.3')).toThrow(RangeError);
  });
});

describe('oppositeLine', () => {
  it.each([
    ['-0.25', '+0.25'],
    ['1.5', '-1.5'],
    ['0', '0'],
  ])('of %s is %s', (line, opposite) => {
    expect(oppositeLine(line)).toBe(opposite);
  });
});

describe('outcomesOf', () => {
  const teams = { home: 'Arsenal', away: 'Chelsea' };
  const names = (type: Parameters<typeof outcomesOf>[0], specifiers = '') =>
    outcomesOf(type, specifiers, teams).map(({ name }) => name);

  it('names the outcomes of each head-to-head market in English', () => {
    expect(names('1x2')).toEqual(['Arsenal', 'Draw', 'Chelsea']);
    expect(names('double_chance')).toEqual([
      'Arsenal or draw',
      'Arsenal or Chelsea',
      'Draw or Chelsea',
    ]);
    expect(names('map_total', 'map=1|total=26.5')).toEqual(['Over 26.5', 'Under 26.5']);
    expect(names('both_teams_to_score')).toEqual(['Yes', 'No']);
    expect(names('correct_score').slice(-2)).toEqual(['4:4', 'Other']);
    expect(names('map_winner', 'map=2')).toEqual(['Arsenal', 'Chelsea']);
  });

  it('words each outcome apart from its names, for translation', () => {
    expect(outcomeLabelsOf('handicap', 'hcp=1.5', teams)).toEqual([
      { id: 'home', wording: 'handicap', values: { name: 'Arsenal', line: '+1.5' } },
      { id: 'away', wording: 'handicap', values: { name: 'Chelsea', line: '-1.5' } },
    ]);
    expect(outcomeLabelsOf('double_chance', '', teams)[2]).toEqual({
      id: 'draw_away',
      wording: 'draw_away',
      values: { away: 'Chelsea' },
    });
  });
  it('names handicap sides with opposite lines', () => {
    expect(outcomesOf('asian_handicap', 'hcp=-0.25', teams)).toEqual([
      { id: 'home', name: 'Arsenal (-0.25)' },
      { id: 'away', name: 'Chelsea (+0.25)' },
    ]);
  });

  it('lists 0:0 to 4:4 and other for the correct score', () => {
    const ids = outcomesOf('correct_score', '', teams).map(({ id }) => id);
    expect(ids).toHaveLength(26);
    expect(ids.slice(0, 3)).toEqual(['0:0', '0:1', '0:2']);
    expect(ids.slice(-2)).toEqual(['4:4', 'other']);
  });

  it('gives an outright one outcome per competitor and refuses a mismatched shape', () => {
    const field = [{ id: 'ver', name: 'Max Verstappen' }];
    expect(outcomesOf('outright', '', field)).toEqual(field);
    expect(() => outcomesOf('outright', '', teams)).toThrow(TypeError);
    expect(() => outcomesOf('1x2', '', field)).toThrow(TypeError);
  });
});

describe('specifiers', () => {
  it.each([
    [{ total: 26.5, map: 1 }, 'map=1|total=26.5'],
    [{ hcp: '+0.50' }, 'hcp=0.5'],
    [{ hcp: '-0' }, 'hcp=0'],
    [{ hcp: '-00.250' }, 'hcp=-0.25'],
    [{}, ''],
  ])('canonical form of %j is %j', (record, canonical) => {
    expect(canonicalSpecifiers(record)).toBe(canonical);
  });

  it('parses what it prints, and non-canonical input too', () => {
    expect(parseSpecifiers('total=26.5|map=1')).toEqual({ map: '1', total: '26.5' });
    expect(parseSpecifiers('')).toEqual({});
  });

  it.each(['total', 'total=1=2', 'a=1|a=2', 'Total=1', 'x='])('refuses %j', (text) => {
    expect(() => parseSpecifiers(text)).toThrow(RangeError);
  });

  it('refuses values that would break the string form', () => {
    expect(() => canonicalSpecifiers({ total: 'a|b' })).toThrow(RangeError);
  });
});
