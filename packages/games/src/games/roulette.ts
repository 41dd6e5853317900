/**
 * European roulette, single zero. One float f; the pocket is floor(f × 37), 0..36.
 * Bets and what they return per unit staked (stake included): straight (value 0..36) 36;
 * red, black, odd, even, low (1–18), high (19–36) 2; dozen (value 1: 1–12, 2: 13–24,
 * 3: 25–36) and column (value 1: 1, 4, .., 34; 2: 2, 5, .., 35; 3: 3, 6, .., 36) 3.
 * Zero loses every bet but a straight on 0. Every bet returns 36/37 = 97.30%.
 */
import { z } from 'zod';
import { GameParamsError } from '../errors';
import { ceilDiv, percentOf, TWO_POW_32 } from '../exact';
import { floatStream } from '../fair';
import { assertBet } from '../payout';
import {
  MULTIPLIER_SCALE,
  type TRouletteColor,
  type TRouletteOutcome,
  type TSeeds,
  type TSettled,
} from '../types';

export const ROULETTE_POCKETS = 37;
export const ROULETTE_MAX_MULTIPLIER = 36 * MULTIPLIER_SCALE;
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

const ZAmount = z.string().regex(/^[1-9][0-9]{0,29}$/, 'a whole number of minor units above 0');
export const ZRouletteBet = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('straight'),
    value: z.number().int().min(0).max(36),
    amount: ZAmount,
  }),
  z.strictObject({ kind: z.enum(['red', 'black', 'odd', 'even', 'low', 'high']), amount: ZAmount }),
  z.strictObject({
    kind: z.enum(['dozen', 'column']),
    value: z.number().int().min(1).max(3),
    amount: ZAmount,
  }),
]);
export type TRouletteBet = z.infer<typeof ZRouletteBet>;
export const ZRouletteParams = z.strictObject({ bets: z.array(ZRouletteBet).min(1).max(50) });
export type TRouletteParams = z.infer<typeof ZRouletteParams>;

export function rouletteColor(pocket: number): TRouletteColor {
  if (pocket === 0) return 'green';
  return RED.has(pocket) ? 'red' : 'black';
}

/** What one unit on `bet` returns when the ball lands in `pocket` (0 for a loss). */
export function rouletteReturn(bet: TRouletteBet, pocket: number): number {
  if (bet.kind === 'straight') return bet.value === pocket ? 36 : 0;
  if (pocket === 0) return 0;
  switch (bet.kind) {
    case 'red':
    case 'black':
      return rouletteColor(pocket) === bet.kind ? 2 : 0;
    case 'odd':
      return pocket % 2 === 1 ? 2 : 0;
    case 'even':
      return pocket % 2 === 0 ? 2 : 0;
    case 'low':
      return pocket <= 18 ? 2 : 0;
    case 'high':
      return pocket >= 19 ? 2 : 0;
    case 'dozen':
      return Math.ceil(pocket / 12) === bet.value ? 3 : 0;
    case 'column':
      return ((pocket - 1) % 3) + 1 === bet.value ? 3 : 0;
  }
}

function totalReturn(params: TRouletteParams, pocket: number): bigint {
  return params.bets.reduce(
    (sum, bet) => sum + BigInt(bet.amount) * BigInt(rouletteReturn(bet, pocket)),
    0n,
  );
}

function totalStake(params: TRouletteParams): bigint {
  return params.bets.reduce((sum, bet) => sum + BigInt(bet.amount), 0n);
}

export function playRoulette(
  seeds: TSeeds,
  params: TRouletteParams,
  bet: bigint,
): TSettled<TRouletteOutcome> {
  assertBet(bet);
  const staked = totalStake(params);
  if (staked !== bet) throw new GameParamsError(`the bets add up to ${staked}, not ${bet}`);
  const pocket = Math.floor(floatStream(seeds).next() * ROULETTE_POCKETS);
  const wins = params.bets.flatMap((entry, index) =>
    rouletteReturn(entry, pocket) > 0 ? [index] : [],
  );
  const payout = totalReturn(params, pocket);
  const multiplier = Number((payout * BigInt(MULTIPLIER_SCALE)) / bet);
  return { outcome: { number: pocket, color: rouletteColor(pocket), wins }, payout, multiplier };
}

/** Exact RTP in percent, counting the k in 0..2³²−1 that land on each pocket. */
export function rouletteRtp(params: TRouletteParams): number {
  const pockets = BigInt(ROULETTE_POCKETS);
  let returned = 0n;
  for (let pocket = 0; pocket < ROULETTE_POCKETS; pocket++) {
    const from = ceilDiv(BigInt(pocket) * TWO_POW_32, pockets);
    const to = ceilDiv(BigInt(pocket + 1) * TWO_POW_32, pockets);
    returned += (to - from) * totalReturn(params, pocket);
  }
  return percentOf(returned, TWO_POW_32 * totalStake(params));
}
