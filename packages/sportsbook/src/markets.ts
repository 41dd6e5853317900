import { lineQuarters } from './lines';
import { requireSpecifier, specifiersOf, type SpecifierInput } from './specifiers';

/** The market types the engine prices and settles (as `MARKET_TYPES` of the contracts). */
export type MarketType =
  | '1x2'
  | 'double_chance'
  | 'total'
  | 'handicap'
  | 'asian_handicap'
  | 'both_teams_to_score'
  | 'correct_score'
  | 'match_winner'
  | 'map_winner'
  | 'map_total'
  | 'outright';

/** Head-to-head competitors by name, or the field of an outright (one outcome each). */
export type Competitors =
  | { readonly home: string; readonly away: string }
  | readonly { readonly id: string; readonly name: string }[];

export type Field = Exclude<Competitors, { readonly home: string }>;

/** Whether the competitors are an outright's field (`Array.isArray` alone narrows to `any[]`). */
export function isField(competitors: Competitors): competitors is Field {
  return Array.isArray(competitors);
}

export interface OutcomeName {
  readonly id: string;
  readonly name: string;
}

/** Correct-score outcomes: every `H:A` from 0:0 to 4:4, then `other`. */
export const CORRECT_SCORE_MAX_GOALS = 4;
export const CORRECT_SCORES: readonly string[] = Array.from(
  { length: (CORRECT_SCORE_MAX_GOALS + 1) ** 2 },
  (_, i) => `${Math.floor(i / (CORRECT_SCORE_MAX_GOALS + 1))}:${i % (CORRECT_SCORE_MAX_GOALS + 1)}`,
);

/** A line as shown with its sign: `-0.25`, `+1.5`, `0`. */
export function signedLine(line: string): string {
  const quarters = lineQuarters(line);
  const digits = String(Math.abs(quarters) / 4);
  return quarters > 0 ? `+${digits}` : quarters < 0 ? `-${digits}` : '0';
}

/** The away side's line of a home handicap: `-0.25` gives `+0.25`. */
function oppositeLine(line: string): string {
  return signedLine(String(-lineQuarters(line) / 4));
}

/** English display name with the specifiers filled in: "Total 2.5", "Map 1 winner". */
export function marketName(type: MarketType, specifiers: SpecifierInput): string {
  const spec = specifiersOf(specifiers);
  switch (type) {
    case '1x2':
      return '1X2';
    case 'double_chance':
      return 'Double chance';
    case 'total':
      return `Total ${requireSpecifier(spec, 'total')}`;
    case 'handicap':
      return `Handicap ${signedLine(requireSpecifier(spec, 'hcp'))}`;
    case 'asian_handicap':
      return `Asian handicap ${signedLine(requireSpecifier(spec, 'hcp'))}`;
    case 'both_teams_to_score':
      return 'Both teams to score';
    case 'correct_score':
      return 'Correct score';
    case 'match_winner':
      return 'Winner';
    case 'map_winner':
      return `Map ${requireSpecifier(spec, 'map')} winner`;
    case 'map_total':
      return `Map ${requireSpecifier(spec, 'map')} total ${requireSpecifier(spec, 'total')}`;
    case 'outright':
      return 'Outright winner';
  }
}

function headToHead(type: MarketType, competitors: Competitors): { home: string; away: string } {
  if (isField(competitors)) throw new TypeError(`${type} needs a home and an away competitor`);
  return competitors;
}

/** Every outcome of the market, in display order, with its English name. */
export function outcomesOf(
  type: MarketType,
  specifiers: SpecifierInput,
  competitors: Competitors,
): OutcomeName[] {
  const spec = specifiersOf(specifiers);
  if (type === 'outright') {
    if (!isField(competitors)) throw new TypeError('an outright needs its field');
    return competitors.map(({ id, name }) => ({ id, name }));
  }
  const { home, away } = headToHead(type, competitors);
  switch (type) {
    case '1x2':
      return [
        { id: 'home', name: home },
        { id: 'draw', name: 'Draw' },
        { id: 'away', name: away },
      ];
    case 'double_chance':
      return [
        { id: 'home_draw', name: `${home} or draw` },
        { id: 'home_away', name: `${home} or ${away}` },
        { id: 'draw_away', name: `Draw or ${away}` },
      ];
    case 'total':
    case 'map_total': {
      const line = requireSpecifier(spec, 'total');
      return [
        { id: 'over', name: `Over ${line}` },
        { id: 'under', name: `Under ${line}` },
      ];
    }
    case 'handicap':
    case 'asian_handicap': {
      const line = requireSpecifier(spec, 'hcp');
      return [
        { id: 'home', name: `${home} (${signedLine(line)})` },
        { id: 'away', name: `${away} (${oppositeLine(line)})` },
      ];
    }
    case 'both_teams_to_score':
      return [
        { id: 'yes', name: 'Yes' },
        { id: 'no', name: 'No' },
      ];
    case 'correct_score':
      return [...CORRECT_SCORES.map((id) => ({ id, name: id })), { id: 'other', name: 'Other' }];
    case 'match_winner':
    case 'map_winner':
      return [
        { id: 'home', name: home },
        { id: 'away', name: away },
      ];
  }
}
