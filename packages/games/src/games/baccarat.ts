/**
 * Baccarat (Punto Banco), one round from a fresh 8-deck shoe: `shuffledShoe(seeds, 8, 6)` (see
 * cards.ts). Cards are dealt from position 0: player, banker, player, banker, then the player's
 * third card and the banker's third card if the tableau draws them (a third card takes the next
 * position, so the banker's third is position 4 when the player stood).
 *
 * Values: ace 1, two..nine face value, ten and faces 0; a hand's total is its sum mod 10.
 * Tableau: a two-card 8 or 9 on either side (a natural) ends the deal. Otherwise the player
 * draws on 0–5 and stands on 6–7. If the player stood, the banker draws on 0–5. If the player
 * drew a card worth t, the banker draws on 0–2; on 3 unless t = 8; on 4 if t is 2–7; on 5 if t
 * is 4–7; on 6 if t is 6–7; and stands on 7.
 *
 * Bets (`params.bets`, like roulette's list) and what one unit returns, stake included:
 * player 2 (1:1); banker 1.95 (1:1 less 5% commission) — variant `super-6`: 2, but 1.5 when
 * the banker wins with 6; tie 9 (8:1); player and banker bets return their stake on a tie;
 * player pair / banker pair 12 (11:1) when the side's first two cards share a rank. A bet's
 * return is rounded down to a whole minor unit (the commission on odd amounts).
 *
 * Exact RTP (`baccaratRtp`) enumerates the tableau over the exact 8-deck card counts, dealt
 * without replacement (416 cards; 128 worth 0, 32 of each other value), so it is the return of
 * this deal, treating floor(f × n) as uniform as cards.ts does. A pair does not depend on the
 * rest: P = 31/415. Per bet: banker 98.94% (super-6 98.54%), player 98.76%, tie 85.64%,
 * each pair 89.64%.
 */
import { z } from 'zod';
import { shuffledShoe, rankOf } from '../cards';
import { GameParamsError } from '../errors';
import { percentOf } from '../exact';
import { assertBet } from '../payout';
import { MULTIPLIER_SCALE, type TSeeds, type TSettled } from '../types';

export const BACCARAT_DECKS = 8;
export const BACCARAT_VARIANTS = ['punto-banco', 'super-6'] as const;
export type TBaccaratVariant = (typeof BACCARAT_VARIANTS)[number];
export const BACCARAT_BET_KINDS = [
  'player',
  'banker',
  'tie',
  'player-pair',
  'banker-pair',
] as const;
export type TBaccaratBetKind = (typeof BACCARAT_BET_KINDS)[number];
/** The most one unit can return: a tie and a pair pay 9 and 12, one bet cannot win both. */
export const BACCARAT_MAX_MULTIPLIER = 12 * MULTIPLIER_SCALE;

const ZAmount = z.string().regex(/^[1-9][0-9]{0,29}$/, 'a whole number of minor units above 0');
export const ZBaccaratBet = z.strictObject({ kind: z.enum(BACCARAT_BET_KINDS), amount: ZAmount });
export type TBaccaratBet = z.infer<typeof ZBaccaratBet>;
export const ZBaccaratParams = z.strictObject({ bets: z.array(ZBaccaratBet).min(1).max(10) });
export type TBaccaratParams = z.infer<typeof ZBaccaratParams>;

export type TBaccaratResult = 'player' | 'banker' | 'tie';

/** A dealt round: the cards of each hand in deal order, totals, and the winning bets' indexes. */
export interface TBaccaratOutcome {
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  result: TBaccaratResult;
  playerPair: boolean;
  bankerPair: boolean;
  /** Indexes in `params.bets` of the bets that returned more than their stake. */
  wins: number[];
}

/** A card's baccarat value: ace 1, 2..9, tens and faces 0. */
export function baccaratValue(card: number): number {
  const rank = rankOf(card);
  return rank < 9 ? rank + 1 : 0;
}

/** The banker's drawing rule once the player has drawn a card worth `third` (null: stood). */
export function bankerDraws(bankerTotal: number, third: number | null): boolean {
  if (third === null) return bankerTotal <= 5;
  if (bankerTotal <= 2) return true;
  if (bankerTotal === 3) return third !== 8;
  if (bankerTotal === 4) return third >= 2 && third <= 7;
  if (bankerTotal === 5) return third >= 4 && third <= 7;
  if (bankerTotal === 6) return third === 6 || third === 7;
  return false;
}

const total = (cards: number[]) => cards.reduce((sum, card) => sum + baccaratValue(card), 0) % 10;

/** Deals a round from the top of `shoe` (at least six cards) by the tableau. */
export function dealBaccarat(shoe: number[]): Omit<TBaccaratOutcome, 'wins'> {
  const card = (position: number) => {
    const value = shoe[position];
    if (value === undefined) throw new GameParamsError('the shoe ran out of cards');
    return value;
  };
  const player = [card(0), card(2)];
  const banker = [card(1), card(3)];
  let next = 4;
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let third: number | null = null;
    if (total(player) <= 5) {
      const drawn = card(next++);
      player.push(drawn);
      third = baccaratValue(drawn);
    }
    if (bankerDraws(total(banker), third)) banker.push(card(next));
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  const result =
    playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  const pair = (hand: number[]) => rankOf(hand[0] ?? -1) === rankOf(hand[1] ?? -2);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    result,
    playerPair: pair(player),
    bankerPair: pair(banker),
  };
}

/** What one bet returns in minor units (stake included) on a dealt round; 0 for a loss. */
export function baccaratReturn(
  variant: TBaccaratVariant,
  bet: TBaccaratBet,
  deal: Pick<TBaccaratOutcome, 'result' | 'bankerTotal' | 'playerPair' | 'bankerPair'>,
): bigint {
  const amount = BigInt(bet.amount);
  const { result } = deal;
  switch (bet.kind) {
    case 'player':
      return result === 'player' ? amount * 2n : result === 'tie' ? amount : 0n;
    case 'banker': {
      if (result === 'tie') return amount;
      if (result !== 'banker') return 0n;
      if (variant === 'super-6') return deal.bankerTotal === 6 ? (amount * 3n) / 2n : amount * 2n;
      return (amount * 195n) / 100n;
    }
    case 'tie':
      return result === 'tie' ? amount * 9n : 0n;
    case 'player-pair':
      return deal.playerPair ? amount * 12n : 0n;
    case 'banker-pair':
      return deal.bankerPair ? amount * 12n : 0n;
  }
}

function totalStake(params: TBaccaratParams): bigint {
  return params.bets.reduce((sum, bet) => sum + BigInt(bet.amount), 0n);
}

export function playBaccarat(
  variant: TBaccaratVariant,
  seeds: TSeeds,
  params: TBaccaratParams,
  bet: bigint,
): TSettled<TBaccaratOutcome> {
  assertBet(bet);
  const staked = totalStake(params);
  if (staked !== bet) throw new GameParamsError(`the bets add up to ${staked}, not ${bet}`);
  const deal = dealBaccarat(shuffledShoe(seeds, BACCARAT_DECKS, 6));
  const returns = params.bets.map((entry) => baccaratReturn(variant, entry, deal));
  const wins = params.bets.flatMap((entry, index) =>
    (returns[index] ?? 0n) > BigInt(entry.amount) ? [index] : [],
  );
  const payout = returns.reduce((sum, value) => sum + value, 0n);
  const multiplier = Number((payout * BigInt(MULTIPLIER_SCALE)) / bet);
  return { outcome: { ...deal, wins }, payout, multiplier };
}

/**
 * The exact chances of the deal's main results over the 8-deck counts, as integer weights
 * out of 416·415·414·413·412·411 (under 2⁵³, so doubles add them exactly).
 */
interface TDealWeights {
  player: number;
  banker: number;
  /** Banker wins with a total of 6 (part of `banker`). */
  bankerSix: number;
  tie: number;
  all: number;
}

let weightsCache: TDealWeights | undefined;

export function baccaratDealWeights(): TDealWeights {
  if (weightsCache) return weightsCache;
  const counts = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
  const cards = 416;
  const weights: TDealWeights = { player: 0, banker: 0, bankerSix: 0, tie: 0, all: 0 };
  // The remaining draws of six, as a weight multiplier when a deal stops early.
  const tail = (dealt: number) => {
    let product = 1;
    for (let i = dealt; i < 6; i++) product *= cards - i;
    return product;
  };
  const settle = (weight: number, player: number, banker: number) => {
    if (player > banker) weights.player += weight;
    else if (banker > player) {
      weights.banker += weight;
      if (banker === 6) weights.bankerSix += weight;
    } else weights.tie += weight;
  };
  // Draws one value: calls `then` with each value and the weight of drawing it.
  const draw = (weight: number, then: (value: number, weight: number) => void) => {
    for (let value = 0; value < 10; value++) {
      const left = counts[value] ?? 0;
      if (left === 0) continue;
      counts[value] = left - 1;
      then(value, weight * left);
      counts[value] = left;
    }
  };
  draw(1, (p1, w1) =>
    draw(w1, (b1, w2) =>
      draw(w2, (p2, w3) =>
        draw(w3, (b2, w4) => {
          const player = (p1 + p2) % 10;
          const banker = (b1 + b2) % 10;
          if (player >= 8 || banker >= 8 || (player >= 6 && banker >= 6)) {
            settle(w4 * tail(4), player, banker);
            return;
          }
          if (player >= 6) {
            // Player stood on 6–7, banker draws on 0–5.
            draw(w4, (b3, w5) => settle(w5 * tail(5), player, (banker + b3) % 10));
            return;
          }
          draw(w4, (p3, w5) => {
            const finalPlayer = (player + p3) % 10;
            if (!bankerDraws(banker, p3)) {
              settle(w5 * tail(5), finalPlayer, banker);
              return;
            }
            draw(w5, (b3, w6) => settle(w6, finalPlayer, (banker + b3) % 10));
          });
        }),
      ),
    ),
  );
  weights.all = weights.player + weights.banker + weights.tie;
  weightsCache = weights;
  return weights;
}

/** The chance the first two cards of a side share a rank: 31 of the 415 cards left. */
const PAIR = { hits: 31n, of: 415n };

/** Exact RTP in percent of `params` (the bets' returns weighted by their amounts). */
export function baccaratRtp(variant: TBaccaratVariant, params: TBaccaratParams): number {
  const weights = baccaratDealWeights();
  const all = BigInt(weights.all);
  const bankerOther = BigInt(weights.banker - weights.bankerSix);
  const deals: [bigint, Parameters<typeof baccaratReturn>[2]][] = [
    [
      BigInt(weights.player),
      { result: 'player', bankerTotal: 0, playerPair: false, bankerPair: false },
    ],
    [bankerOther, { result: 'banker', bankerTotal: 7, playerPair: false, bankerPair: false }],
    [
      BigInt(weights.bankerSix),
      { result: 'banker', bankerTotal: 6, playerPair: false, bankerPair: false },
    ],
    [BigInt(weights.tie), { result: 'tie', bankerTotal: 0, playerPair: false, bankerPair: false }],
  ];
  const paired = { result: 'player', bankerTotal: 0, playerPair: true, bankerPair: true } as const;
  // Expected return × all × 415, summed bet by bet (expectation is linear).
  let returned = 0n;
  for (const bet of params.bets) {
    if (bet.kind === 'player-pair' || bet.kind === 'banker-pair') {
      returned += baccaratReturn(variant, bet, paired) * PAIR.hits * all;
      continue;
    }
    for (const [weight, deal] of deals)
      returned += weight * baccaratReturn(variant, bet, deal) * PAIR.of;
  }
  return percentOf(returned, all * PAIR.of * totalStake(params));
}
