import {
  SportsbookErrorDetail as Detail,
  ODDS_MIN_OFFERED,
  type TBetLegInput,
  type TOddsPolicy,
  type TPlaceBet,
} from '@aurum/contracts/sportsbook';
import { AppError } from '../../lib/app-error';
import type { TSelectionState } from './bets.repo';

/** Event statuses that take no bets. */
const CLOSED_EVENTS = new Set(['suspended', 'ended', 'closed', 'cancelled', 'postponed']);

/**
 * The slip's shape: a single has one leg, a combo two or more, a system k/n 2 <= k < n; combos
 * and system bets never hold two legs of one event, and no slip names one outcome twice.
 */
export function checkSlip(slip: Pick<TPlaceBet, 'kind' | 'systemSize' | 'legs'>): void {
  const n = slip.legs.length;
  const k = slip.systemSize;
  const fits =
    slip.kind === 'single'
      ? n === 1 && k === undefined
      : slip.kind === 'combo'
        ? n >= 2 && k === undefined
        : k !== undefined && k >= 2 && k < n;
  if (!fits) throw new AppError(Detail.invalidSlip, 400);
  const events = new Set(slip.legs.map((leg) => leg.eventId));
  if (events.size < n) throw new AppError(Detail.sameEventLegs, 400);
}

/** Whether a price move from `seen` to `current` is taken under the policy. */
export function acceptsOdds(policy: TOddsPolicy, seen: number, current: number): boolean {
  if (policy === 'any') return true;
  if (policy === 'higher') return current >= seen;
  return current === seen;
}

/** Whether the selection takes bets now for this leg. */
export const isOpenSelection = (
  leg: Pick<TBetLegInput, 'eventId'>,
  found: TSelectionState,
): boolean =>
  found.marketEventId === leg.eventId &&
  found.marketStatus === 'active' &&
  found.active &&
  !CLOSED_EVENTS.has(found.eventStatus);

/**
 * The selection of a leg, or 409 market_suspended when it takes no bets now: closed, or priced
 * under the lowest odds the book offers (a certainty, whatever a feed left active).
 */
export function openSelection(
  leg: Pick<TBetLegInput, 'eventId' | 'marketId' | 'outcomeId'>,
  selections: TSelectionState[],
): TSelectionState {
  const found = selections.find(
    (row) => row.marketId === leg.marketId && row.outcomeId === leg.outcomeId,
  );
  if (!found || !isOpenSelection(leg, found) || found.odds < ODDS_MIN_OFFERED)
    throw AppError.conflict(Detail.marketSuspended, {
      eventId: leg.eventId,
      marketId: leg.marketId,
      outcomeId: leg.outcomeId,
    });
  return found;
}

/**
 * The odds each leg is accepted at (the current ones), or 409 odds_changed with every leg's
 * current odds when a move is not taken under the policy.
 */
export function acceptedOdds(
  policy: TOddsPolicy,
  legs: TBetLegInput[],
  selections: TSelectionState[],
): number[] {
  const current = legs.map((leg) => openSelection(leg, selections).odds);
  const refused = legs.some((leg, index) => !acceptsOdds(policy, leg.odds, current[index] ?? 0));
  if (refused)
    throw AppError.conflict(Detail.oddsChanged, {
      legs: legs.map((leg, index) => ({
        eventId: leg.eventId,
        marketId: leg.marketId,
        outcomeId: leg.outcomeId,
        odds: current[index],
      })),
    });
  return current;
}
