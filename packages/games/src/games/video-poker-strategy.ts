/**
 * A short holding strategy for Jacks or Better, the kind a casual player follows. It is not
 * perfect play (99.54%, see video-poker.ts); the tests and the bench measure what it returns.
 * First rule that applies:
 *   1. a straight or better as dealt: keep all five;
 *   2. four to a royal flush: hold those four;
 *   3. three of a kind, two pair or a pair: hold the matched cards (four of a kind is rule 1);
 *   4. four to a flush: hold those four;
 *   5. four to a straight without a gap (four consecutive ranks, A-2-3-4 and J-Q-K-A
 *      included): hold those four;
 *   6. jacks, queens, kings and aces: hold at most two of them (the first two dealt);
 *   7. otherwise draw five new cards.
 */
import { rankOf } from '../cards';
import { evaluateHand } from './video-poker';

const ROYAL_RANKS = new Set([0, 9, 10, 11, 12]);
const HIGH_RANKS = new Set([0, 10, 11, 12]);

const suitIndex = (card: number) => Math.floor(card / 13);

function holdWhere(hand: readonly number[], keep: (card: number, i: number) => boolean): boolean[] {
  return hand.map((card, i) => keep(card, i));
}

/** Indexes of the four cards of one suit, if four share a suit. */
function fourOfASuit(hand: readonly number[]): number | undefined {
  for (let suit = 0; suit < 4; suit++) {
    if (hand.filter((card) => suitIndex(card) === suit).length === 4) return suit;
  }
  return undefined;
}

/** A run of four consecutive ranks (ace as 0 or 13): the ranks to keep, else undefined. */
function openEndedFour(hand: readonly number[]): Set<number> | undefined {
  const ranks = new Set(hand.map(rankOf));
  for (let low = 0; low <= 10; low++) {
    const run = [low, low + 1, low + 2, low + 3].map((rank) => rank % 13);
    if (run.every((rank) => ranks.has(rank))) return new Set(run);
  }
  return undefined;
}

export function simpleHold(hand: readonly number[]): boolean[] {
  const dealt = evaluateHand(hand);
  if (
    ['royal-flush', 'straight-flush', 'four-of-a-kind', 'full-house', 'flush', 'straight'].includes(
      dealt,
    )
  ) {
    return hand.map(() => true);
  }
  const suit = fourOfASuit(hand);
  if (suit !== undefined) {
    const royal = hand.filter((card) => suitIndex(card) === suit && ROYAL_RANKS.has(rankOf(card)));
    if (royal.length === 4) return holdWhere(hand, (card) => royal.includes(card));
  }
  const counts = new Map<number, number>();
  for (const card of hand) counts.set(rankOf(card), (counts.get(rankOf(card)) ?? 0) + 1);
  if ([...counts.values()].some((count) => count >= 2)) {
    return holdWhere(hand, (card) => (counts.get(rankOf(card)) ?? 0) >= 2);
  }
  if (suit !== undefined) return holdWhere(hand, (card) => suitIndex(card) === suit);
  const run = openEndedFour(hand);
  if (run) return holdWhere(hand, (card) => run.has(rankOf(card)));
  let high = 0;
  return holdWhere(hand, (card) => HIGH_RANKS.has(rankOf(card)) && high++ < 2);
}
