/**
 * Video poker, Jacks or Better with the 9/6 "full pay" table, one hand per round.
 *
 * One deck is shuffled from the round's seeds by `shuffledShoe(seeds, 1, 10)` (cards.ts: a
 * partial Fisher–Yates of the first 10 positions). Cards 0..4 are dealt; the player holds any
 * of them and draws once: each discarded card is replaced, left to right, by the next card of
 * positions 5..9. The final hand pays, "for 1" (the stake included):
 *   royal flush 800, straight flush 50, four of a kind 25, full house 9, flush 6, straight 4,
 *   three of a kind 3, two pair 2, a pair of jacks, queens, kings or aces 1, anything else 0.
 * A straight may run A-2-3-4-5 or 10-J-Q-K-A (the ace is low or high, never in the middle).
 *
 * RTP depends on the holds. With perfect play this table returns 99.5439% (the long-known
 * figure for 9/6 Jacks or Better, e.g. the Wizard of Odds' full analysis, 0.995439); it is
 * documented, not recomputed here. What is computed exactly is the return of "stand pat"
 * (keep the five dealt cards), from the number of 5-card hands of each class, which the tests
 * check by enumerating all C(52, 5) hands: 33.6867%. `video-poker-strategy.ts` holds by a
 * short documented strategy; its measured return (about 98.1%, sampled in the tests and the
 * bench) shows what a casual player gives up against perfect play.
 */
import { z } from 'zod';
import { rankOf, shuffledShoe } from '../cards';
import { GameParamsError, parseParams } from '../errors';
import { binomial, percentOf } from '../exact';
import { settle } from '../payout';
import type { TSeeds, TSettled } from '../types';

export const HAND_SIZE = 5;
export const VIDEO_POKER_SHOE = 10;

export const POKER_HANDS = [
  'royal-flush',
  'straight-flush',
  'four-of-a-kind',
  'full-house',
  'flush',
  'straight',
  'three-of-a-kind',
  'two-pair',
  'jacks-or-better',
  'nothing',
] as const;
export type TPokerHand = (typeof POKER_HANDS)[number];

/** Pays "for 1" per hand class (9/6 full pay). */
export const JACKS_OR_BETTER_PAYS: Record<TPokerHand, number> = {
  'royal-flush': 800,
  'straight-flush': 50,
  'four-of-a-kind': 25,
  'full-house': 9,
  flush: 6,
  straight: 4,
  'three-of-a-kind': 3,
  'two-pair': 2,
  'jacks-or-better': 1,
  nothing: 0,
};

export const VIDEO_POKER_MAX_MULTIPLIER = JACKS_OR_BETTER_PAYS['royal-flush'] * 10_000;

/** The published return of perfect play on the 9/6 table, in percent. */
export const JACKS_OR_BETTER_OPTIMAL_RTP = 99.5439;

/** How many of the C(52, 5) hands fall in each class (checked by enumeration in the tests). */
export const POKER_HAND_COUNTS: Record<TPokerHand, number> = {
  'royal-flush': 4,
  'straight-flush': 36,
  'four-of-a-kind': 624,
  'full-house': 3744,
  flush: 5108,
  straight: 10_200,
  'three-of-a-kind': 54_912,
  'two-pair': 123_552,
  'jacks-or-better': 337_920,
  nothing: 2_598_960 - 4 - 36 - 624 - 3744 - 5108 - 10_200 - 54_912 - 123_552 - 337_920,
};

const HIGH_RANKS = new Set([0, 10, 11, 12]);

function isStraight(ranks: number[]): boolean {
  const sorted = [...new Set(ranks)].sort((a, b) => a - b);
  if (sorted.length !== HAND_SIZE) return false;
  if (sorted.join() === '0,9,10,11,12') return true;
  return (sorted[4] ?? 0) - (sorted[0] ?? 0) === 4;
}

/** The class of a five-card hand. */
export function evaluateHand(cards: readonly number[]): TPokerHand {
  if (cards.length !== HAND_SIZE || new Set(cards).size !== HAND_SIZE) {
    throw new GameParamsError('a hand is five different cards');
  }
  const ranks = cards.map(rankOf);
  const flush = new Set(cards.map((card) => Math.floor(card / 13))).size === 1;
  const straight = isStraight(ranks);
  if (straight && flush) {
    return [...ranks].sort((a, b) => a - b).join() === '0,9,10,11,12'
      ? 'royal-flush'
      : 'straight-flush';
  }
  const counts = new Map<number, number>();
  for (const rank of ranks) counts.set(rank, (counts.get(rank) ?? 0) + 1);
  const shape = [...counts.values()].sort((a, b) => b - a).join('');
  if (shape === '41') return 'four-of-a-kind';
  if (shape === '32') return 'full-house';
  if (flush) return 'flush';
  if (straight) return 'straight';
  if (shape === '311') return 'three-of-a-kind';
  if (shape === '221') return 'two-pair';
  if (shape === '2111') {
    const pair = [...counts].find(([, count]) => count === 2)?.[0] ?? -1;
    return HIGH_RANKS.has(pair) ? 'jacks-or-better' : 'nothing';
  }
  return 'nothing';
}

/** The round's state: the 10 cards of the shoe it uses, and the holds once drawn. */
export interface TVideoPokerState {
  shoe: number[];
  held: boolean[] | null;
}

export interface TVideoPokerOutcome {
  /** The shoe's first 10 cards: 0..4 dealt, 5..9 the replacements in order. */
  shoe: number[];
  dealt: number[];
  held: boolean[];
  hand: number[];
  rank: TPokerHand;
}

export const ZVideoPokerParams = z.strictObject({});
export const ZVideoPokerAction = z.object({
  action: z.literal('draw'),
  hold: z.array(z.boolean()).length(HAND_SIZE),
});

export function dealVideoPoker(seeds: TSeeds): TVideoPokerState {
  return { shoe: shuffledShoe(seeds, 1, VIDEO_POKER_SHOE), held: null };
}

/** The final hand: held cards stay, the others are replaced from positions 5..9 in order. */
export function drawHand(shoe: readonly number[], held: readonly boolean[]): number[] {
  let next = HAND_SIZE;
  return shoe.slice(0, HAND_SIZE).map((card, i) => (held[i] ? card : (shoe[next++] ?? -1)));
}

export function settleVideoPoker(
  state: TVideoPokerState,
  bet: bigint,
): TSettled<TVideoPokerOutcome> {
  if (!state.held) throw new GameParamsError('the hand is not drawn yet');
  const hand = drawHand(state.shoe, state.held);
  const rank = evaluateHand(hand);
  const outcome: TVideoPokerOutcome = {
    shoe: [...state.shoe],
    dealt: state.shoe.slice(0, HAND_SIZE),
    held: [...state.held],
    hand,
    rank,
  };
  return settle(outcome, bet, JACKS_OR_BETTER_PAYS[rank] * 10_000);
}

/** Draws once with `hold`; refused once drawn. */
export function drawVideoPoker(
  state: TVideoPokerState,
  hold: readonly boolean[],
): TVideoPokerState {
  if (state.held) throw new GameParamsError('the round is over');
  const { hold: held } = parseParams(ZVideoPokerAction, { action: 'draw', hold });
  return { ...state, held };
}

/** What the player sees: the dealt hand and its class, then the whole outcome once drawn. */
export function publicVideoPoker(state: TVideoPokerState, bet: bigint): Record<string, unknown> {
  if (!state.held) {
    const hand = state.shoe.slice(0, HAND_SIZE);
    return { status: 'dealt', hand, rank: evaluateHand(hand) };
  }
  const settled = settleVideoPoker(state, bet);
  return { status: 'done', ...settled.outcome, multiplier: settled.multiplier };
}

/** Exact RTP in percent of keeping every dealt hand as it is. */
export function standPatRtp(): number {
  let returned = 0n;
  for (const hand of POKER_HANDS) {
    returned += BigInt(POKER_HAND_COUNTS[hand] * JACKS_OR_BETTER_PAYS[hand]);
  }
  return percentOf(returned, binomial(52, HAND_SIZE));
}
