/**
 * Plinko. One float per row, in order: f < 0.5 bounces left (0), otherwise right (1); the ball
 * lands in slot = number of rights (0..rows). f < 0.5 holds for exactly half of the 2³² grid,
 * so slot k has probability C(rows, k) / 2^rows exactly.
 */
import { z } from 'zod';
import { binomial, percentOf } from '../exact';
import { floatStream } from '../fair';
import { settle } from '../payout';
import type { TPlinkoOutcome, TSeeds, TSettled } from '../types';

export const PLINKO_ROWS = [8, 12, 16] as const;
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type TPlinkoRows = (typeof PLINKO_ROWS)[number];
export type TPlinkoRisk = (typeof PLINKO_RISKS)[number];

export const ZPlinkoParams = z.strictObject({
  rows: z.union([z.literal(8), z.literal(12), z.literal(16)]),
  risk: z.enum(PLINKO_RISKS),
});
export type TPlinkoParams = z.infer<typeof ZPlinkoParams>;

/** Slots from the edge to the middle; the board mirrors them. */
function mirror(edgeToMiddle: number[]): readonly number[] {
  return [...edgeToMiddle, ...edgeToMiddle.slice(0, -1).reverse()];
}

/**
 * Multipliers per slot in ten-thousandths, slot 0 to slot `rows`. The exact RTP of each table
 * (Σ C(rows, k) / 2^rows × m_k) is in the comment; all round to 99.00%.
 */
export const PLINKO_TABLES: Record<TPlinkoRows, Record<TPlinkoRisk, readonly number[]>> = {
  8: {
    low: mirror([53_000, 21_400, 11_000, 10_000, 5_000]), // 99.0000%
    medium: mirror([128_000, 30_400, 13_000, 7_000, 4_000]), // 99.0000%
    high: mirror([290_000, 39_900, 15_000, 3_000, 2_000]), // 99.0000%
  },
  12: {
    low: mirror([104_000, 30_000, 16_000, 14_000, 11_000, 10_000, 5_000]), // 98.9990%
    medium: mirror([330_000, 110_000, 39_700, 20_100, 11_000, 6_000, 3_000]), // 99.0000%
    high: mirror([1_720_000, 240_000, 81_000, 19_800, 7_000, 2_000, 2_000]), // 98.9990%
  },
  16: {
    low: mirror([160_000, 90_000, 20_000, 14_000, 14_000, 12_000, 11_000, 10_000, 5_000]), // 98.9987%
    medium: mirror([1_140_000, 410_000, 100_000, 50_000, 30_000, 15_000, 10_000, 5_000, 3_000]), // 99.0005%
    high: mirror([10_000_000, 1_270_000, 260_000, 91_000, 40_000, 20_000, 2_000, 2_000, 2_000]), // 99.0009%
  },
};

export const PLINKO_MAX_MULTIPLIER = 10_000_000;

function slotMultiplier(params: TPlinkoParams, slot: number): number {
  const multiplier = PLINKO_TABLES[params.rows][params.risk][slot];
  if (multiplier === undefined) throw new RangeError(`no slot ${slot}`);
  return multiplier;
}

export function playPlinko(
  seeds: TSeeds,
  params: TPlinkoParams,
  bet: bigint,
): TSettled<TPlinkoOutcome> {
  const stream = floatStream(seeds);
  const path = Array.from({ length: params.rows }, (): number => (stream.next() < 0.5 ? 0 : 1));
  const slot = path.reduce((sum, step) => sum + step, 0);
  return settle({ path, slot }, bet, slotMultiplier(params, slot));
}

/** Exact RTP in percent: Σ C(rows, k) × m_k / 2^rows / 10000. */
export function plinkoRtp(params: TPlinkoParams): number {
  let returned = 0n;
  for (let slot = 0; slot <= params.rows; slot++) {
    returned += binomial(params.rows, slot) * BigInt(slotMultiplier(params, slot));
  }
  return percentOf(returned, 2n ** BigInt(params.rows) * 10_000n);
}
