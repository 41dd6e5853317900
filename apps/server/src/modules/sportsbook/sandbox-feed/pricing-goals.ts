import { canonicalSpecifiers } from '@aurum/sportsbook';
import { overlappingMarket, pricedMarket, twoWayWithPush, type TFeedMarket } from './margin';

export interface TGoalsState {
  /** Expected goals of a whole match. */
  homeRate: number;
  awayRate: number;
  /** Goals so far and the share of the match still to play (1 before kick-off). */
  home: number;
  away: number;
  remaining: number;
}

const MAX_GOALS = 12;

function poisson(rate: number): number[] {
  const p: number[] = [Math.exp(-rate)];
  for (let k = 1; k <= MAX_GOALS; k++) p.push(((p[k - 1] ?? 0) * rate) / k);
  return p;
}

/** The final score's distribution: goals so far plus Poisson goals in the time left. */
export function finalScores(state: TGoalsState): { h: number; a: number; p: number }[] {
  const home = poisson(state.homeRate * state.remaining);
  const away = poisson(state.awayRate * state.remaining);
  const scores: { h: number; a: number; p: number }[] = [];
  home.forEach((ph, i) =>
    away.forEach((pa, j) => scores.push({ h: state.home + i, a: state.away + j, p: ph * pa })),
  );
  return scores;
}

type TScores = ReturnType<typeof finalScores>;
const chance = (scores: TScores, test: (h: number, a: number) => boolean) =>
  scores.reduce((sum, s) => (test(s.h, s.a) ? sum + s.p : sum), 0);

/** One half line of a handicap: win / push / lose for the home side. */
function handicapHalf(scores: TScores, hcp: number) {
  return {
    win: chance(scores, (h, a) => h - a + hcp > 0),
    push: chance(scores, (h, a) => h - a + hcp === 0),
    lose: chance(scores, (h, a) => h - a + hcp < 0),
  };
}

/** Quarter lines split over the two neighbouring lines; others are one line. */
function asianHalves(scores: TScores, hcp: number) {
  const quarter = Math.abs((hcp * 4) % 2) === 1;
  return quarter
    ? [handicapHalf(scores, hcp - 0.25), handicapHalf(scores, hcp + 0.25)]
    : [handicapHalf(scores, hcp)];
}

/** Lines around the expected total and handicap, and every goals market type. */
export function goalsMarkets(
  state: TGoalsState,
  lines: { totals: number[]; handicaps: number[]; asian: number[]; correctScore: boolean },
  margin: number,
): TFeedMarket[] {
  const scores = finalScores(state);
  const home = chance(scores, (h, a) => h > a);
  const draw = chance(scores, (h, a) => h === a);
  const away = 1 - home - draw;
  const markets = [
    pricedMarket(
      '1x2',
      '',
      [
        ['home', home],
        ['draw', draw],
        ['away', away],
      ],
      margin,
    ),
    overlappingMarket(
      'double_chance',
      '',
      [
        ['home_draw', home + draw],
        ['home_away', home + away],
        ['draw_away', draw + away],
      ],
      margin,
    ),
  ];
  for (const total of lines.totals) {
    const over = chance(scores, (h, a) => h + a > total);
    markets.push(
      pricedMarket(
        'total',
        canonicalSpecifiers({ total }),
        [
          ['over', over],
          ['under', 1 - over],
        ],
        margin,
      ),
    );
  }
  for (const hcp of lines.handicaps) {
    const [h, a] = twoWayWithPush([handicapHalf(scores, hcp)]);
    markets.push(
      pricedMarket(
        'handicap',
        canonicalSpecifiers({ hcp }),
        [
          ['home', h],
          ['away', a],
        ],
        margin,
      ),
    );
  }
  for (const hcp of lines.asian) {
    const [h, a] = twoWayWithPush(asianHalves(scores, hcp));
    markets.push(
      pricedMarket(
        'asian_handicap',
        canonicalSpecifiers({ hcp }),
        [
          ['home', h],
          ['away', a],
        ],
        margin,
      ),
    );
  }
  const both = chance(scores, (h, a) => h > 0 && a > 0);
  markets.push(
    pricedMarket(
      'both_teams_to_score',
      '',
      [
        ['yes', both],
        ['no', 1 - both],
      ],
      margin,
    ),
  );
  if (lines.correctScore) {
    const outcomes: [string, number][] = [];
    for (let h = 0; h <= 4; h++)
      for (let a = 0; a <= 4; a++)
        outcomes.push([`${h}:${a}`, chance(scores, (x, y) => x === h && y === a)]);
    const listed = outcomes.reduce((sum, [, p]) => sum + p, 0);
    outcomes.push(['other', Math.max(0, 1 - listed)]);
    markets.push(pricedMarket('correct_score', '', outcomes, margin * 3));
  }
  return markets;
}
