import { canonicalSpecifiers } from '@aurum/sportsbook';
import { normalCdf, pricedMarket, type TFeedMarket } from './margin';

/** The chance the home side wins a best-of series from `won`:`lost`, with `p` per set or map. */
export function seriesChance(p: number, toWin: number, won: number, lost: number): number {
  if (won >= toWin) return 1;
  if (lost >= toWin) return 0;
  return (
    p * seriesChance(p, toWin, won + 1, lost) + (1 - p) * seriesChance(p, toWin, won, lost + 1)
  );
}

export interface TSeriesState {
  /** Home's chance per set (tennis) or map (esports). */
  p: number;
  bestOf: number;
  home: number;
  away: number;
  /** Maps already decided (their markets are no longer priced). */
  periodsDone: number;
  /** Esports: expected rounds (kills) per map and the spread of that. */
  mapTotal?: { mean: number; spread: number };
}

/** Tennis and esports: the series winner, a sets/maps handicap and total, per-map markets. */
export function seriesMarkets(state: TSeriesState, margin: number): TFeedMarket[] {
  const toWin = Math.ceil(state.bestOf / 2);
  const home = seriesChance(state.p, toWin, state.home, state.away);
  const sweep = sweepChance(state, toWin);
  const markets = [
    pricedMarket(
      'match_winner',
      '',
      [
        ['home', home],
        ['away', 1 - home],
      ],
      margin,
    ),
    pricedMarket(
      'handicap',
      canonicalSpecifiers({ hcp: -1.5 }),
      [
        ['home', sweep],
        ['away', 1 - sweep],
      ],
      margin,
    ),
  ];
  const decider =
    1 -
    sweep -
    sweepChance({ ...state, p: 1 - state.p, home: state.away, away: state.home }, toWin);
  const line = state.bestOf - 0.5;
  markets.push(
    pricedMarket(
      'total',
      canonicalSpecifiers({ total: line }),
      [
        ['over', decider],
        ['under', 1 - decider],
      ],
      margin,
    ),
  );
  if (!state.mapTotal) return markets;
  for (
    let map = state.periodsDone + 1;
    map <= Math.min(state.bestOf, state.periodsDone + 2);
    map++
  ) {
    markets.push(
      pricedMarket(
        'map_winner',
        canonicalSpecifiers({ map }),
        [
          ['home', state.p],
          ['away', 1 - state.p],
        ],
        margin,
      ),
    );
    const total = Math.round(state.mapTotal.mean) + 0.5;
    const over = 1 - normalCdf((total - state.mapTotal.mean) / state.mapTotal.spread);
    markets.push(
      pricedMarket(
        'map_total',
        canonicalSpecifiers({ map, total }),
        [
          ['over', over],
          ['under', 1 - over],
        ],
        margin,
      ),
    );
  }
  return markets;
}

/** The chance home wins without dropping a set or map from here (a -1.5 handicap in best of 3). */
function sweepChance(state: TSeriesState, toWin: number): number {
  if (state.away > 0) return 0;
  return state.p ** (toWin - state.home);
}
