import {
  MAX_BET_LEGS,
  type TBetKind,
  type TBetLegInput,
  type TOddsPolicy,
} from '@aurum/contracts/sportsbook';

/**
 * One pick on the slip, with what the player saw when adding it: the market's type and
 * specifiers and the event's competitors name it in the player's language; the English names
 * are the fallback (a slip kept by an older version has only those).
 */
export interface TSlipSelection {
  eventId: string;
  eventName: string;
  marketId: string;
  marketType?: string;
  specifiers?: string;
  marketName: string;
  outcomeId: string;
  outcomeName: string;
  home?: string | null;
  away?: string | null;
  odds: number;
  /** Odds the server answers now, waiting for the player to accept them. */
  changedOdds: number | null;
  /** The market takes no bets now. */
  locked: boolean;
}

export interface TSlipState {
  selections: TSlipSelection[];
  kind: TBetKind;
  /** k of a system bet k/n. */
  systemSize: number;
  oddsPolicy: TOddsPolicy;
}

export const emptySlip: TSlipState = {
  selections: [],
  kind: 'single',
  systemSize: 2,
  oddsPolicy: 'none',
};

/** Why the slip cannot be placed as it stands (a translation key part), or null. */
export type TSlipProblem = 'same_event_legs' | 'too_few_legs' | 'too_many_legs' | 'locked_legs';

export const isSameSelection = (
  a: Pick<TSlipSelection, 'marketId' | 'outcomeId'>,
  b: Pick<TSlipSelection, 'marketId' | 'outcomeId'>,
) => a.marketId === b.marketId && a.outcomeId === b.outcomeId;

/** Smallest number of legs each kind takes. */
const MIN_LEGS: Record<TBetKind, number> = { single: 1, combo: 2, system: 3 };

/**
 * Adds a pick, or takes it off when it is already there. A combo or system slip refuses a second
 * leg of an event it has (the slip is left as it was and the refusal named).
 */
export function toggleSelection(
  state: TSlipState,
  pick: Omit<TSlipSelection, 'changedOdds' | 'locked'>,
): { state: TSlipState; refused: 'same_event_legs' | 'too_many_legs' | null } {
  if (state.selections.some((selection) => isSameSelection(selection, pick))) {
    const selections = state.selections.filter((selection) => !isSameSelection(selection, pick));
    return { state: fitSystemSize({ ...state, selections }), refused: null };
  }
  if (state.selections.length >= MAX_BET_LEGS) return { state, refused: 'too_many_legs' };
  const sameEvent = state.selections.some((selection) => selection.eventId === pick.eventId);
  if (sameEvent && state.kind !== 'single') return { state, refused: 'same_event_legs' };
  const selections = [...state.selections, { ...pick, changedOdds: null, locked: false }];
  return { state: fitSystemSize({ ...state, selections }), refused: null };
}

/** Keeps k of a system bet between 2 and n - 1. */
export function fitSystemSize(state: TSlipState): TSlipState {
  const most = Math.max(2, state.selections.length - 1);
  const systemSize = Math.min(Math.max(state.systemSize, 2), most);
  return systemSize === state.systemSize ? state : { ...state, systemSize };
}

/**
 * The slip with these selections: k of a system bet kept in range, and once nothing is left
 * (every bet placed, or cleared), back to a single, so the next pick is not a one-leg combo.
 */
export function withSelections(state: TSlipState, selections: TSlipSelection[]): TSlipState {
  if (selections.length === 0) return { ...state, selections, kind: emptySlip.kind };
  return fitSystemSize({ ...state, selections });
}

export function slipProblem(state: TSlipState): TSlipProblem | null {
  const { selections, kind } = state;
  if (selections.length < MIN_LEGS[kind]) return 'too_few_legs';
  if (kind !== 'single' && new Set(selections.map((s) => s.eventId)).size < selections.length)
    return 'same_event_legs';
  if (selections.some((selection) => selection.locked)) return 'locked_legs';
  return null;
}

/**
 * A live market update for the slip's legs: the odds follow it where the player's policy takes
 * the move anyway ('any'; 'higher' when it went up), and wait for acceptance otherwise; the leg
 * locks while the market or outcome takes no bets.
 */
export function followMarket(
  state: TSlipState,
  market: { id: string; status: string; outcomes: { id: string; odds: number; active: boolean }[] },
): TSlipState {
  if (!state.selections.some((selection) => selection.marketId === market.id)) return state;
  const selections = state.selections.map((selection) => {
    const outcome = market.outcomes.find((item) => item.id === selection.outcomeId);
    if (selection.marketId !== market.id || !outcome) return selection;
    const locked = market.status !== 'active' || !outcome.active;
    const taken =
      state.oddsPolicy === 'any' ||
      (state.oddsPolicy === 'higher' && outcome.odds > selection.odds);
    if (outcome.odds === selection.odds || taken)
      return { ...selection, odds: outcome.odds, changedOdds: null, locked };
    return { ...selection, changedOdds: outcome.odds, locked };
  });
  return { ...state, selections };
}

/** The server's current odds for some legs: legs whose odds moved wait for acceptance. */
export function markOddsChanges(
  state: TSlipState,
  current: readonly Pick<TSlipSelection, 'marketId' | 'outcomeId' | 'odds'>[],
): TSlipState {
  const selections = state.selections.map((selection) => {
    const now = current.find((leg) => isSameSelection(leg, selection));
    if (!now || now.odds === selection.odds) return selection;
    return { ...selection, changedOdds: now.odds };
  });
  return { ...state, selections };
}

export const hasOddsChanges = (state: TSlipState) =>
  state.selections.some((selection) => selection.changedOdds !== null);

/** The player takes the new odds. */
export function acceptOddsChanges(state: TSlipState): TSlipState {
  const selections = state.selections.map(({ changedOdds, ...selection }) => ({
    ...selection,
    odds: changedOdds ?? selection.odds,
    changedOdds: null,
  }));
  return { ...state, selections };
}

/** A market stopped taking bets (or opened again). */
export function setMarketLocked(state: TSlipState, marketId: string, locked: boolean): TSlipState {
  const selections = state.selections.map((selection) =>
    selection.marketId === marketId ? { ...selection, locked } : selection,
  );
  return { ...state, selections };
}

export const toLeg = (selection: TSlipSelection): TBetLegInput => ({
  eventId: selection.eventId,
  marketId: selection.marketId,
  outcomeId: selection.outcomeId,
  odds: selection.odds,
});
