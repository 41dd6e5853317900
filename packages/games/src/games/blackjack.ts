/**
 * Blackjack, classic rules, against an RNG dealer.
 *
 * Shoe: six decks, a fresh shoe every round: `shuffledShoe(seeds, 6)` (cards.ts). Cards are dealt
 * from position 0 on: player, dealer up card, player, dealer hole card; every later card (hits,
 * doubles, split hands, the dealer's draws) is the next one in the shoe.
 *
 * Rules:
 * - Blackjack (ace + ten-value card as the first two cards of an unsplit hand) pays 3:2; a win
 *   pays 1:1; a push returns the stake; a loss or a bust loses it.
 * - The dealer peeks: with a ten-value up card at once; with an ace after the insurance choice.
 *   A dealer blackjack ends the round (a player blackjack pushes against it).
 * - Insurance is offered when the dealer shows an ace, costs half the opening bet (rounded down;
 *   not offered on a 1-unit bet) and pays 2:1 when the dealer has blackjack.
 * - The dealer stands on all 17s (soft 17 included) and draws to 16.
 * - Double on any first two cards, also after a split: one more card, the hand's stake doubles.
 * - Split two cards of the same rank, up to 3 splits (4 hands). A split deals the second card
 *   of both new hands at once (first hand, then second). Split aces take that one card each and
 *   stand; they are not split again and 21 there is not a blackjack.
 * - A hand reaching 21 stands by itself.
 *
 * Money: every amount in minor units (bigint). A hand's stake is the bet (twice it when
 * doubled). A blackjack pays stake + floor(3 × stake / 2): on an odd bet the half unit is not
 * paid (bet 5 → 12). Insurance pays 3 × floor(bet / 2) back. The settled multiplier is the total
 * payout over all stakes of the round, in ten-thousandths, rounded down.
 *
 * RTP: under `blackjackBasicStrategy` (never insurance) the return on all money staked is
 * BLACKJACK_CLASSIC_RTP = 99.68 %, measured by `simulateBlackjack(10_000_000, 2026)` (standard
 * error ±0.03 points; see blackjack-strategy.ts). Per opening bet the player loses 0.37 %
 * (±0.04), in line with the published 0.35–0.45 % for six decks, S17, double after split.
 */
import { z } from 'zod';
import { shuffledShoe } from '../cards';
import { GameParamsError, parseParams } from '../errors';
import { assertBet } from '../payout';
import { MULTIPLIER_SCALE, type TSeeds, type TSettled } from '../types';

export const BLACKJACK_DECKS = 6;
export const BLACKJACK_MAX_HANDS = 4;
/** The most a round pays, in ten-thousandths of the opening bet: four doubled split hands won. */
export const BLACKJACK_MAX_MULTIPLIER = 160_000;
/** RTP under basic strategy, on all money staked (see the header); VARIANTS rounds it. */
export const BLACKJACK_CLASSIC_RTP = 99.68;

export const ZBlackjackParams = z.strictObject({});

export const BLACKJACK_ACTIONS = [
  'hit',
  'stand',
  'double',
  'split',
  'insurance',
  'no_insurance',
] as const;
export type TBlackjackAction = (typeof BLACKJACK_ACTIONS)[number];

/** A blackjack step as stored with the round; other keys (timestamps) are dropped. */
export const ZBlackjackAction = z.object({ action: z.enum(BLACKJACK_ACTIONS) });

export type TBlackjackResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

export interface TBlackjackHand {
  cards: number[];
  doubled: boolean;
  /** Made by a split: 21 on two cards is not a blackjack. */
  split: boolean;
  /** Finished: stood, doubled, bust, 21, or a split ace. */
  done: boolean;
}

export interface TBlackjackState {
  /** The whole shuffled shoe; secret while the round is open. */
  shoe: number[];
  /** Position of the next card to deal. */
  next: number;
  dealer: number[];
  hands: TBlackjackHand[];
  /** Index of the hand being played. */
  active: number;
  /** 'insurance' while the dealer shows an ace and the player has not chosen. */
  phase: 'insurance' | 'player' | 'over';
  insurance: 'taken' | 'declined' | null;
}

export interface TBlackjackHandView {
  cards: number[];
  total: number;
  /** An ace counts 11 in `total`; the hand also reads `total − 10`. */
  soft: boolean;
  doubled: boolean;
  split: boolean;
  done: boolean;
  /** Set when the round is over. */
  result?: TBlackjackResult;
}

export interface TBlackjackOutcome {
  dealer: number[];
  dealerTotal: number;
  hands: (TBlackjackHandView & { result: TBlackjackResult })[];
  insurance: 'taken' | 'declined' | null;
  /** The cards dealt, in shoe order (the shoe's first `dealt.length` cards). */
  dealt: number[];
}

/** Blackjack value of a card: ace 1 (see handTotal), 2..9, ten and faces 10. */
export function cardValue(card: number): number {
  const rank = card % 13;
  return rank === 0 ? 1 : Math.min(rank + 1, 10);
}

/** Best total of a hand and whether an ace counts 11 in it. */
export function handTotal(cards: readonly number[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = false;
  for (const card of cards) {
    total += cardValue(card);
    if (card % 13 === 0) aces = true;
  }
  if (aces && total + 10 <= 21) return { total: total + 10, soft: true };
  return { total, soft: false };
}

function isNatural(cards: readonly number[]): boolean {
  return cards.length === 2 && handTotal(cards).total === 21;
}

function isNaturalHand(hand: TBlackjackHand): boolean {
  return !hand.split && isNatural(hand.cards);
}

function draw(state: TBlackjackState): number {
  const card = state.shoe[state.next];
  if (card === undefined) throw new GameParamsError('the shoe is empty');
  state.next += 1;
  return card;
}

function clone(state: TBlackjackState): TBlackjackState {
  return {
    ...state,
    dealer: [...state.dealer],
    hands: state.hands.map((hand) => ({ ...hand, cards: [...hand.cards] })),
  };
}

/** Opens a round on a given shoe (the game uses the round's shoe; the simulation its own). */
export function dealBlackjack(shoe: number[]): TBlackjackState {
  const state: TBlackjackState = {
    shoe,
    next: 0,
    dealer: [],
    hands: [],
    active: 0,
    phase: 'player',
    insurance: null,
  };
  const first = draw(state);
  const up = draw(state);
  const second = draw(state);
  const hole = draw(state);
  state.dealer = [up, hole];
  state.hands = [{ cards: [first, second], doubled: false, split: false, done: false }];
  if (up % 13 === 0) {
    state.phase = 'insurance';
    return state;
  }
  return afterPeek(state);
}

/** The dealer has peeked (or need not): a blackjack on either side ends the round. */
function afterPeek(state: TBlackjackState): TBlackjackState {
  const [hand] = state.hands;
  if (isNatural(state.dealer) || (hand && isNaturalHand(hand))) {
    state.phase = 'over';
    return state;
  }
  state.phase = 'player';
  return advance(state);
}

/** Marks finished hands, moves to the next open one, and lets the dealer play at the end. */
function advance(state: TBlackjackState): TBlackjackState {
  for (;;) {
    const hand = state.hands[state.active];
    if (!hand) break;
    if (!hand.done && handTotal(hand.cards).total >= 21) hand.done = true;
    if (!hand.done) return state;
    state.active += 1;
  }
  state.active = state.hands.length - 1;
  const standing = state.hands.some((hand) => handTotal(hand.cards).total <= 21);
  if (standing) {
    while (handTotal(state.dealer).total < 17) state.dealer.push(draw(state));
  }
  state.phase = 'over';
  return state;
}

function activeHand(state: TBlackjackState): TBlackjackHand {
  const hand = state.hands[state.active];
  if (state.phase !== 'player' || !hand) throw new GameParamsError('no hand to play');
  return hand;
}

/** The actions allowed now, in a fixed order. */
export function blackjackActions(state: TBlackjackState): TBlackjackAction[] {
  if (state.phase === 'over') return [];
  if (state.phase === 'insurance') return ['insurance', 'no_insurance'];
  const hand = activeHand(state);
  const allowed: TBlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2) {
    allowed.push('double');
    const [a = 0, b = -1] = hand.cards;
    if (a % 13 === b % 13 && state.hands.length < BLACKJACK_MAX_HANDS) allowed.push('split');
  }
  return allowed;
}

function refuse(state: TBlackjackState, action: TBlackjackAction, bet: bigint): void {
  if (state.phase === 'over') throw new GameParamsError('the round is over');
  if (!blackjackActions(state).includes(action)) {
    throw new GameParamsError(`${action} is not allowed now`);
  }
  if (action === 'insurance' && bet / 2n === 0n) {
    throw new GameParamsError('the bet is too small for insurance');
  }
}

/** The extra stake of an action: a double or split the bet, insurance half of it. */
export function blackjackStakeOf(
  state: TBlackjackState,
  action: TBlackjackAction,
  bet: bigint,
): bigint {
  refuse(state, action, bet);
  if (action === 'double' || action === 'split') return bet;
  if (action === 'insurance') return bet / 2n;
  return 0n;
}

/** Applies one action to a copy of the state. */
export function blackjackAct(
  previous: TBlackjackState,
  action: TBlackjackAction,
  bet: bigint,
): TBlackjackState {
  refuse(previous, action, bet);
  const state = clone(previous);
  if (action === 'insurance' || action === 'no_insurance') {
    state.insurance = action === 'insurance' ? 'taken' : 'declined';
    return afterPeek(state);
  }
  const hand = activeHand(state);
  switch (action) {
    case 'hit':
      hand.cards.push(draw(state));
      break;
    case 'stand':
      hand.done = true;
      break;
    case 'double':
      hand.cards.push(draw(state));
      hand.doubled = true;
      hand.done = true;
      break;
    case 'split': {
      const [a = 0, b = 0] = hand.cards;
      const aces = a % 13 === 0;
      const left: TBlackjackHand = {
        cards: [a, draw(state)],
        doubled: false,
        split: true,
        done: aces,
      };
      const right: TBlackjackHand = {
        cards: [b, draw(state)],
        doubled: false,
        split: true,
        done: aces,
      };
      state.hands.splice(state.active, 1, left, right);
      break;
    }
  }
  return advance(state);
}

function handResult(hand: TBlackjackHand, dealer: readonly number[]): TBlackjackResult {
  const player = handTotal(hand.cards).total;
  if (player > 21) return 'bust';
  const natural = isNaturalHand(hand);
  const dealerNatural = isNatural(dealer);
  if (natural && dealerNatural) return 'push';
  if (natural) return 'blackjack';
  if (dealerNatural) return 'lose';
  const house = handTotal(dealer).total;
  if (house > 21 || player > house) return 'win';
  return player === house ? 'push' : 'lose';
}

function handPayout(result: TBlackjackResult, stake: bigint): bigint {
  switch (result) {
    case 'blackjack':
      return stake + (3n * stake) / 2n;
    case 'win':
      return 2n * stake;
    case 'push':
      return stake;
    default:
      return 0n;
  }
}

function handView(hand: TBlackjackHand): TBlackjackHandView {
  const { total, soft } = handTotal(hand.cards);
  return {
    cards: [...hand.cards],
    total,
    soft,
    doubled: hand.doubled,
    split: hand.split,
    done: hand.done,
  };
}

/** All stakes of the round so far: the hands (doubled ones twice) and insurance. */
export function blackjackStaked(state: TBlackjackState, bet: bigint): bigint {
  const hands = state.hands.reduce((sum, hand) => sum + (hand.doubled ? 2n : 1n) * bet, 0n);
  return hands + (state.insurance === 'taken' ? bet / 2n : 0n);
}

/** Settles a finished round: every hand and the insurance, over all stakes. */
export function settleBlackjack(state: TBlackjackState, bet: bigint): TSettled<TBlackjackOutcome> {
  if (state.phase !== 'over') throw new GameParamsError('the round is still open');
  assertBet(bet);
  let payout = 0n;
  const hands = state.hands.map((hand) => {
    const result = handResult(hand, state.dealer);
    payout += handPayout(result, (hand.doubled ? 2n : 1n) * bet);
    return { ...handView(hand), result };
  });
  if (state.insurance === 'taken' && isNatural(state.dealer)) payout += 3n * (bet / 2n);
  const staked = blackjackStaked(state, bet);
  const outcome: TBlackjackOutcome = {
    dealer: [...state.dealer],
    dealerTotal: handTotal(state.dealer).total,
    hands,
    insurance: state.insurance,
    dealt: state.shoe.slice(0, state.next),
  };
  return {
    outcome,
    payout,
    multiplier: Number((payout * BigInt(MULTIPLIER_SCALE)) / staked),
  };
}

/**
 * What the player sees. While open: their hands with totals, the dealer's up card (the hole
 * card as null), the hand in play and the allowed actions; never the shoe. Once over: the
 * whole outcome, each hand's result and the multiplier paid.
 */
export function publicBlackjackView(state: TBlackjackState, bet: bigint): Record<string, unknown> {
  if (state.phase === 'over') {
    const settled = settleBlackjack(state, bet);
    return { status: 'over', ...settled.outcome, multiplier: settled.multiplier, actions: [] };
  }
  const [up = 0] = state.dealer;
  return {
    status: state.phase,
    dealer: [up, null],
    dealerTotal: handTotal([up]).total,
    hands: state.hands.map(handView),
    active: state.active,
    insurance: state.insurance,
    actions: blackjackActions(state),
  };
}

/** One step of a round (the shape of TStep in stepped.ts): state, view, and settlement at the end. */
export interface TBlackjackStep {
  state: TBlackjackState;
  view: Record<string, unknown>;
  settled?: TSettled<TBlackjackOutcome>;
}

export function blackjackStep(state: TBlackjackState, bet: bigint): TBlackjackStep {
  const step: TBlackjackStep = { state, view: publicBlackjackView(state, bet) };
  if (state.phase === 'over') step.settled = settleBlackjack(state, bet);
  return step;
}

/** Opens a round: a fresh six-deck shoe from the round's seeds. */
export function startBlackjack(seeds: TSeeds, params: unknown, bet: bigint): TBlackjackStep {
  assertBet(bet);
  parseParams(ZBlackjackParams, params);
  return blackjackStep(dealBlackjack(shuffledShoe(seeds, BLACKJACK_DECKS)), bet);
}
