import type { TMarketType } from '@aurum/contracts/sportsbook';

/** `total=2.5|map=1` as a record. */
export function parseSpecifiers(specifiers: string): Record<string, string> {
  const pairs = specifiers ? specifiers.split('|') : [];
  return Object.fromEntries(pairs.map((pair) => pair.split('=', 2) as [string, string]));
}

/** The canonical form: pairs sorted by key, joined by `|`. */
export function canonicalSpecifiers(values: Record<string, string | number>): string {
  return Object.keys(values)
    .sort()
    .map((key) => `${key}=${String(values[key])}`)
    .join('|');
}

const signed = (value: string | undefined) =>
  value === undefined ? '' : Number(value) > 0 ? `+${value}` : value;

/** English display name of a market with its specifiers filled in ("Total 2.5"). */
export function marketName(type: TMarketType, specifiers: string): string {
  const spec = parseSpecifiers(specifiers);
  switch (type) {
    case '1x2':
      return '1X2';
    case 'double_chance':
      return 'Double chance';
    case 'total':
      return `Total ${spec.total ?? ''}`.trim();
    case 'handicap':
      return `Handicap ${signed(spec.hcp)}`.trim();
    case 'asian_handicap':
      return `Asian handicap ${signed(spec.hcp)}`.trim();
    case 'both_teams_to_score':
      return 'Both teams to score';
    case 'correct_score':
      return 'Correct score';
    case 'match_winner':
      return 'Winner';
    case 'map_winner':
      return `Map ${spec.map ?? ''} winner`;
    case 'map_total':
      return `Map ${spec.map ?? ''} total ${spec.total ?? ''}`.trim();
    case 'outright':
      return 'Race winner';
  }
}

export interface TNamingContext {
  home?: string;
  away?: string;
  /** Competitor names by id (outright outcomes). */
  competitors?: ReadonlyMap<string, string>;
}

/** English display name of an outcome ("Arsenal", "Draw", "Over 2.5", "Arsenal or draw"). */
export function outcomeName(
  type: TMarketType,
  specifiers: string,
  outcomeId: string,
  names: TNamingContext,
): string {
  const home = names.home ?? 'Home';
  const away = names.away ?? 'Away';
  const spec = parseSpecifiers(specifiers);
  const byId: Record<string, string> = {
    home: spec.hcp === undefined ? home : `${home} (${signed(spec.hcp)})`,
    away: spec.hcp === undefined ? away : `${away} (${signed(String(-Number(spec.hcp)))})`,
    draw: 'Draw',
    home_draw: `${home} or draw`,
    home_away: `${home} or ${away}`,
    draw_away: `Draw or ${away}`,
    over: `Over ${spec.total ?? ''}`.trim(),
    under: `Under ${spec.total ?? ''}`.trim(),
    yes: 'Yes',
    no: 'No',
    other: 'Other',
  };
  if (type === 'outright') return names.competitors?.get(outcomeId) ?? outcomeId;
  return byId[outcomeId] ?? outcomeId;
}
