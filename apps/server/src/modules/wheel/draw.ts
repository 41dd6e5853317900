import { randomInt } from 'node:crypto';

/** A uniform integer in [0, max): `node:crypto`'s `randomInt` on the server. */
export type TRandomBelow = (max: number) => number;

const cryptoBelow: TRandomBelow = (max) => randomInt(max);

/** The sum of the weights, refusing anything that is not a non-negative safe integer. */
export function totalWeight(weights: readonly number[]): number {
  let total = 0;
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) throw new RangeError(`bad weight ${weight}`);
    total += weight;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('weights too large');
  return total;
}

/**
 * Draws a prize index with probability weight / total: one ticket uniform in [0, total), and
 * the row whose cumulative range [before, before + weight) holds it. A zero-weight row has an
 * empty range and is never drawn. The one draw of the server, the tests and the benchmark.
 */
export function drawPrize(
  weights: readonly number[],
  randomBelow: TRandomBelow = cryptoBelow,
): number {
  const total = totalWeight(weights);
  if (total === 0) throw new RangeError('no positive weight to draw from');
  const ticket = randomBelow(total);
  if (!Number.isInteger(ticket) || ticket < 0 || ticket >= total)
    throw new RangeError(`ticket ${ticket} outside [0, ${total})`);
  let upper = 0;
  for (const [index, weight] of weights.entries()) {
    upper += weight;
    if (ticket < upper) return index;
  }
  throw new RangeError('unreachable: the ticket lies below the total');
}

/**
 * The expected cost of one spin in minor units, rounded half up: the face value of the prizes
 * that cost money (main and bonus), weighted by their chance.
 */
export function expectedCost(
  prizes: readonly { kind: string; amount: bigint; weight: number }[],
): bigint {
  const total = BigInt(totalWeight(prizes.map((prize) => prize.weight)));
  if (total === 0n) return 0n;
  const paid = prizes
    .filter((prize) => prize.kind === 'main' || prize.kind === 'bonus')
    .reduce((sum, prize) => sum + prize.amount * BigInt(prize.weight), 0n);
  return (paid * 2n + total) / (2n * total);
}
