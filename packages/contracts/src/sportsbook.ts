import { z } from 'zod';
import { defineEndpoint } from './http';

/**
 * The sportsbook's read side: sport -> category (country, or tour) -> tournament -> event ->
 * market (type + specifiers) -> outcome. Odds travel as integer thousandths (1.85 is 1850), never
 * floats; the web formats them as decimal, fractional or American by the player's choice.
 */

/** Error details of the sportsbook calls (translated as `Sportsbook.errors.{detail}`). */
export const SportsbookErrorDetail = {
  /** 404: no such sport (by slug), event or market. */
  sportNotFound: 'sport_not_found',
  eventNotFound: 'event_not_found',
} as const;

/** Decimal odds in thousandths: 1001 (1.001) to 1,000,000 (1000.0). */
export const ODDS_MIN = 1001;
export const ODDS_MAX = 1_000_000;
export const ZOdds = z.number().int().min(ODDS_MIN).max(ODDS_MAX);

export const EVENT_STATUSES = [
  'not_started',
  'live',
  'suspended',
  'ended',
  'closed',
  'cancelled',
  'postponed',
] as const;
export const ZEventStatus = z.enum(EVENT_STATUSES);
export type TEventStatus = z.infer<typeof ZEventStatus>;

/**
 * `active` takes bets; `suspended` is shown locked; `deactivated` is hidden; `settled` and
 * `cancelled` are final (a settlement may still be rolled back to `suspended`).
 */
export const MARKET_STATUSES = [
  'active',
  'suspended',
  'deactivated',
  'settled',
  'cancelled',
] as const;
export const ZMarketStatus = z.enum(MARKET_STATUSES);
export type TMarketStatus = z.infer<typeof ZMarketStatus>;

/** Market types the engine prices and settles (see `@aurum/sportsbook`). */
export const MARKET_TYPES = [
  '1x2',
  'double_chance',
  'total',
  'handicap',
  'asian_handicap',
  'both_teams_to_score',
  'correct_score',
  'match_winner',
  'map_winner',
  'map_total',
  'outright',
] as const;
export const ZMarketType = z.enum(MARKET_TYPES);
export type TMarketType = z.infer<typeof ZMarketType>;

/** How a player reads odds. */
export const ODDS_FORMATS = ['decimal', 'fractional', 'american'] as const;
export const ZOddsFormat = z.enum(ODDS_FORMATS);
export type TOddsFormat = z.infer<typeof ZOddsFormat>;

export const ZSport = z.object({
  id: z.number().int(),
  /** `{key}-{id}` as in `/sportsbook/{slug}`, e.g. `soccer-1`. */
  slug: z.string(),
  /** Translation key part: `Sportsbook.sports.{key}`. */
  key: z.string(),
  /** English name, for sports the UI has no translation of. */
  name: z.string(),
  liveCount: z.number().int().nonnegative(),
  upcomingCount: z.number().int().nonnegative(),
});
export type TSport = z.infer<typeof ZSport>;

export const ZCompetitor = z.object({
  id: z.string(),
  name: z.string(),
  abbreviation: z.string(),
});
export type TCompetitor = z.infer<typeof ZCompetitor>;

export const ZOutcome = z.object({
  /** Stable id of this outcome within the market: `1`, `X`, `2`, `over`, `2:1`, a competitor id. */
  id: z.string(),
  name: z.string(),
  odds: ZOdds,
  /** False when the feed withdrew this outcome while the market stays open. */
  active: z.boolean(),
});
export type TOutcome = z.infer<typeof ZOutcome>;

export const ZMarket = z.object({
  id: z.string(),
  type: ZMarketType,
  /** Canonical specifiers, `key=value` joined by `|` in key order: `total=2.5`, `hcp=-0.25`. */
  specifiers: z.string(),
  /** English display name with specifiers filled in ("Total 2.5"). */
  name: z.string(),
  status: ZMarketStatus,
  outcomes: z.array(ZOutcome),
});
export type TMarket = z.infer<typeof ZMarket>;

export const ZLiveScore = z.object({
  home: z.number().int().nonnegative(),
  away: z.number().int().nonnegative(),
  /** `1st_half`, `halftime`, `2nd_half`, `q3`, `set_2`, `map_1`, `ended`... */
  period: z.string(),
  /** Match clock in whole minutes where the sport has one. */
  minute: z.number().int().nonnegative().nullable(),
});
export type TLiveScore = z.infer<typeof ZLiveScore>;

export const ZEventSummary = z.object({
  id: z.string(),
  sportId: z.number().int(),
  sportSlug: z.string(),
  category: z.object({ id: z.string(), name: z.string() }),
  tournament: z.object({ id: z.string(), name: z.string() }),
  /** Head-to-head events have both; outrights (a race) have neither and a name. */
  home: ZCompetitor.nullable(),
  away: ZCompetitor.nullable(),
  name: z.string(),
  startsAt: z.iso.datetime(),
  status: ZEventStatus,
  score: ZLiveScore.nullable(),
  /** The sport's main market (1X2, match winner, race winner) when it is shown. */
  mainMarket: ZMarket.nullable(),
  /** Markets shown on the event page. */
  marketCount: z.number().int().nonnegative(),
});
export type TEventSummary = z.infer<typeof ZEventSummary>;

export const ZEventDetail = ZEventSummary.extend({
  markets: z.array(ZMarket),
  /** Seconds a live bet waits before it is accepted (0 before the start). */
  betDelaySeconds: z.number().int().nonnegative(),
});
export type TEventDetail = z.infer<typeof ZEventDetail>;

export const ZSportsList = z.object({ items: z.array(ZSport) });

export const ZEventsQuery = z.object({
  sport: z.string().optional(),
  status: z.enum(['live', 'upcoming']).optional(),
  tournament: z.string().optional(),
  search: z.string().trim().min(2).max(64).optional(),
  /** Event ids, comma-separated (the favourites page). */
  ids: z.string().max(2000).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
  offset: z.coerce.number().int().min(0).default(0),
});
export type TEventsQuery = z.infer<typeof ZEventsQuery>;

export const ZEventsPage = z.object({
  items: z.array(ZEventSummary),
  meta: z.object({ total: z.number().int().nonnegative() }),
});
export type TEventsPage = z.infer<typeof ZEventsPage>;

/**
 * What the realtime gateway's public channel `sportsbook#{eventId}` carries: the whole market
 * after any change (odds, status), the score, and the event's status.
 */
export const ZSportsbookUpdate = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('market'), eventId: z.string(), market: ZMarket }),
  z.object({ kind: z.literal('score'), eventId: z.string(), score: ZLiveScore }),
  z.object({ kind: z.literal('status'), eventId: z.string(), status: ZEventStatus }),
]);
export type TSportsbookUpdate = z.infer<typeof ZSportsbookUpdate>;

const tags = ['sportsbook'] as const;

export const sportsbookEndpoints = {
  sports: defineEndpoint({
    method: 'GET',
    path: '/api/v2/sportsbook/sports',
    response: ZSportsList,
    summary: 'Sports with live and upcoming event counts (the sportsbook menu)',
    tags,
  }),
  events: defineEndpoint({
    method: 'GET',
    path: '/api/v2/sportsbook/events',
    query: ZEventsQuery,
    response: ZEventsPage,
    summary: 'Events by sport, live or upcoming, tournament, search or ids, soonest first',
    tags,
  }),
  event: defineEndpoint({
    method: 'GET',
    path: '/api/v2/sportsbook/events/:id',
    params: z.object({ id: z.string() }),
    response: ZEventDetail,
    summary: 'One event with every shown market; 404 event_not_found',
    tags,
  }),
};
