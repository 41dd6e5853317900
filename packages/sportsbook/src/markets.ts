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
export function oppositeLine(line: string): string {
  return signedLine(String(-lineQuarters(line) / 4));
}

/**
 * What a market's name shows besides its type, formatted for display: a total `2.5`, a signed
 * handicap line `+1.5`, a map number. Throws when the type's specifiers are missing or bad.
 */
export interface MarketNameValues {
  readonly total?: string;
  readonly line?: string;
  readonly map?: string;
}

export function marketNameValues(type: MarketType, specifiers: SpecifierInput): MarketNameValues {
  const spec = specifiersOf(specifiers);
  switch (type) {
    case 'total':
      return { total: requireSpecifier(spec, 'total') };
    case 'handicap':
    case 'asian_handicap':
      return { line: signedLine(requireSpecifier(spec, 'hcp')) };
    case 'map_winner':
      return { map: requireSpecifier(spec, 'map') };
    case 'map_total':
      return { map: requireSpecifier(spec, 'map'), total: requireSpecifier(spec, 'total') };
    default:
      return {};
  }
}

/** English names, `{key}` filled from the values (the web has the same wordings translated). */
const MARKET_NAMES: Readonly<Record<MarketType, string>> = {
  '1x2': '1X2',
  double_chance: 'Double chance',
  total: 'Total {total}',
  handicap: 'Handicap {line}',
  asian_handicap: 'Asian handicap {line}',
  both_teams_to_score: 'Both teams to score',
  correct_score: 'Correct score',
  match_winner: 'Winner',
  map_winner: 'Map {map} winner',
  map_total: 'Map {map} total {total}',
  outright: 'Outright winner',
};

function fill(template: string, values: Readonly<Record<string, string | undefined>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** English display name with the specifiers filled in: "Total 2.5", "Map 1 winner". */
export function marketName(type: MarketType, specifiers: SpecifierInput): string {
  return fill(MARKET_NAMES[type], { ...marketNameValues(type, specifiers) });
}

/**
 * How an outcome is worded: a competitor by name (`competitor`), a handicap side
 * (`handicap`: name and line), double chance (`home_draw`, `home_away`, `draw_away`),
 * `draw`, `over` / `under` a total, `yes` / `no`, a correct `score` or any `other` score.
 */
export type OutcomeWording =
  | 'competitor'
  | 'handicap'
  | 'draw'
  | 'home_draw'
  | 'home_away'
  | 'draw_away'
  | 'over'
  | 'under'
  | 'yes'
  | 'no'
  | 'score'
  | 'other';

/** An outcome's wording and the names, lines and score that fill it. */
export interface OutcomeLabel {
  readonly id: string;
  readonly wording: OutcomeWording;
  readonly values: {
    readonly name?: string;
    readonly home?: string;
    readonly away?: string;
    readonly total?: string;
    readonly line?: string;
    readonly score?: string;
  };
}

const OUTCOME_NAMES: Readonly<Record<OutcomeWording, string>> = {
  competitor: '{name}',
  handicap: '{name} ({line})',
  draw: 'Draw',
  home_draw: '{home} or draw',
  home_away: '{home} or {away}',
  draw_away: 'Draw or {away}',
  over: 'Over {total}',
  under: 'Under {total}',
  yes: 'Yes',
  no: 'No',
  score: '{score}',
  other: 'Other',
};

function headToHead(type: MarketType, competitors: Competitors): { home: string; away: string } {
  if (isField(competitors)) throw new TypeError(`${type} needs a home and an away competitor`);
  return competitors;
}

/** Every outcome of the market, in display order, as a wording and its values. */
export function outcomeLabelsOf(
  type: MarketType,
  specifiers: SpecifierInput,
  competitors: Competitors,
): OutcomeLabel[] {
  const spec = specifiersOf(specifiers);
  if (type === 'outright') {
    if (!isField(competitors)) throw new TypeError('an outright needs its field');
    return competitors.map(({ id, name }) => ({ id, wording: 'competitor', values: { name } }));
  }
  const { home, away } = headToHead(type, competitors);
  switch (type) {
    case '1x2':
      return [
        { id: 'home', wording: 'competitor', values: { name: home } },
        { id: 'draw', wording: 'draw', values: {} },
        { id: 'away', wording: 'competitor', values: { name: away } },
      ];
    case 'double_chance':
      return [
        { id: 'home_draw', wording: 'home_draw', values: { home } },
        { id: 'home_away', wording: 'home_away', values: { home, away } },
        { id: 'draw_away', wording: 'draw_away', values: { away } },
      ];
    case 'total':
    case 'map_total': {
      const total = requireSpecifier(spec, 'total');
      return [
        { id: 'over', wording: 'over', values: { total } },
        { id: 'under', wording: 'under', values: { total } },
      ];
    }
    case 'handicap':
    case 'asian_handicap': {
      const line = requireSpecifier(spec, 'hcp');
      return [
        { id: 'home', wording: 'handicap', values: { name: home, line: signedLine(line) } },
        { id: 'away', wording: 'handicap', values: { name: away, line: oppositeLine(line) } },
      ];
    }
    case 'both_teams_to_score':
      return [
        { id: 'yes', wording: 'yes', values: {} },
        { id: 'no', wording: 'no', values: {} },
      ];
    case 'correct_score':
      return [
        ...CORRECT_SCORES.map((score) => ({
          id: score,
          wording: 'score' as const,
          values: { score },
        })),
        { id: 'other', wording: 'other', values: {} },
      ];
    case 'match_winner':
    case 'map_winner':
      return [
        { id: 'home', wording: 'competitor', values: { name: home } },
        { id: 'away', wording: 'competitor', values: { name: away } },
      ];
  }
}

/** Every outcome of the market, in display order, with its English name. */
export function outcomesOf(
  type: MarketType,
  specifiers: SpecifierInput,
  competitors: Competitors,
): OutcomeName[] {
  return outcomeLabelsOf(type, specifiers, competitors).map(({ id, wording, values }) => ({
    id,
    name: fill(OUTCOME_NAMES[wording], values),
  }));
}
