/**
 * Keno: 40 numbers (1..40), 10 drawn. The draw is a partial Fisher–Yates shuffle with the
 * round's floats f0..f9:
 *   balls = [1, 2, ..., 40]
 *   for i = 0 .. 9: j = i + floor(f_i × (40 − i)); swap balls[i] and balls[j]
 *   drawn = balls[0 .. 9], in draw order.
 * The player picks 1..10 distinct numbers and a risk; the payout is the multiplier for the
 * number of picks that were drawn ("hits"), from the table of that pick count and risk.
 *
 * RTP, exact by the hypergeometric distribution: with k picks,
 *   P(h hits) = C(k, h) × C(40 − k, 10 − h) / C(40, 10)
 *   RTP = Σ_h P(h hits) × multiplier(k, h)
 * Every one of the 40 tables (4 risks × 10 pick counts) returns between 98.97% and 99.04%
 * (README, "Keno"); `kenoRtp` computes each exactly in bigint. The draw floor(f × n) is taken
 * as uniform; on the 2⁻³² grid it is off by less than n / 2³².
 */
import { z } from 'zod';
import { binomial, percentOf, swap } from '../exact';
import { floatStream } from '../fair';
import { settle } from '../payout';
import type { TSeeds, TSettled } from '../types';

export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const KENO_MAX_PICKS = 10;
export const KENO_RISKS = ['classic', 'low', 'medium', 'high'] as const;
export type TKenoRisk = (typeof KENO_RISKS)[number];

export const ZKenoParams = z.strictObject({
  picks: z
    .array(z.number().int().min(1).max(KENO_NUMBERS))
    .min(1)
    .max(KENO_MAX_PICKS)
    .refine((picks) => new Set(picks).size === picks.length, 'picks must be distinct'),
  risk: z.enum(KENO_RISKS),
});
export type TKenoParams = z.infer<typeof ZKenoParams>;

/** A keno round: the balls in draw order and the picks among them. */
export interface TKenoOutcome {
  drawn: number[];
  hits: number[];
}

/** Multipliers (×) by hits 0..k for k = 1..10 picks; stored in ten-thousandths below. */
const PAYS: Record<TKenoRisk, readonly (readonly number[])[]> = {
  classic: [
    [0, 3.96],
    [0, 1.9, 4.5],
    [0, 1, 3.1, 10.4],
    [0, 0.8, 1.8, 5, 22.67],
    [0, 0.25, 1.4, 4.1, 16.5, 36],
    [0, 0, 1, 3.68, 7.01, 16.5, 40],
    [0, 0, 0.47, 3, 4.5, 14, 31, 60],
    [0, 0, 0, 2.2, 4, 13, 22, 55, 70],
    [0, 0, 0, 1.55, 3, 8, 15, 44, 60, 85],
    [0, 0, 0, 1.4, 2.25, 4.5, 7.94, 17, 50, 80, 100],
  ],
  low: [
    [0.7, 1.86],
    [0, 2, 3.83],
    [0, 1.1, 1.38, 26.11],
    [0, 0, 2.2, 7.9, 90.34],
    [0, 0, 1.5, 4.2, 13.1, 300],
    [0, 0, 1.1, 2, 6.2, 100, 700],
    [0, 0, 1.1, 1.6, 3.5, 15.1, 225, 700],
    [0, 0, 1.1, 1.5, 2, 5.5, 39, 100, 800],
    [0, 0, 1.1, 1.3, 1.7, 2.47, 7.5, 50, 250, 1000],
    [0, 0, 1.1, 1.2, 1.3, 1.8, 3.85, 13, 50, 250, 1000],
  ],
  medium: [
    [0.4, 2.76],
    [0, 1.8, 5.16],
    [0, 0, 2.8, 50],
    [0, 0, 1.7, 10, 100.95],
    [0, 0, 1.4, 4, 14.06, 390],
    [0, 0, 0, 3, 9.07, 180, 710],
    [0, 0, 0, 2, 7, 30.06, 400, 800],
    [0, 0, 0, 2, 4, 11.06, 67, 400, 900],
    [0, 0, 0, 2, 2.5, 5.02, 15, 100, 500, 1000],
    [0, 0, 0, 1.6, 2, 4, 7, 26, 100, 500, 1000],
  ],
  high: [
    [0, 3.96],
    [0, 0, 17.16],
    [0, 0, 0, 81.5],
    [0, 0, 0, 10, 259.41],
    [0, 0, 0, 4.5, 48.12, 450],
    [0, 0, 0, 0, 11, 350, 710],
    [0, 0, 0, 0, 7, 90.06, 400, 800],
    [0, 0, 0, 0, 5, 20.03, 270, 600, 900],
    [0, 0, 0, 0, 4, 11.01, 56, 500, 800, 1000],
    [0, 0, 0, 0, 3.5, 8, 13, 63, 500, 800, 1000],
  ],
};

/** `KENO_PAYTABLES[risk][k − 1][hits]`: multipliers in ten-thousandths. */
export const KENO_PAYTABLES: Record<TKenoRisk, readonly (readonly number[])[]> = {
  classic: PAYS.classic.map((row) => row.map((pay) => Math.round(pay * 10_000))),
  low: PAYS.low.map((row) => row.map((pay) => Math.round(pay * 10_000))),
  medium: PAYS.medium.map((row) => row.map((pay) => Math.round(pay * 10_000))),
  high: PAYS.high.map((row) => row.map((pay) => Math.round(pay * 10_000))),
};

export const KENO_MAX_MULTIPLIER = 1000 * 10_000;

/** The paytable row for `picks` numbers: multipliers by hits 0..picks. */
export function kenoPaytable(risk: TKenoRisk, picks: number): readonly number[] {
  const row = KENO_PAYTABLES[risk][picks - 1];
  if (!row) throw new RangeError(`no keno table for ${picks} picks`);
  return row;
}

/** The 10 balls of a round, in draw order. */
export function drawKeno(seeds: TSeeds): number[] {
  const stream = floatStream(seeds);
  const balls = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  for (let i = 0; i < KENO_DRAWN; i++) {
    swap(balls, i, i + Math.floor(stream.next() * (KENO_NUMBERS - i)));
  }
  return balls.slice(0, KENO_DRAWN);
}

export function playKeno(seeds: TSeeds, params: TKenoParams, bet: bigint): TSettled<TKenoOutcome> {
  const drawn = drawKeno(seeds);
  const hits = params.picks.filter((pick) => drawn.includes(pick));
  const multiplier = kenoPaytable(params.risk, params.picks.length)[hits.length] ?? 0;
  return settle({ drawn, hits }, bet, multiplier);
}

/** The chance of `hits` hits with `picks` picks, as C(k,h)·C(40−k,10−h) over C(40,10). */
export function kenoHitWays(picks: number, hits: number): bigint {
  return binomial(picks, hits) * binomial(KENO_NUMBERS - picks, KENO_DRAWN - hits);
}

/** Exact RTP in percent of `picks` numbers at `risk` (which numbers does not matter). */
export function kenoRtp(risk: TKenoRisk, picks: number): number {
  const row = kenoPaytable(risk, picks);
  let returned = 0n;
  for (let hits = 0; hits <= picks; hits++) {
    returned += kenoHitWays(picks, hits) * BigInt(row[hits] ?? 0);
  }
  return percentOf(returned, binomial(KENO_NUMBERS, KENO_DRAWN) * 10_000n);
}
