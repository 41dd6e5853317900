import { describe, expect, it } from 'vitest';
import { marketName, outcomesOf } from './markets';
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
});

describe('outcomesOf', () => {
  const teams = { home: 'Arsenal', away: 'Chelsea' };
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
