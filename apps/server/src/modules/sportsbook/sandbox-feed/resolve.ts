import type { TMarketType } from '@aurum/contracts/sportsbook';
import type { TOutcomeSettlement } from '../feed';
import { parseSpecifiers } from '../market-names';

/** A final scoreboard: periods are halves, quarters, sets or maps (rounds won on each map). */
export interface TScoreboard {
  home: number;
  away: number;
  periods: { home: number; away: number }[];
}

type TResolved = Pick<TOutcomeSettlement, 'result' | 'voidFactor' | 'deadHeatFactor'>;
const WON: TResolved = { result: 1 };
const LOST: TResolved = { result: 0 };
const VOID: TResolved = { result: 0, voidFactor: '1' };
const by = (won: boolean) => (won ? WON : LOST);

/** Over / under a line; a whole line met exactly is void. */
function overUnder(value: number, line: number, id: string): TResolved {
  if (value === line) return VOID;
  return by(id === 'over' ? value > line : value < line);
}

/** Home / away on a handicap line (home's); a tie on a whole line is void. */
function handicapSide(diff: number, hcp: number, id: string): TResolved {
  const margin = diff + hcp;
  if (margin === 0) return VOID;
  return by(id === 'home' ? margin > 0 : margin < 0);
}

/** Quarter lines: half the stake on each neighbouring line (half won / half lost). */
function asianSide(diff: number, hcp: number, id: string): TResolved {
  if (Math.abs((hcp * 4) % 2) !== 1) return handicapSide(diff, hcp, id);
  const halves = [handicapSide(diff, hcp - 0.25, id), handicapSide(diff, hcp + 0.25, id)];
  const won = halves.filter((half) => half === WON).length;
  const lost = halves.filter((half) => half === LOST).length;
  if (won === 2) return WON;
  if (lost === 2) return LOST;
  return { result: won === 1 ? 1 : 0, voidFactor: '1/2' };
}

/**
 * The sandbox's own resolver: every outcome's result from the final scoreboard (or, for an
 * outright, the finishing groups: ties share a place with a dead-heat factor).
 * TODO: replace by `resolveMarket` from `@aurum/sportsbook` once it lands.
 */
export function resolveOutcome(
  type: TMarketType,
  specifiers: string,
  outcomeId: string,
  board: TScoreboard,
  ranking: string[][] = [],
): TResolved {
  const spec = parseSpecifiers(specifiers);
  const { home, away } = board;
  const winner = home > away ? 'home' : home < away ? 'away' : 'draw';
  switch (type) {
    case '1x2':
    case 'match_winner':
      return by(outcomeId === winner);
    case 'double_chance':
      return by(outcomeId.split('_').includes(winner));
    case 'total':
      return overUnder(home + away, Number(spec.total), outcomeId);
    case 'handicap':
      return handicapSide(home - away, Number(spec.hcp), outcomeId);
    case 'asian_handicap':
      return asianSide(home - away, Number(spec.hcp), outcomeId);
    case 'both_teams_to_score':
      return by((outcomeId === 'yes') === (home > 0 && away > 0));
    case 'correct_score':
      return by(outcomeId === (home <= 4 && away <= 4 ? `${home}:${away}` : 'other'));
    case 'map_winner':
    case 'map_total': {
      const map = board.periods[Number(spec.map) - 1];
      if (!map) return VOID;
      if (type === 'map_total')
        return overUnder(map.home + map.away, Number(spec.total), outcomeId);
      return by(outcomeId === (map.home > map.away ? 'home' : 'away'));
    }
    case 'outright': {
      const first = ranking[0] ?? [];
      if (!first.includes(outcomeId)) return LOST;
      return first.length > 1 ? { result: 1, deadHeatFactor: `1/${first.length}` } : WON;
    }
  }
}
