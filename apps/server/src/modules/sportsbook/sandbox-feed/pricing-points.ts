import { canonicalSpecifiers } from '@aurum/sportsbook';
import { normalCdf, pricedMarket, type TFeedMarket } from './margin';

/** Basketball: final margin and total as normals around what remains of the expectation. */
export function pointsMarkets(
  state: { homeMean: number; awayMean: number; home: number; away: number; remaining: number },
  margin: number,
): TFeedMarket[] {
  // Lines stay where the prematch expectation put them, so every line offered gets settled.
  const lineDiff = state.homeMean - state.awayMean;
  const lineTotal = state.homeMean + state.awayMean;
  const spread = 12 * Math.sqrt(Math.max(state.remaining, 0.02));
  const diff = state.home - state.away + (state.homeMean - state.awayMean) * state.remaining;
  const total = state.home + state.away + (state.homeMean + state.awayMean) * state.remaining;
  // Overtime settles a tie: the winner's chance is the margin's sign.
  const home = normalCdf(diff / spread);
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
  ];
  const line = Math.round(lineDiff) + 0.5;
  for (const hcp of [-line, -line - 4, -line + 4]) {
    const covers = normalCdf((diff + hcp) / spread);
    markets.push(
      pricedMarket(
        'handicap',
        canonicalSpecifiers({ hcp }),
        [
          ['home', covers],
          ['away', 1 - covers],
        ],
        margin,
      ),
    );
  }
  const centre = Math.round(lineTotal) + 0.5;
  for (const line of [centre - 6, centre, centre + 6]) {
    const over = 1 - normalCdf((line - total) / (spread * 1.3));
    markets.push(
      pricedMarket(
        'total',
        canonicalSpecifiers({ total: line }),
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

/** F1: each driver's chance to win from strengths (a softmax), priced with a wide margin. */
export function outrightMarket(
  strengths: readonly { id: string; strength: number }[],
  margin: number,
) {
  const weights = strengths.map((driver) => Math.exp(driver.strength));
  const sum = weights.reduce((total, w) => total + w, 0);
  return pricedMarket(
    'outright',
    '',
    strengths.map((driver, i) => [driver.id, (weights[i] ?? 0) / sum] as const),
    margin,
  );
}
