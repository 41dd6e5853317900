import { MARKET_TYPES, type TMarketType } from '@aurum/contracts/sportsbook';
import { marketName, outcomesOf } from '@aurum/sportsbook/markets';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { legLabels, marketLabel, outcomeLabel } from './market-labels';

const ru = i18n.getFixedT('ru');
const en = i18n.getFixedT('en');
const teams = { home: 'Arsenal', away: 'Chelsea' };

/** One market of each type, with the Russian name it shows. */
const MARKETS: [TMarketType, string, string][] = [
  ['1x2', '', '1X2'],
  ['double_chance', '', 'Двойной шанс'],
  ['total', 'total=2.5', 'Тотал 2.5'],
  ['handicap', 'hcp=-1', 'Фора -1'],
  ['asian_handicap', 'hcp=0.25', 'Азиатская фора +0.25'],
  ['both_teams_to_score', '', 'Обе забьют'],
  ['correct_score', '', 'Точный счёт'],
  ['match_winner', '', 'Победитель'],
  ['map_winner', 'map=1', 'Карта 1: победитель'],
  ['map_total', 'map=2|total=26.5', 'Карта 2: тотал 26.5'],
  ['outright', '', 'Победитель турнира'],
];

/** Russian names of a head-to-head market's outcomes, in the package's order. */
function russianOutcomes(type: TMarketType, specifiers = '') {
  const market = { type, specifiers, name: 'English' };
  return outcomesOf(type, specifiers, teams).map((outcome) =>
    outcomeLabel(ru, market, outcome, teams),
  );
}

describe('market names', () => {
  it('has a market of every type in the table', () => {
    expect(MARKETS.map(([type]) => type)).toEqual([...MARKET_TYPES]);
  });

  it.each(MARKETS)('names %s %j in Russian as %j', (type, specifiers, name) => {
    expect(marketLabel(ru, { type, specifiers, name: marketName(type, specifiers) })).toBe(name);
  });

  it.each(MARKETS)('names %s %j in English as the server does', (type, specifiers) => {
    const english = marketName(type, specifiers);
    expect(marketLabel(en, { type, specifiers, name: 'fallback' })).toBe(english);
  });

  it('signs handicap lines as the server does, zero unsigned', () => {
    expect(marketLabel(ru, { type: 'handicap', specifiers: 'hcp=1.5', name: '' })).toBe(
      'Фора +1.5',
    );
    expect(marketLabel(ru, { type: 'asian_handicap', specifiers: 'hcp=0', name: '' })).toBe(
      'Азиатская фора 0',
    );
  });

  it("falls back to the server's name for an unknown type or unreadable specifiers", () => {
    expect(marketLabel(ru, { type: 'player_goals', specifiers: '', name: 'Player goals' })).toBe(
      'Player goals',
    );
    expect(marketLabel(ru, { type: 'total', specifiers: '', name: 'total' })).toBe('total');
    expect(marketLabel(ru, { type: 'handicap', specifiers: 'hcp=0.3', name: 'Hcp' })).toBe('Hcp');
    expect(marketLabel(ru, { type: null, specifiers: '', name: '1X2' })).toBe('1X2');
    expect(marketLabel(ru, { name: 'Total 2.5' })).toBe('Total 2.5');
  });
});

describe('outcome names', () => {
  it('keeps team names and translates the draw', () => {
    expect(russianOutcomes('1x2')).toEqual(['Arsenal', 'Ничья', 'Chelsea']);
    expect(russianOutcomes('match_winner')).toEqual(['Arsenal', 'Chelsea']);
    expect(russianOutcomes('map_winner', 'map=3')).toEqual(['Arsenal', 'Chelsea']);
  });

  it('names double chance with the team names', () => {
    expect(russianOutcomes('double_chance')).toEqual([
      'Arsenal или ничья',
      'Arsenal или Chelsea',
      'Ничья или Chelsea',
    ]);
  });

  it('gives the away side the opposite handicap line', () => {
    expect(russianOutcomes('handicap', 'hcp=-1.5')).toEqual(['Arsenal (-1.5)', 'Chelsea (+1.5)']);
    expect(russianOutcomes('asian_handicap', 'hcp=-0.25')).toEqual([
      'Arsenal (-0.25)',
      'Chelsea (+0.25)',
    ]);
    expect(russianOutcomes('asian_handicap', 'hcp=0')).toEqual(['Arsenal (0)', 'Chelsea (0)']);
  });

  it('names totals, map totals, both teams to score and correct scores', () => {
    expect(russianOutcomes('total', 'total=2.5')).toEqual(['Больше 2.5', 'Меньше 2.5']);
    expect(russianOutcomes('map_total', 'map=1|total=26.5')).toEqual([
      'Больше 26.5',
      'Меньше 26.5',
    ]);
    expect(russianOutcomes('both_teams_to_score')).toEqual(['Да', 'Нет']);
    const scores = russianOutcomes('correct_score');
    expect(scores.slice(0, 2)).toEqual(['0:0', '0:1']);
    expect(scores.at(-1)).toBe('Другой счёт');
  });

  it("names an outright's competitor by the server's name", () => {
    const market = { type: 'outright', specifiers: '', name: 'Outright winner' };
    const outcome = { id: 'sr:competitor:7', name: 'Max Verstappen' };
    expect(outcomeLabel(ru, market, outcome, { home: null, away: null })).toBe('Max Verstappen');
  });

  it('names every outcome in English as the server does', () => {
    for (const [type, specifiers] of MARKETS.filter(([type]) => type !== 'outright')) {
      const market = { type, specifiers, name: '' };
      for (const outcome of outcomesOf(type, specifiers, teams))
        expect(outcomeLabel(en, market, { ...outcome, name: '' }, teams)).toBe(outcome.name);
    }
  });

  it("falls back to the server's name when the outcome cannot be named", () => {
    const total = { type: 'total', specifiers: 'total=2.5', name: 'Total 2.5' };
    expect(outcomeLabel(ru, total, { id: 'exactly', name: 'Exactly 2' }, teams)).toBe('Exactly 2');
    const unknown = { type: 'player_goals', specifiers: '', name: 'Player goals' };
    expect(outcomeLabel(ru, unknown, { id: 'yes', name: 'Yes' }, teams)).toBe('Yes');
    // Without the competitors' names a head-to-head outcome keeps the server's.
    const match = { type: '1x2', specifiers: '', name: '1X2' };
    expect(outcomeLabel(ru, match, { id: 'home', name: 'Arsenal' }, {})).toBe('Arsenal');
  });
});

describe('legLabels', () => {
  const leg = {
    marketType: 'double_chance',
    specifiers: '',
    marketName: 'Double chance',
    outcomeId: 'draw_away',
    outcomeName: 'Draw or Chelsea',
    ...teams,
  };

  it("names a slip selection's or a bet leg's market and outcome", () => {
    expect(legLabels(ru, leg)).toEqual({ market: 'Двойной шанс', outcome: 'Ничья или Chelsea' });
  });

  it('shows the stored English names of a pick an older slip kept', () => {
    const { marketName, outcomeId, outcomeName } = leg;
    expect(legLabels(ru, { marketName, outcomeId, outcomeName })).toEqual({
      market: 'Double chance',
      outcome: 'Draw or Chelsea',
    });
  });
});
