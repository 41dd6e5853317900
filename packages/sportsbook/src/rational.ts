/**
 * Exact rationals over bigint for settlement: a `Rational` is always reduced, with a positive
 * denominator, so two equal values have equal fields (`{ num: 1n, den: 2n }` is one half).
 */
export interface Rational {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** num / den, reduced; throws on a zero denominator. */
export function rational(num: bigint, den = 1n): Rational {
  if (den === 0n) throw new RangeError('a rational needs a non-zero denominator');
  const sign = den < 0n ? -1n : 1n;
  const divisor = gcd(num, den);
  return { num: (sign * num) / divisor, den: (sign * den) / divisor };
}

export const ZERO = rational(0n);
export const ONE = rational(1n);
export const HALF = rational(1n, 2n);

export function add(a: Rational, b: Rational): Rational {
  return rational(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function sub(a: Rational, b: Rational): Rational {
  return rational(a.num * b.den - b.num * a.den, a.den * b.den);
}

export function mul(a: Rational, b: Rational): Rational {
  return rational(a.num * b.num, a.den * b.den);
}

export function div(a: Rational, b: Rational): Rational {
  return rational(a.num * b.den, a.den * b.num);
}

export function equals(a: Rational, b: Rational): boolean {
  return a.num === b.num && a.den === b.den;
}

/** The largest integer not above `r` (bigint division alone truncates towards zero). */
export function floor(r: Rational): bigint {
  const quotient = r.num / r.den;
  return r.num < 0n && quotient * r.den !== r.num ? quotient - 1n : quotient;
}

/** Odds in thousandths as an exact rational: 1850 is 37/20. */
export function fromThousandths(odds: number): Rational {
  if (!Number.isSafeInteger(odds)) throw new RangeError(`odds must be whole thousandths: ${odds}`);
  return rational(BigInt(odds), 1000n);
}

/** `"num/den"`, e.g. `"1/2"`; whole values print without a denominator. */
export function formatRational(r: Rational): string {
  return r.den === 1n ? String(r.num) : `${String(r.num)}/${String(r.den)}`;
}
