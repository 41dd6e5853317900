import { binomial, combinationSize, sumOfCombinationProducts } from './combinations';
import { floor, mul, rational, type Rational } from './rational';
import { checkOdds, payoutOf, type Bet, type BetLeg } from './settle';

/**
 * Cash-out of an open bet, in bigint only. A settled leg is worth its factor; an open leg is
 * worth (accepted odds / current odds): the market's current price of what the leg pays. The
 * bet's fair value is the stake x the sum over its combinations of the product of their legs'
 * worth / C(n, k) (for a single or combo: stake x settled factors x accepted / current odds);
 * the offer is that less the margin, floored to the minor unit (never more than fair value).
 */

export interface CashOutLeg extends BetLeg {
  /** An open leg's current odds; `suspended` (or none) makes the cash-out unavailable. */
  readonly currentOdds?: number | 'suspended';
}

export interface CashOutRequest extends Omit<Bet, 'legs'> {
  readonly legs: readonly CashOutLeg[];
  /** Kept by the house, in thousandths of the fair value (50 = 5%). */
  readonly marginPermille: number;
  /** Share of the stake cashed out, in thousandths: 1000 (the default) is the whole bet. */
  readonly part?: number;
}

export interface CashOutOffer {
  /** What the player receives for the part cashed out. */
  readonly amountMinor: bigint;
  /** The stake cashed out: floor(stake x part / 1000). */
  readonly partStakeMinor: bigint;
  /** The stake left riding on the bet (0 for a full cash-out). */
  readonly remainingStakeMinor: bigint;
}

/** Each leg's worth now, or null when an open leg has no current price. */
function legWorths(legs: readonly CashOutLeg[]): Rational[] | null {
  const worths: Rational[] = [];
  for (const leg of legs) {
    if (leg.factor !== 'open') {
      worths.push(leg.factor);
      continue;
    }
    if (leg.currentOdds === undefined || leg.currentOdds === 'suspended') return null;
    checkOdds(leg.currentOdds);
    worths.push(rational(BigInt(leg.odds), BigInt(leg.currentOdds)));
  }
  return worths;
}

/**
 * The cash-out offer for `part` of the bet, or null when there is none: a leg suspended or
 * unpriced, the bet already lost (for a system bet: no combination can pay), no leg open any
 * more, or nothing to pay. Never above the cap's share for the part.
 */
export function cashOutValue(request: CashOutRequest): CashOutOffer | null {
  const { stakeMinor, legs, marginPermille, part = 1000, capMinor } = request;
  if (!Number.isSafeInteger(part) || part < 1 || part > 1000)
    throw new RangeError(`a cash-out part is 1 to 1000 thousandths: ${part}`);
  if (!Number.isSafeInteger(marginPermille) || marginPermille < 0 || marginPermille >= 1000)
    throw new RangeError(`a cash-out margin is 0 to 999 permille: ${marginPermille}`);
  if (payoutOf(request).state !== 'open') return null;
  const worths = legWorths(legs);
  if (worths === null) return null;
  const k = combinationSize(request.kind, legs.length, request.systemSize);
  const partStakeMinor = (stakeMinor * BigInt(part)) / 1000n;
  const fair = mul(
    rational(partStakeMinor, binomial(legs.length, k)),
    sumOfCombinationProducts(worths, k),
  );
  let amountMinor = floor(mul(fair, rational(BigInt(1000 - marginPermille), 1000n)));
  if (capMinor !== undefined && stakeMinor > 0n) {
    const capShare = (capMinor * partStakeMinor) / stakeMinor;
    if (amountMinor > capShare) amountMinor = capShare;
  }
  if (amountMinor <= 0n) return null;
  return { amountMinor, partStakeMinor, remainingStakeMinor: stakeMinor - partStakeMinor };
}
