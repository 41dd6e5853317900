import type {
  TEventDetail,
  TEventSummary,
  TMarket,
  TSport,
  TSportBet,
} from '@aurum/contracts/sportsbook';
import type { TMoney } from '@aurum/contracts/money';
import { aUsdPart } from './fixtures';

export function aSport(overrides: Partial<TSport> = {}): TSport {
  return {
    id: 1,
    slug: 'soccer-1',
    key: 'soccer',
    name: 'Soccer',
    liveCount: 2,
    upcomingCount: 40,
    ...overrides,
  };
}

/** A 1X2 market at 2.10 / 3.40 / 3.50. */
export function aMarket(overrides: Partial<TMarket> = {}): TMarket {
  return {
    id: 'm-1x2',
    type: '1x2',
    specifiers: '',
    name: '1X2',
    status: 'active',
    outcomes: [
      { id: 'home', name: 'Arsenal', odds: 2100, active: true },
      { id: 'draw', name: 'Draw', odds: 3400, active: true },
      { id: 'away', name: 'Chelsea', odds: 3500, active: true },
    ],
    ...overrides,
  };
}

/** Arsenal v Chelsea in the Premier League, not started. */
export function anEvent(overrides: Partial<TEventSummary> = {}): TEventSummary {
  return {
    id: 'ev-1',
    sportId: 1,
    sportSlug: 'soccer-1',
    category: { id: 'c-eng', name: 'England' },
    tournament: { id: 't-epl', name: 'Premier League' },
    home: { id: 'c-ars', name: 'Arsenal', abbreviation: 'ARS' },
    away: { id: 'c-che', name: 'Chelsea', abbreviation: 'CHE' },
    name: 'Arsenal - Chelsea',
    startsAt: '2026-03-14T15:00:00.000Z',
    status: 'not_started',
    score: null,
    mainMarket: aMarket(),
    marketCount: 3,
    ...overrides,
  };
}

export function anEventDetail(overrides: Partial<TEventDetail> = {}): TEventDetail {
  return {
    ...anEvent(),
    markets: [
      aMarket(),
      aMarket({
        id: 'm-total',
        type: 'total',
        specifiers: 'total=2.5',
        name: 'Total 2.5',
        outcomes: [
          { id: 'over', name: 'Over 2.5', odds: 1850, active: true },
          { id: 'under', name: 'Under 2.5', odds: 1950, active: true },
        ],
      }),
    ],
    betDelaySeconds: 0,
    ...overrides,
  };
}

export const eventsPage = (items: TEventSummary[]) => ({ items, meta: { total: items.length } });

export function aUsdMoney(primaryValue: string): TMoney {
  const { value, primaryPrecision } = aUsdPart(primaryValue);
  return { value, primaryValue, primaryPrecision };
}

/** An open single of 10.00 on Arsenal at 2.10. */
export function aSportBet(overrides: Partial<TSportBet> = {}): TSportBet {
  return {
    id: 'bet-1',
    kind: 'single',
    systemSize: null,
    status: 'open',
    rejectReason: null,
    stake: aUsdMoney('10.00'),
    openStake: aUsdMoney('10.00'),
    cashedOut: null,
    totalOdds: 2100,
    potentialPayout: aUsdMoney('21.00'),
    payout: null,
    cashOut: aUsdMoney('9.50'),
    legs: [
      {
        eventId: 'ev-1',
        eventName: 'Arsenal - Chelsea',
        sportSlug: 'soccer-1',
        startsAt: '2026-03-14T15:00:00.000Z',
        marketId: 'm-1x2',
        marketName: '1X2',
        outcomeId: 'home',
        outcomeName: 'Arsenal',
        odds: 2100,
        result: 'open',
      },
    ],
    placedAt: '2026-03-14T14:00:00.000Z',
    settledAt: null,
    ...overrides,
  };
}
