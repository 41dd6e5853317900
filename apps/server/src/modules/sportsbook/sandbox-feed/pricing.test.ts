import { ODDS_MIN_OFFERED } from '@aurum/contracts/sportsbook';
import { describe, expect, it } from 'vitest';
import { MARGIN } from './pricing';
import { goalsMarkets, type TGoalsState } from './pricing-goals';
import { overlappingMarket, pricedMarket, type TFeedMarket } from './margin';
import { pointsMarkets } from './pricing-points';
import { seriesMarkets, type TSeriesState } from './pricing-series';

const offered = (market: TFeedMarket) => market.outcomes.map((outcome) => outcome.active);
const oddsOf = (market: TFeedMarket) => market.outcomes.map((outcome) => outcome.odds);

describe('pricedMarket', () => {
  it.each([
    ['an open market', [0.45, 0.27, 0.28], 'active', [true, true, true]],
    ['a heavy favourite', [0.96, 0.04], 'active', [true, true]],
    ['an outcome that can no longer happen', [0.6, 0.4, 0], 'active', [true, true, false]],
    ['an almost certain favourite', [0.995, 0.005], 'deactivated', [false, false]],
    ['a decided market', [1, 0], 'deactivated', [false, false]],
    ['a line pushed both ways', [0, 0], 'deactivated', [false, false]],
  ] as const)('sends %s %s', (_name, chances, status, active) => {
    const market = pricedMarket(
      'total',
      'total=2.5',
      chances.map((p, i) => [`o${i}`, p] as const),
      MARGIN,
    );
    expect(market.status).toBe(status);
    expect(offered(market)).toEqual(active);
    expect(Math.min(...oddsOf(market))).toBeGreaterThanOrEqual(ODDS_MIN_OFFERED);
  });

  it('quotes a heavy favourite at the lowest price the book takes, never under it', () => {
    expect(
      oddsOf(
        pricedMarket(
          '1x2',
          '',
          [
            ['home', 0.96],
            ['away', 0.04],
          ],
          MARGIN,
        ),
      )[0],
    ).toBe(ODDS_MIN_OFFERED);
  });
});

describe('overlappingMarket', () => {
  it.each([
    // Each outcome is priced on its own chance with the margin: 1 / (0.70 x 1.05) = 1.36.
    ['at kick-off', [0.7, 0.65, 0.65], 'active', [1360, 1460, 1460]],
    ['once a result is as good as certain', [0.995, 0.99, 0.015], 'deactivated', undefined],
  ] as const)('prices double chance %s', (_name, chances, status, odds) => {
    const market = overlappingMarket(
      'double_chance',
      '',
      (['home_draw', 'home_away', 'draw_away'] as const).map((id, i) => [id, chances[i] ?? 0]),
      MARGIN,
    );
    expect(market.status).toBe(status);
    if (odds) expect(oddsOf(market)).toEqual(odds);
    else expect(offered(market)).toEqual([false, false, false]);
  });
});

const SOCCER = { homeRate: 1.45, awayRate: 1.15 };
const SOCCER_LINES = {
  totals: [1.5, 2.5, 3.5],
  handicaps: [-1.5, -1, 1.5],
  asian: [-0.75, -0.25, 0.25],
  correctScore: true,
};
const soccer = (state: Omit<TGoalsState, 'homeRate' | 'awayRate'>) =>
  goalsMarkets({ ...SOCCER, ...state }, SOCCER_LINES, MARGIN);
const series = (state: Pick<TSeriesState, 'home' | 'away'>) =>
  seriesMarkets({ p: 0.5, bestOf: 3, periodsDone: state.home + state.away, ...state }, MARGIN);
const statusOf = (markets: TFeedMarket[], key: string) =>
  markets.find((market) => `${market.type}|${market.specifiers}` === key)?.status;

describe('live markets', () => {
  it.each([
    [
      'soccer 2:1 at half time',
      soccer({ home: 2, away: 1, remaining: 0.5 }),
      {
        '1x2|': 'active',
        'total|total=1.5': 'deactivated',
        'total|total=2.5': 'deactivated',
        'total|total=3.5': 'active',
        'both_teams_to_score|': 'deactivated',
      },
    ],
    [
      'soccer 3:0 at the end',
      soccer({ home: 3, away: 0, remaining: 0.05 }),
      {
        '1x2|': 'deactivated',
        'double_chance|': 'deactivated',
        'asian_handicap|hcp=-0.75': 'deactivated',
        'total|total=3.5': 'active',
      },
    ],
    [
      'tennis 0:1 in sets',
      series({ home: 0, away: 1 }),
      {
        'match_winner|': 'active',
        'handicap|hcp=-1.5': 'deactivated',
        'total|total=2.5': 'active',
      },
    ],
    [
      'tennis 1:1 in sets',
      series({ home: 1, away: 1 }),
      { 'match_winner|': 'active', 'total|total=2.5': 'deactivated' },
    ],
    [
      'basketball 100:80 in the last minutes',
      pointsMarkets({ homeMean: 112, awayMean: 108, home: 100, away: 80, remaining: 0.05 }, MARGIN),
      { 'match_winner|': 'deactivated', 'total|total=220.5': 'deactivated' },
    ],
  ])('%s: withdraws what is decided', (_state, markets, expected) => {
    const statuses = Object.fromEntries(
      Object.keys(expected).map((key) => [key, statusOf(markets, key)]),
    );
    expect(statuses).toEqual(expected);
  });

  it('offers every market at kick-off, and no price under the lowest the book takes at any score', () => {
    expect(soccer({ home: 0, away: 0, remaining: 1 }).every((m) => m.status === 'active')).toBe(
      true,
    );
    for (const [home, away, remaining] of [
      [0, 0, 0.5],
      [2, 1, 0.5],
      [3, 0, 0.05],
      [1, 1, 0.01],
    ] as const) {
      for (const market of soccer({ home, away, remaining }))
        expect(Math.min(...oddsOf(market))).toBeGreaterThanOrEqual(ODDS_MIN_OFFERED);
    }
  });

  it('withdraws the correct scores already passed and keeps the rest', () => {
    const correct = soccer({ home: 2, away: 1, remaining: 0.5 }).find(
      (market) => market.type === 'correct_score',
    );
    const active = (id: string) => correct?.outcomes.find((outcome) => outcome.id === id)?.active;
    expect(correct?.status).toBe('active');
    expect([active('1:1'), active('2:0'), active('2:1'), active('3:2'), active('other')]).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
  });
});
