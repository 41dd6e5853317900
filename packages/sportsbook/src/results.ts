import { settleHandicap, settleTotal } from './lines';
import { CORRECT_SCORES, type MarketType } from './markets';
import { LOST, VOID, WON, deadHeat, type OutcomeSettlement } from './settlement';
import { requireSpecifier, specifiersOf, type SpecifierInput, type Specifiers } from './specifiers';

/**
 * Settles a market from its event's final result: every outcome id of the market gets its
 * result, void factor and dead-heat factor.
 */

/** Points of one side; a period is a half, quarter, set or map (on a map: rounds won). */
export interface Score {
  readonly home: number;
  readonly away: number;
}
/** A head-to-head event's final scoreboard (overtime included in `home` / `away`). */
export interface Scoreboard extends Score {
  readonly periods: readonly Score[];
}
/** An outright's finishing order, ties as groups: `[['ham', 'ver'], ['lec']]` is a shared win. */
export type Ranking = readonly (readonly string[])[];
export type MarketResult = Scoreboard | Ranking;

/** Whether the result is an outright's ranking (`Array.isArray` alone narrows to `any[]`). */
export function isRanking(result: MarketResult): result is Ranking {
  return Array.isArray(result);
}

export type MarketSettlement = Record<string, OutcomeSettlement>;

/** won for the side ahead, lost for the other, void for both on a tie. */
function twoWay(score: Score): MarketSettlement {
  if (score.home === score.away) return { home: VOID, away: VOID };
  return score.home > score.away ? { home: WON, away: LOST } : { home: LOST, away: WON };
}

const wonIf = (condition: boolean): OutcomeSettlement => (condition ? WON : LOST);

/** The map named by `map=N`; a map not played voids its markets (null). */
function mapScore(board: Scoreboard, spec: Specifiers): Score | null {
  const map = Number(requireSpecifier(spec, 'map'));
  if (!Number.isSafeInteger(map) || map < 1) throw new RangeError(`bad map number: ${String(map)}`);
  return board.periods[map - 1] ?? null;
}

/**
 * Outright: the first group wins (a dead heat of 1/n when n share it), every other listed
 * competitor loses. A competitor absent from the ranking gets no entry: the caller voids it
 * (did not start) or settles it lost, by its rules.
 */
function settleOutright(ranking: Ranking): MarketSettlement {
  const [winners = [], ...rest] = ranking;
  if (winners.length === 0) throw new RangeError('an outright result needs a winner');
  if (new Set(ranking.flat()).size !== ranking.flat().length)
    throw new RangeError('a competitor is ranked twice');
  const settled: MarketSettlement = {};
  for (const id of winners) settled[id] = deadHeat(winners.length);
  for (const id of rest.flat()) settled[id] = LOST;
  return settled;
}

function checkScoreboard(board: Scoreboard): void {
  for (const score of [board, ...board.periods])
    if (![score.home, score.away].every((n) => Number.isSafeInteger(n) && n >= 0))
      throw new RangeError('scores must be whole numbers from 0');
}

function settleCorrectScore({ home, away }: Score): MarketSettlement {
  const settled: MarketSettlement = { other: LOST };
  for (const id of CORRECT_SCORES) settled[id] = LOST;
  const id = `${home}:${away}`;
  settled[CORRECT_SCORES.includes(id) ? id : 'other'] = WON;
  return settled;
}

/** Every outcome's settlement for a market of `type` with these specifiers, from the result. */
export function resolveMarket(
  type: MarketType,
  specifiers: SpecifierInput,
  result: MarketResult,
): MarketSettlement {
  const spec = specifiersOf(specifiers);
  if (type === 'outright') {
    if (!isRanking(result)) throw new TypeError('an outright settles from a ranking');
    return settleOutright(result);
  }
  if (isRanking(result)) throw new TypeError(`${type} settles from a scoreboard`);
  checkScoreboard(result);
  const { home, away } = result;
  switch (type) {
    case '1x2':
      return { home: wonIf(home > away), draw: wonIf(home === away), away: wonIf(away > home) };
    case 'double_chance':
      return {
        home_draw: wonIf(home >= away),
        home_away: wonIf(home !== away),
        draw_away: wonIf(away >= home),
      };
    case 'total':
      return settleTotal(home + away, requireSpecifier(spec, 'total'));
    case 'handicap':
    case 'asian_handicap':
      return settleHandicap(home, away, requireSpecifier(spec, 'hcp'));
    case 'both_teams_to_score':
      return { yes: wonIf(home > 0 && away > 0), no: wonIf(home === 0 || away === 0) };
    case 'correct_score':
      return settleCorrectScore(result);
    case 'match_winner':
      return twoWay(result);
    case 'map_winner': {
      const map = mapScore(result, spec);
      return map ? twoWay(map) : { home: VOID, away: VOID };
    }
    case 'map_total': {
      const map = mapScore(result, spec);
      const line = requireSpecifier(spec, 'total');
      return map ? settleTotal(map.home + map.away, line) : { over: VOID, under: VOID };
    }
  }
}
