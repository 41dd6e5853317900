import type { TEventStatus, TLiveScore, TMarketType } from '@aurum/contracts/sportsbook';

/**
 * The odds-feed adapter: what a real provider implements to drive the book (the sandbox feed
 * is one). Messages arrive in the producer's order; each carries the producer's id and its
 * timestamp (ms since the epoch), by which the consumer ignores anything older than what it
 * applied. Ids are the provider's URNs (`sbx:match:123`); competitor ids are outright outcome ids.
 */

export interface TFeedCompetitor {
  id: string;
  name: string;
  abbreviation: string;
  countryCode?: string;
}

/** The live score plus the finished periods (halves, quarters, sets, maps) for results. */
export type TFeedScore = TLiveScore & { periods?: { home: number; away: number }[] };

interface TMessageBase {
  producer: string;
  /** When the producer generated the message, ms since the epoch. */
  timestamp: number;
}

/** A fixture was created or changed (start time, status, competitors). */
export interface TFixtureMessage extends TMessageBase {
  type: 'fixture';
  event: {
    id: string;
    sportId: number;
    category: { id: string; name: string; countryCode?: string };
    tournament: { id: string; name: string };
    /** Head-to-head events; an outright has neither and lists its `field`. */
    home?: TFeedCompetitor;
    away?: TFeedCompetitor;
    field?: TFeedCompetitor[];
    name: string;
    startsAt: number;
    status: TEventStatus;
    betDelaySeconds: number;
  };
}

export type TFeedMarketStatus = 'active' | 'suspended' | 'deactivated';

export interface TFeedMarketRef {
  type: TMarketType;
  /** Canonical: `key=value` sorted by key, joined by `|`; empty when none. */
  specifiers: string;
}

/** New odds and market statuses, often with the score and the event's status. */
export interface TOddsChangeMessage extends TMessageBase {
  type: 'odds_change';
  eventId: string;
  eventStatus?: TEventStatus;
  score?: TFeedScore;
  betDelaySeconds?: number;
  markets: (TFeedMarketRef & {
    status: TFeedMarketStatus;
    outcomes: { id: string; odds: number; active: boolean }[];
  })[];
}

/** Suspends the event's active markets (only those of `marketTypes` when given). */
export interface TBetStopMessage extends TMessageBase {
  type: 'bet_stop';
  eventId: string;
  marketTypes?: TMarketType[];
}

/** An exact factor as a rational string: `0`, `1`, `1/2`, `1/3` (never a float). */
export type TFactor = string;

export interface TOutcomeSettlement {
  id: string;
  result: 0 | 1;
  /** Share of the stake refunded: `0` (default), `1/2` (quarter lines), `1` (void). */
  voidFactor?: TFactor;
  /** Share of the win paid on a tie for a place: `1/2`, `1/3`. */
  deadHeatFactor?: TFactor;
}

/** Results per outcome; a provisional one may be followed by a confirmed one. */
export interface TBetSettlementMessage extends TMessageBase {
  type: 'bet_settlement';
  eventId: string;
  certainty: 'provisional' | 'confirmed';
  markets: (TFeedMarketRef & { voidReason?: string; outcomes: TOutcomeSettlement[] })[];
}

/** Undoes the markets' settlement: they return to suspended with results cleared. */
export interface TRollbackSettlementMessage extends TMessageBase {
  type: 'rollback_bet_settlement';
  eventId: string;
  markets: TFeedMarketRef[];
}

/**
 * Voids the bets on the markets placed in [startTime, endTime) (either end open when absent).
 * Without a window the whole market is cancelled.
 */
export interface TBetCancelMessage extends TMessageBase {
  type: 'bet_cancel';
  eventId: string;
  markets: TFeedMarketRef[];
  startTime?: number;
  endTime?: number;
  voidReason?: string;
}

/** The producer's heartbeat, about every 10 s; `subscribed: false` means it lost our state. */
export interface TAliveMessage extends TMessageBase {
  type: 'alive';
  subscribed: boolean;
}

/** The recovery with this id finished: every message of the snapshot was delivered. */
export interface TSnapshotCompleteMessage extends TMessageBase {
  type: 'snapshot_complete';
  requestId: number;
}

export type TFeedMessage =
  | TFixtureMessage
  | TOddsChangeMessage
  | TBetStopMessage
  | TBetSettlementMessage
  | TRollbackSettlementMessage
  | TBetCancelMessage
  | TAliveMessage
  | TSnapshotCompleteMessage;

/** What the consumer does with each message: resolves once it is applied and committed. */
export type TFeedHandler = (message: TFeedMessage) => Promise<void>;

export interface FeedAdapter {
  /** Starts delivering messages to `handler`, one at a time in order (awaiting each). */
  start(handler: TFeedHandler): Promise<void>;
  stop(): Promise<void>;
  /**
   * Asks `producer` to resend everything that changed since `since` (all it has when
   * undefined): fixtures and odds_change messages, then `snapshot_complete` with `requestId`.
   */
  requestRecovery(producer: string, since: Date | undefined, requestId: number): Promise<void>;
}
