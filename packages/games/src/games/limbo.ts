/**
 * Limbo, drawn as a crash rocket. The first two floats f0, f1 make one 64-bit fraction
 * f = (k0 · 2³² + k1) / 2⁶⁴ with k_i = f_i × 2³² (so f = f0 + f1 / 2³²), and the result in
 * hundredths of a multiplier is
 *   result = min(100 000 000, max(100, floor(99 · 2⁶⁴ / (2⁶⁴ − K))))   with K = k0 · 2³² + k1,
 * which is floor(100 × 0.99 / (1 − f)) computed in integers. With u = 2⁶⁴ − K uniform in
 * 1..2⁶⁴, result ≥ t exactly when u ≤ 99·2⁶⁴/t, so for every target t in 101..100 000 000
 *   P(result ≥ t) = floor(99 · 2⁶⁴ / t) / 2⁶⁴,
 * which is 0.99 × 100 / t to within 2⁻⁶⁴ (one float alone would be off by up to 2⁻³², worth
 * 0.02 points of RTP at the top targets). The player wins when result ≥ target and is paid
 * target / 100 ×, i.e. target × 100 ten-thousandths.
 */
import { z } from 'zod';
import { percentOf, TWO_POW_32 } from '../exact';
import { floatStream } from '../fair';
import { settle } from '../payout';
import type { TLimboOutcome, TSeeds, TSettled } from '../types';

export const LIMBO_MIN_RESULT = 100;
export const LIMBO_MAX_RESULT = 100_000_000;
export const LIMBO_MAX_MULTIPLIER = LIMBO_MAX_RESULT * 100;
const TWO_POW_64 = TWO_POW_32 * TWO_POW_32;

export const ZLimboParams = z.strictObject({
  target: z.number().int().min(101).max(LIMBO_MAX_RESULT),
});
export type TLimboParams = z.infer<typeof ZLimboParams>;

/** The result from the round's first two floats. */
export function limboResult(f0: number, f1: number): number {
  const k = BigInt(f0 * 2 ** 32) * TWO_POW_32 + BigInt(f1 * 2 ** 32);
  const result = (99n * TWO_POW_64) / (TWO_POW_64 - k);
  if (result > BigInt(LIMBO_MAX_RESULT)) return LIMBO_MAX_RESULT;
  return Math.max(LIMBO_MIN_RESULT, Number(result));
}

export function playLimbo(
  seeds: TSeeds,
  params: TLimboParams,
  bet: bigint,
): TSettled<TLimboOutcome> {
  const stream = floatStream(seeds);
  const result = limboResult(stream.next(), stream.next());
  const win = result >= params.target;
  return settle({ result, win }, bet, win ? params.target * 100 : 0);
}

/** Exact RTP in percent: floor(99·2⁶⁴/t) / 2⁶⁴ × t / 100. */
export function limboRtp(params: TLimboParams): number {
  const target = BigInt(params.target);
  return percentOf(((99n * TWO_POW_64) / target) * target, TWO_POW_64 * 100n);
}
