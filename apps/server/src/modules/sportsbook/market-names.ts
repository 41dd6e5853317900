import type { TMarketType } from '@aurum/contracts/sportsbook';
import { marketName as packageMarketName, outcomesOf } from '@aurum/sportsbook';

export interface TNamingContext {
  home?: string;
  away?: string;
  /** Competitor names by id (outright outcomes). */
  competitors?: ReadonlyMap<string, string>;
}

/**
 * English display name of a market ("Total 2.5"), from `@aurum/sportsbook`; a market whose
 * specifiers the package cannot read keeps its type as its name rather than failing a read.
 */
export function marketName(type: TMarketType, specifiers: string): string {
  try {
    return packageMarketName(type, specifiers);
  } catch {
    return type;
  }
}

/** English display name of an outcome ("Arsenal", "Draw", "Over 2.5"); its id when unknown. */
export function outcomeName(
  type: TMarketType,
  specifiers: string,
  outcomeId: string,
  names: TNamingContext,
): string {
  if (type === 'outright') return names.competitors?.get(outcomeId) ?? outcomeId;
  try {
    const outcomes = outcomesOf(type, specifiers, {
      home: names.home ?? 'Home',
      away: names.away ?? 'Away',
    });
    return outcomes.find((outcome) => outcome.id === outcomeId)?.name ?? outcomeId;
  } catch {
    return outcomeId;
  }
}
