import type { TFeedScore } from '../feed';
import type { TFeedMarket } from './margin';
import { goalsMarkets } from './pricing-goals';
import { outrightMarket, pointsMarkets } from './pricing-points';
import { seriesMarkets } from './pricing-series';
import type { TSandboxFixture } from './schedule';

/** The book's margin on two- and three-way markets; outrights carry more. */
export const MARGIN = 0.05;
const OUTRIGHT_MARGIN = 0.25;

export interface TPricingState {
  /** The score so far (undefined before the start). */
  score: TFeedScore | undefined;
  /** Share of the match still to play. */
  remaining: number;
  /** Where the market has moved the home side's strength since the fixture was made. */
  drift: number;
}

/** Every market of the fixture priced for its current state. */
export function marketsFor(fixture: TSandboxFixture, state: TPricingState): TFeedMarket[] {
  const diff = (fixture.home?.rating ?? 0) - (fixture.away?.rating ?? 0) + state.drift;
  const home = state.score?.home ?? 0;
  const away = state.score?.away ?? 0;
  const remaining = Math.max(0, state.remaining);
  const periodsDone = Math.max(0, (state.score?.periods?.length ?? 1) - 1);
  const p = 1 / (1 + Math.exp(-1.2 * diff));
  switch (fixture.sportId) {
    case 1:
      return goalsMarkets(
        {
          homeRate: 1.45 * Math.exp(0.35 * diff),
          awayRate: 1.15 * Math.exp(-0.35 * diff),
          home,
          away,
          remaining,
        },
        {
          totals: [1.5, 2.5, 3.5],
          handicaps: [-1.5, -1, 1.5],
          asian: [-0.75, -0.25, 0.25],
          correctScore: true,
        },
        MARGIN,
      );
    case 4:
      return goalsMarkets(
        {
          homeRate: 3.1 * Math.exp(0.3 * diff),
          awayRate: 2.7 * Math.exp(-0.3 * diff),
          home,
          away,
          remaining,
        },
        { totals: [4.5, 5.5, 6.5], handicaps: [-1.5, 1.5], asian: [-0.5, 0], correctScore: false },
        MARGIN,
      );
    case 2:
      return pointsMarkets(
        { homeMean: 112 + 6 * diff, awayMean: 108 - 6 * diff, home, away, remaining },
        MARGIN,
      );
    case 5:
      return seriesMarkets({ p, bestOf: 3, home, away, periodsDone }, MARGIN);
    case 109:
      return seriesMarkets(
        { p, bestOf: 3, home, away, periodsDone, mapTotal: { mean: 22, spread: 3 } },
        MARGIN,
      );
    case 111:
      return seriesMarkets(
        { p, bestOf: 3, home, away, periodsDone, mapTotal: { mean: 43, spread: 5 } },
        MARGIN,
      );
    default: {
      const field = (fixture.field ?? []).map((driver, i) => ({
        id: driver.id,
        strength: 2 * driver.rating + (i === 0 ? state.drift : 0),
      }));
      return [outrightMarket(field, OUTRIGHT_MARGIN)];
    }
  }
}
