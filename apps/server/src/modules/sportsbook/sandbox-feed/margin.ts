import { ODDS_MAX, type TMarketType } from '@aurum/contracts/sportsbook';
import { applyMargin } from '@aurum/sportsbook';
import type { TOddsChangeMessage } from '../feed';

export type TFeedMarket = TOddsChangeMessage['markets'][number];

/** An active market priced from `[outcomeId, probability]` pairs. */
export function pricedMarket(
  type: TMarketType,
  specifiers: string,
  outcomes: readonly (readonly [string, number])[],
  margin: number,
): TFeedMarket {
  // `margin` is a share (0.05); the package takes permille.
  const chances = outcomes.map(([, p]) => Math.max(0, p));
  // A market already decided both ways (a whole line pushed at the whistle) is priced evenly.
  const priced = chances.some((p) => p > 0) ? chances : chances.map(() => 1);
  const odds = applyMargin(priced, Math.round(margin * 1000));
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
