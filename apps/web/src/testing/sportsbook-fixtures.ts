import type {
  TEventDetail,
  TEventSummary,
  TMarket,
  TOutcome,
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

export const anOutcome = (id: string, name: string, odds: number, active = true): TOutcome => ({
  id,
  name,
  odds,
  active,
});

/** A 1X2 market at 2.10 / 3.40 / 3.50. */
export function aMarket(overrides: Partial<TMarket> = {}): TMarket {
  return {
    id: 'm-1x2',
    type: '1x2',
    specifiers: '',
    name: '1X2',
    status: 'active',
    outcomes: [
      anOutcome('home', 'Arsenal', 2100),
      anOutcome('draw', 'Draw', 3400),
      anOutcome('away', 'Chelsea', 3500),
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
        outcomes: [anOutcome('over', 'Over 2.5', 1850), anOutcome('under', 'Under 2.5', 1950)],
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
    currency: 'USD',
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
        marketType: '1x2',
        specifiers: '',
        marketName: '1X2',
        outcomeId: 'home',
        outcomeName: 'Arsenal',
        home: 'Arsenal',
        away: 'Chelsea',
        odds: 2100,
        result: 'open',
      },
    ],
    placedAt: '2026-03-14T14:00:00.000Z',
    settledAt: null,
    ...overrides,
  };
}
