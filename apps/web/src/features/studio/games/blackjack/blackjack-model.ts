import type { TStudioRound } from '@aurum/contracts/studio';
import { z } from 'zod';
import { readOutcome } from '../../model/outcomes';

/**
 * The blackjack round as the studio sends it: while open, the player's hands, the dealer's up
 * card (the hole card is null) and the actions allowed now; once closed, every card dealt and
 * each hand's result (see packages/games/src/games/blackjack.ts).
 */
const card = z.number().int().min(0).max(51);

const ZHand = z.object({
  cards: z.array(card),
  total: z.number().int(),
  soft: z.boolean(),
  doubled: z.boolean(),
  split: z.boolean(),
  done: z.boolean(),
  result: z.enum(['blackjack', 'win', 'push', 'lose', 'bust']).optional(),
});
export type TBlackjackHand = z.infer<typeof ZHand>;
export type TBlackjackResult = NonNullable<TBlackjackHand['result']>;

export const BLACKJACK_MOVES = ['hit', 'stand', 'double', 'split'] as const;
export type TBlackjackMove = (typeof BLACKJACK_MOVES)[number] | 'insurance' | 'no_insurance';

export const ZBlackjackOpen = z.object({
  status: z.enum(['insurance', 'player']),
  dealer: z.array(card.nullable()),
  dealerTotal: z.number().int(),
  hands: z.array(ZHand).min(1),
  active: z.number().int(),
  insurance: z.enum(['taken', 'declined']).nullable(),
  actions: z.array(z.string()),
});
export type TBlackjackOpen = z.infer<typeof ZBlackjackOpen>;

export const ZBlackjackClosed = z.object({
  dealer: z.array(card),
  dealerTotal: z.number().int(),
  hands: z.array(ZHand.required({ result: true })).min(1),
  insurance: z.enum(['taken', 'declined']).nullable(),
  dealt: z.array(card),
});
export type TBlackjackClosed = z.infer<typeof ZBlackjackClosed>;

/** What the table draws: an open round, a finished one, or nothing yet. */
export type TBlackjackTable =
  | { kind: 'open'; round: TStudioRound; view: TBlackjackOpen }
  | { kind: 'closed'; round: TStudioRound; view: TBlackjackClosed };

export function readBlackjack(round: TStudioRound | null): TBlackjackTable | null {
  if (!round) return null;
  if (round.status === 'open') {
    const view = readOutcome(ZBlackjackOpen, round);
    return view ? { kind: 'open', round, view } : null;
  }
  const view = readOutcome(ZBlackjackClosed, round);
  return view ? { kind: 'closed', round, view } : null;
}

/** A hand's total as players read it: "7/17" while an ace can still count 11, else "17". */
export function totalLabel(hand: { total: number; soft: boolean }): string {
  return hand.soft && hand.total < 21 ? `${hand.total - 10}/${hand.total}` : String(hand.total);
}

/**
 * The opening bet of a round. The studio's `bet` is everything staked: the opening bet per hand
 * (twice on a doubled hand) and, when taken, insurance of floor(bet / 2). So with u bet units
 * on the hands, total = bet × u (+ floor(bet / 2)), and bet = total / u, or, with insurance,
 * ceil(2 × total / (2u + 1)).
 */
export function openingBet(table: TBlackjackTable): bigint {
  const total = BigInt(table.round.bet);
  const units = BigInt(table.view.hands.reduce((sum, hand) => sum + (hand.doubled ? 2 : 1), 0));
  if (table.view.insurance !== 'taken') return total / units;
  const parts = 2n * units + 1n;
  return (2n * total + parts - 1n) / parts;
}

/** The money on a hand: the opening bet, twice it when doubled. */
export function handStake(hand: TBlackjackHand, bet: bigint): bigint {
  return hand.doubled ? 2n * bet : bet;
}

/** Whether the move is allowed now (the studio's view lists them). */
export function allows(view: TBlackjackOpen | null, move: TBlackjackMove): boolean {
  return view?.actions.includes(move) ?? false;
}
