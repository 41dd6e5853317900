import type { TStudioRound } from '@aurum/contracts/studio';
import {
  readOutcome,
  ZMinesClosedOutcome,
  ZMinesOpenOutcome,
  type TMinesOpenOutcome,
} from '../../model/outcomes';
import type { TTileState } from './mines-tile';

export const TILE_COUNT = 25;
export const MIN_MINES = 1;
export const MAX_MINES = 24;

/** What each of the 25 tiles shows for an open round, a finished one, or none. */
export function tileStates(
  open: TMinesOpenOutcome | null,
  finished: TStudioRound | null,
): TTileState[] {
  const states = Array.from({ length: TILE_COUNT }, (): TTileState => 'hidden');
  if (open) {
    open.revealed.forEach((tile) => (states[tile] = 'gem'));
    return states;
  }
  const closed = finished ? readOutcome(ZMinesClosedOutcome, finished) : null;
  if (!closed) return states;
  const mines = new Set(closed.positions);
  const revealed = new Set(closed.revealed);
  const blastTile = blastOf(finished);
  return states.map((_, tile) => {
    if (mines.has(tile)) return tile === blastTile ? 'blast' : 'spare-mine';
    return revealed.has(tile) ? 'gem' : 'spare-gem';
  });
}

/** The open mines round of the session, if it has one in the expected shape. */
export function openMinesRound(round: TStudioRound | null) {
  if (round?.status !== 'open') return null;
  const outcome = readOutcome(ZMinesOpenOutcome, round);
  return outcome ? { round, outcome } : null;
}

/** The mine that went off in a finished round, if one did. */
export function blastOf(finished: TStudioRound | null): number | null {
  const closed = finished ? readOutcome(ZMinesClosedOutcome, finished) : null;
  return closed?.busted ?? null;
}
