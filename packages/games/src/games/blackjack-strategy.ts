/**
 * Basic strategy for the classic rules (six decks, dealer stands on soft 17, double on any two
 * cards and after splits, no surrender), and the simulation that measures the game's RTP with it.
 *
 * The strategy reads only what the player sees (the open view) and never takes insurance.
 * Hard totals: 17+ stand; 13–16 stand against 2–6; 12 stands against 4–6; 11 doubles against
 * 2–10; 10 doubles against 2–9; 9 doubles against 3–6; otherwise hit.
 * Soft totals: 19+ stand; 18 doubles against 3–6, stands against 2, 7, 8, hits against 9, 10, A;
 * 17 doubles against 3–6; 15–16 against 4–6; 13–14 against 5–6; otherwise hit.
 * Pairs: always split aces and eights; 9s against 2–6, 8, 9; 7s, 3s and 2s against 2–7; 6s
 * against 2–6; 4s against 5–6; never 5s or tens. Where a double is not allowed, hit (soft 18:
 * stand).
 */
import { z } from 'zod';
import { swap } from '../exact';
import { CARDS_PER_DECK } from '../cards';
import type { TSeeds } from '../types';
import {
  BLACKJACK_DECKS,
  blackjackAct,
  blackjackStaked,
  cardValue,
  dealBlackjack,
  handTotal,
  blackjackActions,
  settleBlackjack,
  startBlackjack,
  type TBlackjackAction,
  type TBlackjackState,
} from './blackjack';

const ZStrategyView = z.object({
  status: z.string(),
  dealer: z.array(z.number().nullable()),
  hands: z.array(z.object({ cards: z.array(z.number()) })),
  active: z.number().int(),
  actions: z.array(z.string()),
});

type TDecision = 'H' | 'S' | 'D' | 'Ds' | 'P';

function between(up: number, low: number, high: number): boolean {
  return up >= low && up <= high;
}

function pairDecision(value: number, up: number): boolean {
  switch (value) {
    case 1:
    case 8:
      return true;
    case 9:
      return between(up, 2, 6) || up === 8 || up === 9;
    case 7:
    case 3:
    case 2:
      return between(up, 2, 7);
    case 6:
      return between(up, 2, 6);
    case 4:
      return between(up, 5, 6);
    default:
      return false;
  }
}

function softDecision(total: number, up: number): TDecision {
  if (total >= 19) return 'S';
  if (total === 18) return between(up, 3, 6) ? 'Ds' : between(up, 2, 8) ? 'S' : 'H';
  if (total === 17) return between(up, 3, 6) ? 'D' : 'H';
  if (total >= 15) return between(up, 4, 6) ? 'D' : 'H';
  return between(up, 5, 6) ? 'D' : 'H';
}

function hardDecision(total: number, up: number): TDecision {
  if (total >= 17) return 'S';
  if (total >= 13) return between(up, 2, 6) ? 'S' : 'H';
  if (total === 12) return between(up, 4, 6) ? 'S' : 'H';
  if (total === 11) return up === 1 ? 'H' : 'D';
  if (total === 10) return between(up, 2, 9) ? 'D' : 'H';
  if (total === 9) return between(up, 3, 6) ? 'D' : 'H';
  return 'H';
}

/** The basic-strategy action for a hand against the dealer's up card, given what is allowed. */
export function basicStrategyAction(
  cards: readonly number[],
  upCard: number,
  actions: readonly string[],
): TBlackjackAction {
  if (actions.includes('no_insurance')) return 'no_insurance';
  // The dealer's up card as 1 (ace) .. 10.
  const up = cardValue(upCard);
  const [a = 0, b = -1] = cards;
  if (actions.includes('split') && a % 13 === b % 13 && pairDecision(cardValue(a), up)) {
    return 'split';
  }
  const { total, soft } = handTotal(cards);
  const decision = soft ? softDecision(total, up) : hardDecision(total, up);
  const canDouble = actions.includes('double');
  if (decision === 'D') return canDouble ? 'double' : 'hit';
  if (decision === 'Ds') return canDouble ? 'double' : 'stand';
  return decision === 'H' ? 'hit' : 'stand';
}

/** The basic-strategy action for an open blackjack view (see the file header). */
export function blackjackBasicStrategy(view: Record<string, unknown>): TBlackjackAction {
  const { dealer, hands, active, actions } = ZStrategyView.parse(view);
  return basicStrategyAction(hands[active]?.cards ?? [], dealer[0] ?? 0, actions);
}

/** Plays one round under basic strategy from its opening state; returns payout and stakes. */
export function playBasicStrategy(
  start: TBlackjackState,
  bet: bigint,
): { payout: bigint; staked: bigint; actions: TBlackjackAction[] } {
  let state = start;
  const actions: TBlackjackAction[] = [];
  while (state.phase !== 'over') {
    const cards = state.hands[state.active]?.cards ?? [];
    const action = basicStrategyAction(cards, state.dealer[0] ?? 0, blackjackActions(state));
    actions.push(action);
    state = blackjackAct(state, action, bet);
  }
  return {
    payout: settleBlackjack(state, bet).payout,
    staked: blackjackStaked(state, bet),
    actions,
  };
}

/** A round with the real seeds under basic strategy (for the sampled RTP test and the bench). */
export function playBlackjackStrategy(
  seeds: TSeeds,
  bet: bigint,
): { payout: bigint; staked: bigint; actions: TBlackjackAction[] } {
  return playBasicStrategy(startBlackjack(seeds, {}, bet).state, bet);
}

/** A small, seeded generator (mulberry32) for the simulation only; rounds use the fair floats. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SIMULATED_CARDS = 80;

export interface TBlackjackSimulation {
  rounds: number;
  /** Total payout over all money staked, in percent, and its standard error. */
  rtp: number;
  standardError: number;
  /** Net result per opening bet, in percent (negative: the house edge). */
  perBet: number;
}

/**
 * Plays `rounds` rounds of basic strategy on shoes shuffled by a seeded generator (uniform
 * Fisher–Yates like the game's own shoe, only faster than HMAC). Deterministic in `seed`.
 * `fair` deals from the round's real seeds instead (nonces 0..rounds−1).
 */
export function simulateBlackjack(
  rounds: number,
  seed: number,
  fair?: Omit<TSeeds, 'nonce'>,
): TBlackjackSimulation {
  const random = mulberry32(seed);
  const size = BLACKJACK_DECKS * CARDS_PER_DECK;
  const bet = 2n;
  let paid = 0;
  let staked = 0;
  let paidSquares = 0;
  let stakedSquares = 0;
  let cross = 0;
  for (let round = 0; round < rounds; round++) {
    let result: { payout: bigint; staked: bigint };
    if (fair) {
      result = playBlackjackStrategy({ ...fair, nonce: round }, bet);
    } else {
      const shoe = Array.from({ length: size }, (_, i) => i % CARDS_PER_DECK);
      // A partial Fisher–Yates: the first SIMULATED_CARDS positions are exactly as a full
      // shuffle would leave them; no basic-strategy round comes near dealing that many.
      for (let i = 0; i < SIMULATED_CARDS; i++) {
        swap(shoe, i, i + Math.floor(random() * (size - i)));
      }
      result = playBasicStrategy(dealBlackjack(shoe), bet);
    }
    const p = Number(result.payout) / 2;
    const s = Number(result.staked) / 2;
    paid += p;
    staked += s;
    paidSquares += p * p;
    stakedSquares += s * s;
    cross += p * s;
  }
  const ratio = paid / staked;
  const meanStake = staked / rounds;
  // Delta method for a ratio of means: Var(p − r·s) / (n · mean(s)²).
  const variance =
    (paidSquares - 2 * ratio * cross + ratio * ratio * stakedSquares) / rounds -
    ((paid - ratio * staked) / rounds) ** 2;
  return {
    rounds,
    rtp: 100 * ratio,
    standardError: (100 * Math.sqrt(Math.max(0, variance) / rounds)) / meanStake,
    perBet: (100 * (paid - staked)) / rounds,
  };
}
