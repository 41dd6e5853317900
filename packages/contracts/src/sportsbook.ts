import { z } from 'zod';
import { defineEndpoint, ZIdempotentHeaders } from './http';
import { ZDecimalAmount, ZMoney } from './money';

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
  betNotFound: 'bet_not_found',
  /** 409: a leg's odds moved against the slip's policy; `legs` carries each leg's current odds. */
  oddsChanged: 'odds_changed',
  /** 409: a leg's market or outcome takes no bets now (suspended, settled, event over, priced under 1.01). */
  marketSuspended: 'market_suspended',
  /** 400: two legs of one event in a combo or system bet. */
  sameEventLegs: 'same_event_legs',
  /** 400: legs do not fit the kind (a single with two legs, a combo with one, k not below n). */
  invalidSlip: 'invalid_slip',
  /** 400 with `min` / `max` (decimal strings, account currency). */
  stakeTooLow: 'stake_too_low',
  stakeTooHigh: 'stake_too_high',
  /** 409: the bet would pay more than the per-bet or per-event limit (`max`): refused, never capped silently. */
  payoutTooHigh: 'payout_too_high',
  /** 402 with the balance. */
  insufficientFunds: 'insufficient_funds',
  /**
   * 409: no cash-out now (a leg suspended or settled against, the bet not open), or the quote
   * expired or changed; `reason: 'suspended'` when a leg's selection is suspended for now.
   */
  cashOutUnavailable: 'cash_out_unavailable',
  cashOutQuoteExpired: 'cash_out_quote_expired',
} as const;

/** Decimal odds in thousandths: 1001 (1.001) to 1,000,000 (1000.0). */
export const ODDS_MIN = 1001;
export const ODDS_MAX = 1_000_000;
/**
 * The lowest price the book takes a bet at (1.01): an outcome priced under it is as good as
 * decided, so its market is withdrawn rather than offered.
 */
export const ODDS_MIN_OFFERED = 1010;
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
  /** Stable id of this outcome within the market: `home`, `draw`, `away`, `over`, `2:1`, a competitor id. */
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

/** How a slip treats odds that moved since the player saw them: refuse, take higher only, take any. */
export const ODDS_POLICIES = ['none', 'higher', 'any'] as const;
export const ZOddsPolicy = z.enum(ODDS_POLICIES);
export type TOddsPolicy = z.infer<typeof ZOddsPolicy>;

export const BET_KINDS = ['single', 'combo', 'system'] as const;
export const ZBetKind = z.enum(BET_KINDS);
export type TBetKind = z.infer<typeof ZBetKind>;

/** Most legs a combo or system bet takes. */
export const MAX_BET_LEGS = 20;

export const ZBetLegInput = z.object({
  eventId: z.string().min(1).max(64),
  // Market ids are UUIDs: anything else is refused as bad input, never looked up.
  marketId: z.uuid(),
  outcomeId: z.string().min(1).max(64),
  /** The odds the player saw; the policy decides what a move does. */
  odds: ZOdds,
});
export type TBetLegInput = z.infer<typeof ZBetLegInput>;

/** One bet from the slip; singles from a slip of n selections are n calls, each with its key. */
export const ZPlaceBet = z.object({
  kind: ZBetKind,
  /** k of a system bet k/n (2 <= k < n). */
  systemSize: z
    .number()
    .int()
    .min(2)
    .max(MAX_BET_LEGS - 1)
    .optional(),
  stake: ZDecimalAmount,
  oddsPolicy: ZOddsPolicy,
  legs: z.array(ZBetLegInput).min(1).max(MAX_BET_LEGS),
});
export type TPlaceBet = z.infer<typeof ZPlaceBet>;

/** `pending` while a live bet waits out its delay; `rejected` if the re-check then failed. */
export const BET_STATUSES = [
  'pending',
  'open',
  'rejected',
  'won',
  'lost',
  'void',
  'cashed_out',
] as const;
export const ZBetStatus = z.enum(BET_STATUSES);
export type TBetStatus = z.infer<typeof ZBetStatus>;

export const LEG_RESULTS = [
  'open',
  'won',
  'lost',
  'void',
  'half_won',
  'half_lost',
  'dead_heat',
] as const;
export const ZLegResult = z.enum(LEG_RESULTS);
export type TLegResult = z.infer<typeof ZLegResult>;

export const ZBetLeg = z.object({
  eventId: z.string(),
  eventName: z.string(),
  sportSlug: z.string(),
  startsAt: z.iso.datetime(),
  marketId: z.string(),
  /**
   * The market's type (null if not one the engine knows) and canonical specifiers: the web
   * names the market and the outcome from them, in the player's language.
   */
  marketType: ZMarketType.nullable(),
  specifiers: z.string(),
  /** English market name ("Total 2.5"): shown where the web cannot name the market itself. */
  marketName: z.string(),
  outcomeId: z.string(),
  /** English outcome name ("Over 2.5", a competitor's name), the fallback as `marketName` is. */
  outcomeName: z.string(),
  /** The event's competitors by name, which head-to-head outcomes name; null for an outright. */
  home: z.string().nullable(),
  away: z.string().nullable(),
  /** The odds the leg was accepted at. */
  odds: ZOdds,
  result: ZLegResult,
});
export type TBetLeg = z.infer<typeof ZBetLeg>;

export const ZSportBet = z.object({
  id: z.string(),
  kind: ZBetKind,
  systemSize: z.number().int().nullable(),
  status: ZBetStatus,
  /** Why a pending bet was rejected (`odds_changed`, `market_suspended`). */
  rejectReason: z.string().nullable(),
  /** The currency of every amount of the bet (the account currency it was staked in). */
  currency: z.string(),
  /** The stake as placed. */
  stake: ZMoney,
  /** The stake still riding: the placed stake less the shares cashed out (0 once fully cashed out). */
  openStake: ZMoney,
  /** Paid by cash-outs so far (a partial one keeps the bet open); null when none. */
  cashedOut: ZMoney.nullable(),
  /** Combined odds of a single or combo in thousandths (a combo may pass ODDS_MAX); null for a system bet. */
  totalOdds: z.number().int().min(ODDS_MIN).nullable(),
  /** What the open stake would pay if every leg won. */
  potentialPayout: ZMoney,
  /** What the bet paid (won, void, cash-out); null while open. */
  payout: ZMoney.nullable(),
  /** The currently offered full cash-out, when one is. */
  cashOut: ZMoney.nullable(),
  legs: z.array(ZBetLeg),
  placedAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
});
export type TSportBet = z.infer<typeof ZSportBet>;

/**
 * The private realtime channel `sport_bets#{globalId}`: each publication is one of the player's
 * bets as `ZSportBet`, sent once a change of it commits (placed; a live bet accepted or rejected
 * after its delay; settled, resettled or reopened; voided; cashed out in full or in part).
 */
export const SPORT_BETS_CHANNEL = 'sport_bets';
export const sportBetsChannel = (globalId: string) => `${SPORT_BETS_CHANNEL}#${globalId}`;

export const ZBetsQuery = z.object({
  status: z.enum(['open', 'settled']).default('open'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export const ZBetsPage = z.object({
  items: z.array(ZSportBet),
  meta: z.object({ total: z.number().int().nonnegative() }),
});
export type TBetsPage = z.infer<typeof ZBetsPage>;

/** A signed cash-out offer for a share of the bet (`part` of the stake, whole when 1). */
export const ZCashOutQuote = z.object({
  betId: z.string(),
  amount: ZMoney,
  /** Share of the stake cashed out, in thousandths (1000 = the whole bet). */
  part: z.number().int().min(1).max(1000),
  expiresAt: z.iso.datetime(),
  token: z.string(),
});
export type TCashOutQuote = z.infer<typeof ZCashOutQuote>;

export const ZCashOutQuoteQuery = z.object({
  part: z.coerce.number().int().min(1).max(1000).default(1000),
});
export const ZCashOut = z.object({ token: z.string().min(1).max(2000) });

/** Sportsbook favourites of a player: events and tournaments. */
export const ZSportsbookFavorites = z.object({
  events: z.array(z.string()),
  tournaments: z.array(z.string()),
});
export type TSportsbookFavorites = z.infer<typeof ZSportsbookFavorites>;
export const ZSportsbookFavoriteToggle = z.object({
  kind: z.enum(['event', 'tournament']),
  id: z.string().min(1).max(64),
  favorite: z.boolean(),
});

const betTags = ['sportsbook-bets'] as const;

/** A bet is named by its uuid: anything else is a 400 before it reaches the database. */
const ZBetParams = z.object({ id: z.uuid() });

/** Player calls (signed in); anonymous visitors get 401 and the UI asks them to sign in. */
export const sportsbookBetEndpoints = {
  place: defineEndpoint({
    method: 'POST',
    path: '/api/v2/sportsbook/bets',
    headers: ZIdempotentHeaders,
    body: ZPlaceBet,
    response: ZSportBet,
    summary:
      'Place one bet against current odds; the stake is reserved in the same transaction; a live bet answers `pending` and is decided after the delay',
    tags: betTags,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v2/sportsbook/bets',
    query: ZBetsQuery,
    response: ZBetsPage,
    summary: "The player's open or settled bets, newest first",
    tags: betTags,
  }),
  one: defineEndpoint({
    method: 'GET',
    path: '/api/v2/sportsbook/bets/:id',
    params: ZBetParams,
    response: ZSportBet,
    summary: "One of the player's bets; 404 bet_not_found",
    tags: betTags,
  }),
  cashOutQuote: defineEndpoint({
    method: 'GET',
    path: '/api/v2/sportsbook/bets/:id/cash-out',
    params: ZBetParams,
    query: ZCashOutQuoteQuery,
    response: ZCashOutQuote,
    summary: 'A signed cash-out quote valid for seconds; 409 cash_out_unavailable',
    tags: betTags,
  }),
  cashOut: defineEndpoint({
    method: 'POST',
    path: '/api/v2/sportsbook/bets/:id/cash-out',
    params: ZBetParams,
    body: ZCashOut,
    response: ZSportBet,
    summary: 'Take a quote: exactly one of a cash-out and a settlement racing it wins',
    tags: betTags,
  }),
  favorites: defineEndpoint({
    method: 'GET',
    path: '/api/v2/sportsbook/favorites',
    response: ZSportsbookFavorites,
    summary: "The player's favourite events and tournaments",
    tags: betTags,
  }),
  toggleFavorite: defineEndpoint({
    method: 'PUT',
    path: '/api/v2/sportsbook/favorites',
    body: ZSportsbookFavoriteToggle,
    response: ZSportsbookFavorites,
    summary: 'Add or remove a favourite event or tournament',
    tags: betTags,
  }),
};
