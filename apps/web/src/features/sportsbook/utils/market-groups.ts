import { MARKET_TYPES, type TMarket, type TMarketType } from '@aurum/contracts/sportsbook';

/** Shown markets by type, in the engine's order of types; deactivated markets are hidden. */
export function groupMarkets(
  markets: readonly TMarket[],
): { type: TMarketType; markets: TMarket[] }[] {
  return MARKET_TYPES.map((type) => ({
    type,
    markets: markets.filter((market) => market.type === type && market.status !== 'deactivated'),
  })).filter((group) => group.markets.length > 0);
}
