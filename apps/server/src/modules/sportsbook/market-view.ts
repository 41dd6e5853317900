import {
  MARKET_TYPES,
  type TMarket,
  type TMarketStatus,
  type TMarketType,
} from '@aurum/contracts/sportsbook';
import type { DbOrTx } from '../../db/client';
import {
  marketRowsByIds,
  outcomeRowsOf,
  shownMarketRows,
  type TMarketRow,
  type TOutcomeRow,
} from './markets.repo';
import { marketName } from './market-names';

export type { TMarketRow, TOutcomeRow };

/** A market as the contract shows it, with its outcomes in the order the feed first sent them. */
export function toMarket(row: TMarketRow, outcomes: TOutcomeRow[]): TMarket {
  const type = row.type as TMarketType;
  return {
    id: row.id,
    type,
    specifiers: row.specifiers,
    name: marketName(type, row.specifiers),
    status: row.status as TMarketStatus,
    outcomes: outcomes.map((outcome) => ({
      id: outcome.outcomeId,
      name: outcome.name,
      odds: outcome.odds,
      active: outcome.active,
    })),
  };
}

const typeOrder = (type: string) => MARKET_TYPES.indexOf(type as TMarketType);

/** Markets by type order, then line (numerically: `total=1.5` before `total=10.5`). */
function byTypeAndLine(a: TMarketRow, b: TMarketRow): number {
  const order = typeOrder(a.type) - typeOrder(b.type);
  if (order !== 0) return order;
  return a.specifiers.localeCompare(b.specifiers, 'en', { numeric: true });
}

const OUTCOME_ORDER = [
  'home',
  'home_draw',
  'draw',
  'home_away',
  'away',
  'draw_away',
  'over',
  'under',
  'yes',
  'no',
];

/** Known outcomes in their usual order, scores by home then away goals, the rest by odds. */
function byOutcomeOrder(a: TOutcomeRow, b: TOutcomeRow): number {
  const rank = (id: string) => {
    const known = OUTCOME_ORDER.indexOf(id);
    return known >= 0 ? known : OUTCOME_ORDER.length;
  };
  const order = rank(a.outcomeId) - rank(b.outcomeId);
  if (order !== 0) return order;
  if (a.outcomeId.includes(':') && b.outcomeId.includes(':'))
    return a.outcomeId.localeCompare(b.outcomeId, 'en', { numeric: true });
  return a.odds - b.odds;
}

/** Markets with outcomes, keyed by event id; `where` narrows the markets. */
async function load(db: DbOrTx, markets: TMarketRow[]): Promise<Map<string, TMarket[]>> {
  const byEvent = new Map<string, TMarket[]>();
  if (markets.length === 0) return byEvent;
  const outcomes = await outcomeRowsOf(
    db,
    markets.map((market) => market.id),
  );
  const outcomesOf = new Map<string, TOutcomeRow[]>();
  for (const outcome of outcomes) {
    const list = outcomesOf.get(outcome.marketId) ?? [];
    list.push(outcome);
    outcomesOf.set(outcome.marketId, list);
  }
  for (const market of [...markets].sort(byTypeAndLine)) {
    const list = byEvent.get(market.eventId) ?? [];
    const marketOutcomes = (outcomesOf.get(market.id) ?? []).sort(byOutcomeOrder);
    list.push(toMarket(market, marketOutcomes));
    byEvent.set(market.eventId, list);
  }
  return byEvent;
}

/** The markets with these ids (all statuses: a publication shows a suspension too). */
export async function marketsByIds(db: DbOrTx, ids: string[]): Promise<Map<string, TMarket[]>> {
  if (ids.length === 0) return new Map();
  return load(db, await marketRowsByIds(db, ids));
}

/** Every shown (not deactivated) market of these events, optionally of some types only. */
export async function shownMarkets(
  db: DbOrTx,
  eventIds: string[],
  types?: TMarketType[],
): Promise<Map<string, TMarket[]>> {
  if (eventIds.length === 0) return new Map();
  return load(db, await shownMarketRows(db, eventIds, types));
}
