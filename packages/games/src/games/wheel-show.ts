/**
 * The money wheel show: a wheel of 54 segments (WHEEL_SEGMENTS, clockwise from the top),
 * 23 × 1, 15 × 2, 7 × 5, 4 × 10, 2 × 20, 1 × 40, one 3× and one 7× multiplier segment.
 * Players bet on numbers; a number pays its own value to 1 (a bet on 5 returns 6 units).
 *
 * Spin i lands on segment floor(f_i × 54). A multiplier segment spins the wheel again and
 * multiplies the pay (not the stake) of the number that finally lands; several multipliers
 * in a row multiply each other, up to MULTIPLIER_CAP (49×). So one unit on number n returns
 * 1 + n × m when n lands after multipliers m, and 0 when another number lands.
 *
 * Exact RTP (`wheelShowRtp`) counts the 2³² values of each float exactly (as roulette does;
 * segment s takes the k with floor(k × 54 / 2³²) = s) and solves the re-spin recursion over
 * the multiplier reached, in exact fractions. Per number: 1 96.28%, 2 96.73%, 5 92.66%,
 * 10 98.21%, 20 94.36%, 40 92.44% (the README table and rtp.test.ts hold these).
 */
import { z } from 'zod';
import { GameParamsError } from '../errors';
import { ceilDiv, percentOf, TWO_POW_32 } from '../exact';
import { floatStream } from '../fair';
import { assertBet } from '../payout';
import { MULTIPLIER_SCALE, type TSeeds, type TSettled } from '../types';

export type TWheelSegment =
  { kind: 'number'; value: number } | { kind: 'multiplier'; value: number };

const LAYOUT =
  '40 1 2 1 5 1 2 1 10 1 2 1 5 2 1 20 1 2 1 5 1 2 1 10 2 1 7x 1 2 1 5 1 2 1 10 1 2 5 1 2 1 20 1 2 5 1 2 1 10 2 5 1 3x 2';

/** The wheel, segment 0 at the pointer when the wheel is at rest, then clockwise. */
export const WHEEL_SEGMENTS: readonly TWheelSegment[] = LAYOUT.split(' ').map((label) =>
  label.endsWith('x')
    ? { kind: 'multiplier', value: Number(label.slice(0, -1)) }
    : { kind: 'number', value: Number(label) },
);
export const WHEEL_NUMBERS = [1, 2, 5, 10, 20, 40] as const;
export type TWheelNumber = (typeof WHEEL_NUMBERS)[number];
export const WHEEL_MULTIPLIER_CAP = 49;
export const WHEEL_SHOW_MAX_MULTIPLIER = (1 + 40 * WHEEL_MULTIPLIER_CAP) * MULTIPLIER_SCALE;
/** A round that lands on multipliers this many times in a row is refused (chance ≈ 10⁻¹⁴⁰⁰). */
const SPIN_LIMIT = 1000;

const ZAmount = z.string().regex(/^[1-9][0-9]{0,29}$/, 'a whole number of minor units above 0');
export const ZWheelShowBet = z.strictObject({
  number: z.union(WHEEL_NUMBERS.map((value) => z.literal(value))),
  amount: ZAmount,
});
export type TWheelShowBet = z.infer<typeof ZWheelShowBet>;
export const ZWheelShowParams = z.strictObject({ bets: z.array(ZWheelShowBet).min(1).max(6) });
export type TWheelShowParams = z.infer<typeof ZWheelShowParams>;

/** Every segment landed, in order (the last is a number), and the multiplier it pays at. */
export interface TWheelShowOutcome {
  spins: number[];
  number: number;
  multiplier: number;
  /** Indexes in `params.bets` of the winning bets. */
  wins: number[];
}

/** What a bet returns (stake included) when `number` lands at multiplier `multiplier`. */
export function wheelShowReturn(bet: TWheelShowBet, number: number, multiplier: number): bigint {
  if (bet.number !== number) return 0n;
  const amount = BigInt(bet.amount);
  return amount + amount * BigInt(bet.number) * BigInt(multiplier);
}

function totalStake(params: TWheelShowParams): bigint {
  return params.bets.reduce((sum, bet) => sum + BigInt(bet.amount), 0n);
}

function segmentAt(index: number): TWheelSegment {
  const segment = WHEEL_SEGMENTS[index];
  if (!segment) throw new RangeError(`no segment ${index}`);
  return segment;
}

export function playWheelShow(
  seeds: TSeeds,
  params: TWheelShowParams,
  bet: bigint,
): TSettled<TWheelShowOutcome> {
  assertBet(bet);
  const staked = totalStake(params);
  if (staked !== bet) throw new GameParamsError(`the bets add up to ${staked}, not ${bet}`);
  const stream = floatStream(seeds);
  const spins: number[] = [];
  let multiplier = 1;
  for (;;) {
    if (spins.length >= SPIN_LIMIT)
      throw new GameParamsError('the wheel never stopped on a number');
    const index = Math.floor(stream.next() * WHEEL_SEGMENTS.length);
    spins.push(index);
    const segment = segmentAt(index);
    if (segment.kind === 'number') {
      const number = segment.value;
      const returns = params.bets.map((entry) => wheelShowReturn(entry, number, multiplier));
      const payout = returns.reduce((sum, value) => sum + value, 0n);
      const wins = returns.flatMap((value, i) => (value > 0n ? [i] : []));
      return {
        outcome: { spins, number, multiplier, wins },
        payout,
        multiplier: Number((payout * BigInt(MULTIPLIER_SCALE)) / bet),
      };
    }
    multiplier = Math.min(WHEEL_MULTIPLIER_CAP, multiplier * segment.value);
  }
}

/** How many of the 2³² float values land on each segment. */
function segmentWeights(): bigint[] {
  const count = BigInt(WHEEL_SEGMENTS.length);
  return WHEEL_SEGMENTS.map(
    (_, i) => ceilDiv(BigInt(i + 1) * TWO_POW_32, count) - ceilDiv(BigInt(i) * TWO_POW_32, count),
  );
}

interface TFraction {
  num: bigint;
  den: bigint;
}

/**
 * The expected return of one unit on `number`, as a fraction, once the multipliers landed so
 * far make `reached`: R(m) = Σ_numbers w·return + Σ_multipliers w·R(min(cap, m·x)), over 2³².
 * At the cap further multipliers change nothing, so R(cap) = w_n·(1 + n·cap) / w_numbers.
 */
function expectedReturn(number: number, reached: number, weights: bigint[]): TFraction {
  let hit = 0n;
  let numbers = 0n;
  const respins: [bigint, number][] = [];
  WHEEL_SEGMENTS.forEach((segment, i) => {
    const weight = weights[i] ?? 0n;
    if (segment.kind === 'multiplier') respins.push([weight, segment.value]);
    else {
      numbers += weight;
      if (segment.value === number) hit += weight;
    }
  });
  const pay = (m: number) => hit * (1n + BigInt(number) * BigInt(m));
  if (reached >= WHEEL_MULTIPLIER_CAP) return { num: pay(WHEEL_MULTIPLIER_CAP), den: numbers };
  let result: TFraction = { num: pay(reached), den: 1n };
  for (const [weight, value] of respins) {
    const next = expectedReturn(number, Math.min(WHEEL_MULTIPLIER_CAP, reached * value), weights);
    result = {
      num: result.num * next.den + weight * next.num * result.den,
      den: result.den * next.den,
    };
  }
  return { num: result.num, den: result.den * TWO_POW_32 };
}

/** Exact RTP in percent of `params` (each bet's return weighted by its amount). */
export function wheelShowRtp(params: TWheelShowParams): number {
  const weights = segmentWeights();
  let num = 0n;
  let den = 1n;
  for (const bet of params.bets) {
    const unit = expectedReturn(bet.number, 1, weights);
    num = num * unit.den + BigInt(bet.amount) * unit.num * den;
    den *= unit.den;
  }
  return percentOf(num, den * totalStake(params));
}
