import { ODDS_MAX, ODDS_MIN, type TEventStatus } from '@aurum/contracts/sportsbook';

const FINAL: readonly TEventStatus[] = ['closed', 'cancelled'];
const OVER: readonly TEventStatus[] = ['ended', 'closed'];

/**
 * The event status a feed message may move to: closed and cancelled are final, and an ended
 * match never goes back to live or not started (a late message cannot undo the final whistle).
 */
export function nextEventStatus(current: TEventStatus, proposed: TEventStatus): TEventStatus {
  if (FINAL.includes(current)) return current;
  if (current === 'ended' && !OVER.includes(proposed)) return current;
  return proposed;
}

/** Odds from a feed inside the book's range (integer thousandths). */
export function boundedOdds(odds: number): number {
  return Math.min(ODDS_MAX, Math.max(ODDS_MIN, Math.round(odds)));
}

/** Market statuses an odds change, bet stop or settlement may no longer touch. */
export const FINAL_MARKET_STATUSES = ['settled', 'cancelled'] as const;
