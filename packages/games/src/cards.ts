/**
 * Playing cards and the shoe the card games deal from.
 *
 * A card is a number 0..51: rank = card mod 13 (0 = ace, 1 = two, ..., 9 = ten, 10 = jack,
 * 11 = queen, 12 = king) and suit = floor(card / 13) (0 spades, 1 hearts, 2 diamonds, 3 clubs).
 * A shoe of `decks` decks starts as decks copies of 0..51 in order, deck after deck, and is
 * shuffled with the round's floats f0, f1, ... (see fair.ts) by Fisher–Yates from the top:
 *   for i = 0 .. n − 2: j = i + floor(f_i × (n − i)); swap cards[i] and cards[j]
 * The game deals from position 0 on. So anyone holding the round's seeds can rebuild the shoe
 * and check every card dealt.
 */
import { GameParamsError } from './errors';
import { swap } from './exact';
import { floatStream } from './fair';
import type { TSeeds } from './types';

export const CARDS_PER_DECK = 52;
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type TSuit = (typeof SUITS)[number];

/** 0 = ace ... 12 = king. */
export function rankOf(card: number): number {
  return card % 13;
}

export function suitOf(card: number): TSuit {
  return SUITS[Math.floor(card / 13) % 4] ?? 'spades';
}

/** `A♠`-style label, for logs and tests. */
export function cardLabel(card: number): string {
  const symbol = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' }[suitOf(card)];
  return `${RANKS[rankOf(card)] ?? '?'}${symbol}`;
}

/**
 * The shuffled shoe of a round. `take` limits the shuffle to the first `take` positions (a
 * partial Fisher–Yates gives those positions exactly as the full one would), for games that
 * deal only a few cards from a large shoe.
 */
export function shuffledShoe(seeds: TSeeds, decks: number, take?: number): number[] {
  if (!Number.isInteger(decks) || decks < 1 || decks > 8)
    throw new GameParamsError(`decks must be 1..8, got ${decks}`);
  const cards = Array.from({ length: decks * CARDS_PER_DECK }, (_, i) => i % CARDS_PER_DECK);
  const positions = Math.min(take ?? cards.length - 1, cards.length - 1);
  const stream = floatStream(seeds);
  for (let i = 0; i < positions; i++) {
    swap(cards, i, i + Math.floor(stream.next() * (cards.length - i)));
  }
  return take === undefined ? cards : cards.slice(0, take);
}
