import { MARKET_TYPES, type TMarketType } from '@aurum/contracts/sportsbook';
import { marketNameValues, outcomeLabelsOf } from '@aurum/sportsbook/markets';
import type { TFunction } from 'i18next';

/**
 * Market and outcome names in the player's language, from the market's type and specifiers,
 * the outcome's id and the event's competitors (proper names, shown as they are). Lines are
 * formatted by `@aurum/sportsbook` as the server's English names are ("+1.5", "-0.25", "0").
 * What cannot be named so (a type this build does not know, bad specifiers, a slip kept by an
 * older version) shows the server's English name.
 */

/** A market as far as its name goes; `name` is the server's English name. */
export interface TMarketNaming {
  type?: string | null;
  specifiers?: string;
  name: string;
}

/** An outcome as far as its name goes; `name` is the server's English name. */
export interface TOutcomeNaming {
  id: string;
  name: string;
}

/** The event's competitors by name; none for an outright. */
export interface TCompetitorNames {
  home?: string | null;
  away?: string | null;
}

const isMarketType = (type: string): type is TMarketType =>
  (MARKET_TYPES as readonly string[]).includes(type);

/** "Total 2.5", "Map 1 winner" translated; the English name when the market cannot be named. */
export function marketLabel(t: TFunction, market: TMarketNaming): string {
  const { type, specifiers } = market;
  if (!type || specifiers === undefined || !isMarketType(type)) return market.name;
  try {
    return t(`Sportsbook.markets.${type}`, { ...marketNameValues(type, specifiers) });
  } catch {
    return market.name;
  }
}

/**
 * "Draw", "Arsenal or draw", "Chelsea (-1.5)", "Over 2.5" translated; an outright's competitor
 * by the server's name; the English name when the outcome cannot be named.
 */
export function outcomeLabel(
  t: TFunction,
  market: TMarketNaming,
  outcome: TOutcomeNaming,
  { home, away }: TCompetitorNames,
): string {
  const { type, specifiers } = market;
  if (!type || specifiers === undefined || !isMarketType(type)) return outcome.name;
  const competitors =
    type === 'outright' ? [{ id: outcome.id, name: outcome.name }] : home && away && { home, away };
  if (!competitors) return outcome.name;
  try {
    const label = outcomeLabelsOf(type, specifiers, competitors).find(
      ({ id }) => id === outcome.id,
    );
    return label ? t(`Sportsbook.outcomes.${label.wording}`, { ...label.values }) : outcome.name;
  } catch {
    return outcome.name;
  }
}

/** What a slip selection and a bet leg carry to be named. */
export interface TLegNaming extends TCompetitorNames {
  marketType?: string | null;
  specifiers?: string;
  marketName: string;
  outcomeId: string;
  outcomeName: string;
}

/** A slip selection's or a bet leg's market and outcome in the player's language. */
export function legLabels(t: TFunction, leg: TLegNaming): { market: string; outcome: string } {
  const market = { type: leg.marketType, specifiers: leg.specifiers, name: leg.marketName };
  return {
    market: marketLabel(t, market),
    outcome: outcomeLabel(t, market, { id: leg.outcomeId, name: leg.outcomeName }, leg),
  };
}
