import { baccaratValue } from '@aurum/games';
import type { TBaccaratOutcome } from './outcomes';

export const BACCARAT_SPOTS = ['player-pair', 'player', 'tie', 'banker', 'banker-pair'] as const;
export type TBaccaratSpot = (typeof BACCARAT_SPOTS)[number];
export type TBaccaratSide = 'player' | 'banker';

/** One card as the dealer turns it: whose hand, and which card of it. */
export interface TDealtCard {
  side: TBaccaratSide;
  index: number;
  card: number;
}

/**
 * The order the cards are turned, as the game deals them: player, banker, player, banker,
 * then the player's third card and the banker's third card.
 */
export function dealOrder(outcome: Pick<TBaccaratOutcome, 'player' | 'banker'>): TDealtCard[] {
  const order: TDealtCard[] = [];
  const take = (side: TBaccaratSide, index: number) => {
    const card = outcome[side][index];
    if (card !== undefined) order.push({ side, index, card });
  };
  take('player', 0);
  take('banker', 0);
  take('player', 1);
  take('banker', 1);
  take('player', 2);
  take('banker', 2);
  return order;
}

/** A hand's baccarat total: the sum of its card values, mod 10. */
export function handTotal(cards: readonly number[]): number {
  return cards.reduce((sum, card) => sum + baccaratValue(card), 0) % 10;
}
