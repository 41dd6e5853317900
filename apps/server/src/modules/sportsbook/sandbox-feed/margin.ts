import { ODDS_MAX, ODDS_MIN_OFFERED, type TMarketType } from '@aurum/contracts/sportsbook';
import { applyMargin } from '@aurum/sportsbook';
import type { TOddsChangeMessage } from '../feed';

export type TFeedMarket = TOddsChangeMessage['markets'][number];

/** A favourite this likely is as good as decided: no book quotes a price on it. */
const CERTAIN = 0.99;
/** An outcome less likely than this can no longer happen (a correct score already passed). */
const POSSIBLE = 0.001;

interface TPricedOutcome {
  id: string;
  /** Its chance of winning (0 to 1). */
  chance: number;
  /** Its price with the margin, before the book's lowest price. */
  odds: number;
}

/**
 * The market as the feed sends it. A decided one is deactivated with no outcome offered (a book
 * withdraws it until its settlement); an open one offers the outcomes that can still happen, a
 * heavy favourite at no less than the lowest price the book takes (1.01), never at 1.001.
 */
function offered(
  type: TMarketType,
  specifiers: string,
  outcomes: readonly TPricedOutcome[],
  decided: boolean,
): TFeedMarket {
  return {
    type,
    specifiers,
    status: decided ? 'deactivated' : 'active',
    outcomes: outcomes.map(({ id, chance, odds }) => ({
      id,
      odds: Math.max(ODDS_MIN_OFFERED, odds),
      active: !decided && chance >= POSSIBLE,
    })),
  };
}

/**
 * A market of exclusive outcomes priced from `[outcomeId, probability]` pairs, decided once one
 * outcome is certain or none can win (a whole line pushed).
 */
export function pricedMarket(
  type: TMarketType,
  specifiers: string,
  outcomes: readonly (readonly [string, number])[],
  margin: number,
): TFeedMarket {
  const chances = outcomes.map(([, p]) => Math.max(0, p));
  const total = chances.reduce((sum, p) => sum + p, 0);
  // `margin` is a share (0.05); the package takes permille. A pushed line is priced evenly.
  const odds = applyMargin(total > 0 ? chances : chances.map(() => 1), Math.round(margin * 1000));
  const decided = total <= 0 || chances.some((p) => p / total >= CERTAIN);
  return offered(
    type,
    specifiers,
    outcomes.map(([id], i) => ({ id, chance: chances[i] ?? 0, odds: odds[i] ?? ODDS_MAX })),
    decided,
  );
}

/**
 * A market whose outcomes overlap (double chance: each covers two of the three results), each
 * priced as a two-way line against the result it leaves out; decided once one is certain.
 */
export function overlappingMarket(
  type: TMarketType,
  specifiers: string,
  outcomes: readonly (readonly [string, number])[],
  margin: number,
): TFeedMarket {
  const priced = outcomes.map(([id, p]) => {
    const chance = Math.min(1, Math.max(0, p));
    const [odds] = chance > 0 ? applyMargin([chance, 1 - chance], Math.round(margin * 1000)) : [];
    return { id, chance, odds: odds ?? ODDS_MAX };
  });
  return offered(
    type,
    specifiers,
    priced,
    priced.some((outcome) => outcome.chance >= CERTAIN),
  );
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
