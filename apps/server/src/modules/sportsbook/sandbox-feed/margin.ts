import { ODDS_MAX, ODDS_MIN, type TMarketType } from '@aurum/contracts/sportsbook';
import type { TOddsChangeMessage } from '../feed';

export type TFeedMarket = TOddsChangeMessage['markets'][number];

/**
 * Odds (integer thousandths) from fair probabilities with the book's margin spread over the
 * outcomes in proportion (overround 1 + margin), rounded to hundredths as books show them.
 * The one place to swap for `applyMargin` from `@aurum/sportsbook` once it is in.
 */
export function applyMargin(probabilities: readonly number[], margin: number): number[] {
  const sum = probabilities.reduce((total, p) => total + p, 0) || 1;
  return probabilities.map((p) => {
    const implied = (p / sum) * (1 + margin);
    const odds = implied > 0 ? 1000 / implied : ODDS_MAX;
    const rounded = Math.round(odds / 10) * 10;
    return Math.min(ODDS_MAX, Math.max(ODDS_MIN, rounded));
  });
}

/** An active market priced from `[outcomeId, probability]` pairs. */
export function pricedMarket(
  type: TMarketType,
  specifiers: string,
  outcomes: readonly (readonly [string, number])[],
  margin: number,
): TFeedMarket {
  const odds = applyMargin(
    outcomes.map(([, p]) => p),
    margin,
  );
  return {
    type,
    specifiers,
    status: 'active',
    // An outcome that can no longer happen (a correct score already passed) is withdrawn.
    outcomes: outcomes.map(([id, p], i) => ({ id, odds: odds[i] ?? ODDS_MAX, active: p >= 0.001 })),
  };
}

/**
 * Fair probabilities of a two-way line whose stake may split over half lines (Asian quarter
 * lines) and push: each side's probability is the price at which its expected return is even.
 */
export function twoWayWithPush(
  halves: readonly { win: number; push: number; lose: number }[],
): [number, number] {
  const weight = 1 / halves.length;
  const sideOdds = (win: (h: (typeof halves)[number]) => number) => {
    let wins = 0;
    let pushes = 0;
    for (const half of halves) {
      wins += weight * win(half);
      pushes += weight * half.push;
    }
    return wins > 0 ? (1 - pushes) / wins : Infinity;
  };
  const home = sideOdds((h) => h.win);
  const away = sideOdds((h) => h.lose);
  return [1 / home, 1 / away];
}

/** The standard normal CDF (Abramowitz-Stegun 7.1.26): pricing only, never settlement. */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(x) / Math.SQRT2));
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
