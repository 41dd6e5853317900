import type { TLegResult } from '@aurum/contracts/sportsbook';
import {
  HALF,
  ONE,
  VOID,
  ZERO,
  equals,
  formatRational,
  legFactor,
  rational,
  type OutcomeSettlement,
  type Rational,
} from '@aurum/sportsbook';
import type { TBetLegRow, TSelectionState } from './bets.repo';

/** A stored factor (`0`, `1`, `1/2`) as an exact rational. */
export function parseFactor(text: string): Rational {
  const [num, den = '1'] = text.split('/');
  return rational(BigInt(num ?? '0'), BigInt(den));
}

/** An outcome's settlement from the feed's result (1/0), void factor and dead-heat factor. */
export function outcomeSettlement(
  result: number,
  voidText: string,
  deadHeatText: string | null,
): OutcomeSettlement {
  const voidFactor = parseFactor(voidText);
  const deadHeatFactor = deadHeatText === null ? ONE : parseFactor(deadHeatText);
  if (equals(voidFactor, ONE)) return VOID;
  if (equals(voidFactor, HALF)) {
    return { result: result === 1 ? 'half_won' : 'half_lost', voidFactor, deadHeatFactor: ONE };
  }
  if (result === 1 && !equals(deadHeatFactor, ONE))
    return { result: 'dead_heat', voidFactor: ZERO, deadHeatFactor };
  return { result: result === 1 ? 'won' : 'lost', voidFactor: ZERO, deadHeatFactor: ONE };
}

export interface TCancelWindow {
  marketId: string;
  startsAt: Date | null;
  endsAt: Date | null;
}

/** Whether a bet placed at `placedAt` falls inside the cancel window (open ends unbounded). */
export const insideWindow = (window: TCancelWindow, placedAt: Date): boolean =>
  (window.startsAt === null || placedAt >= window.startsAt) &&
  (window.endsAt === null || placedAt < window.endsAt);

/**
 * What a leg is now, from the book: void when a bet cancel covers the bet's placement, the
 * outcome's settlement once its market is settled, else open (rolled back, or not yet decided).
 */
export function legDecision(
  leg: Pick<TBetLegRow, 'marketId' | 'outcomeId'>,
  selection: TSelectionState | undefined,
  cancels: TCancelWindow[],
  placedAt: Date,
): OutcomeSettlement | 'open' {
  if (cancels.some((window) => window.marketId === leg.marketId && insideWindow(window, placedAt)))
    return VOID;
  if (!selection || selection.marketStatus !== 'settled') return 'open';
  if (selection.result === null || selection.voidFactor === null) return 'open';
  return outcomeSettlement(selection.result, selection.voidFactor, selection.deadHeatFactor);
}

/** The columns a leg stores for a decision. */
export function storedDecision(decision: OutcomeSettlement | 'open') {
  if (decision === 'open')
    return { result: 'open' as TLegResult, voidFactor: null, deadHeatFactor: null };
  return {
    result: decision.result as TLegResult,
    voidFactor: formatRational(decision.voidFactor),
    deadHeatFactor: formatRational(decision.deadHeatFactor),
  };
}

/** A stored leg's factor for `payoutOf`: its leg factor once decided, else open. */
export function storedFactor(leg: TBetLegRow): Rational | 'open' {
  if (leg.result === 'open' || leg.voidFactor === null) return 'open';
  const settlement: OutcomeSettlement = {
    result: leg.result as OutcomeSettlement['result'],
    voidFactor: parseFactor(leg.voidFactor),
    deadHeatFactor: leg.deadHeatFactor === null ? ONE : parseFactor(leg.deadHeatFactor),
  };
  return legFactor(leg.odds, settlement);
}
