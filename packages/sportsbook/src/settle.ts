import { binomial, combinationSize, sumOfCombinationProducts, type BetKind } from './combinations';
import {
  ONE,
  ZERO,
  add,
  equals,
  floor,
  fromThousandths,
  mul,
  rational,
  sub,
  type Rational,
} from './rational';
import { isWinning, type OutcomeSettlement } from './settlement';

/**
 * Settles bets exactly: a leg's factor is a rational, a bet pays
 * floor(stake x sum over its combinations of the product of their legs' factors / C(n, k)),
 * then the cap. Only the final payout is floored, to the minor unit below: the house never pays
 * a fraction of a minor unit it does not have, and no rounding compounds over legs or combinations.
 */

/** Odds in thousandths, 1001 (1.001) to 1,000,000 (1000.0). */
export const ODDS_MIN = 1001;
export const ODDS_MAX = 1_000_000;

export function checkOdds(odds: number): void {
  if (!Number.isSafeInteger(odds) || odds < ODDS_MIN || odds > ODDS_MAX)
    throw new RangeError(`odds must be whole thousandths from ${ODDS_MIN} to ${ODDS_MAX}: ${odds}`);
}

/** f = vf + (1 - vf) x (won ? odds x dhf : 0): what one unit of stake on the leg returns. */
export function legFactor(odds: number, settlement: OutcomeSettlement): Rational {
  checkOdds(odds);
  const { result, voidFactor, deadHeatFactor } = settlement;
  const paid = isWinning(result) ? mul(fromThousandths(odds), deadHeatFactor) : ZERO;
  return add(voidFactor, mul(sub(ONE, voidFactor), paid));
}

/** A leg of a bet: its accepted odds and, once settled, its factor. */
export interface BetLeg {
  readonly odds: number;
  readonly factor: Rational | 'open';
}

export interface Bet {
  readonly kind: BetKind;
  /** k of a system bet k/n. */
  readonly systemSize?: number;
  readonly stakeMinor: bigint;
  readonly legs: readonly BetLeg[];
  /** Most the bet pays (stake included); more is cut to this. */
  readonly capMinor?: bigint;
}

/**
 * `open`: a leg is still open and the bet can still pay; `lost`: no combination can pay any more
 * (open legs left or not); `settled`: every leg settled, with the payout (stake included).
 */
export type BetPayout =
  | { readonly state: 'open' }
  | { readonly state: 'lost'; readonly payoutMinor: bigint }
  | { readonly state: 'settled'; readonly payoutMinor: bigint; readonly capped: boolean };

/** stake x e_k(factors) / C(n, k), floored, then capped. */
function payoutFor(
  bet: Pick<Bet, 'stakeMinor' | 'capMinor'>,
  k: number,
  factors: readonly Rational[],
): { payoutMinor: bigint; capped: boolean } {
  if (bet.stakeMinor < 0n) throw new RangeError('a stake cannot be negative');
  const share = rational(bet.stakeMinor, binomial(factors.length, k));
  const exact = floor(mul(share, sumOfCombinationProducts(factors, k)));
  if (bet.capMinor !== undefined && exact > bet.capMinor)
    return { payoutMinor: bet.capMinor, capped: true };
  return { payoutMinor: exact, capped: false };
}

/** What the bet pays, or whether it is still open or already lost. */
export function payoutOf(bet: Bet): BetPayout {
  const k = combinationSize(bet.kind, bet.legs.length, bet.systemSize);
  for (const leg of bet.legs) checkOdds(leg.odds);
  const lostLegs = bet.legs.filter(
    (leg) => leg.factor !== 'open' && equals(leg.factor, ZERO),
  ).length;
  // Some combination avoids every lost leg only while at least k legs are not lost.
  if (bet.legs.length - lostLegs < k) return { state: 'lost', payoutMinor: 0n };
  const factors: Rational[] = [];
  for (const leg of bet.legs) {
    if (leg.factor === 'open') return { state: 'open' };
    factors.push(leg.factor);
  }
  return { state: 'settled', ...payoutFor(bet, k, factors) };
}

/** What the bet pays if every leg wins at its odds (capped). */
export function potentialPayout(
  bet: Omit<Bet, 'legs'> & { readonly odds: readonly number[] },
): bigint {
  const k = combinationSize(bet.kind, bet.odds.length, bet.systemSize);
  for (const odds of bet.odds) checkOdds(odds);
  return payoutFor(bet, k, bet.odds.map(fromThousandths)).payoutMinor;
}

/** Combined odds of a combo in thousandths: the product of its legs' odds, floored. */
export function combinedOdds(odds: readonly number[]): number {
  for (const leg of odds) checkOdds(leg);
  const product = odds.reduce((acc, leg) => mul(acc, fromThousandths(leg)), ONE);
  return Number(floor(mul(product, rational(1000n))));
}
