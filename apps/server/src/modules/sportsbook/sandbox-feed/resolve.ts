import type { TMarketType } from '@aurum/contracts/sportsbook';
import {
  formatRational,
  isWinning,
  resolveMarket,
  type Ranking,
  type Scoreboard,
} from '@aurum/sportsbook';
import type { TOutcomeSettlement } from '../feed';

/**
 * Every outcome's settlement as the feed sends it, from `resolveMarket` of `@aurum/sportsbook`:
 * result 1 for won, half won and dead heat, with the exact void and dead-heat factors.
 */
export function settleMarket(
  type: TMarketType,
  specifiers: string,
  board: Scoreboard,
  ranking: Ranking,
): TOutcomeSettlement[] {
  const settled = resolveMarket(type, specifiers, type === 'outright' ? ranking : board);
  return Object.entries(settled).map(([id, outcome]) => ({
    id,
    result: isWinning(outcome.result) ? 1 : 0,
    voidFactor: formatRational(outcome.voidFactor),
    deadHeatFactor: formatRational(outcome.deadHeatFactor),
  }));
}
