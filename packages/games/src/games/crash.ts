/**
 * Crash: one shared round for every player, decided by a published hash chain.
 *
 * The chain. A secret chain seed (hex) gives h₀ = its bytes and hₖ = SHA-256(hₖ₋₁) over the raw
 * 32 bytes, for k = 1..L. The terminal hash h_L is published before the first round. Rounds
 * walk the chain backwards: round i (0-based) uses h_{L−1−i}, so hashing any round's revealed
 * hash i + 1 times gives the terminal hash, and no hash can be known before it is revealed
 * (that would need a SHA-256 preimage).
 *
 * The crash point. With the public salt of the chain, take
 *   d = HMAC-SHA256(key = the round hash's 32 bytes, message = UTF-8 salt),
 * r = its first 52 bits (the first 13 hex digits) as an integer in 0..2⁵²−1, and
 *   crash = min(1 000 000, max(100, floor(99 · 2⁵² / (2⁵² − r))))   in hundredths (1.00×..10 000×).
 * With u = 2⁵² − r uniform in 1..2⁵², crash ≥ t exactly when u ≤ 99·2⁵²/t, so for every t in
 * 101..1 000 000
 *   P(crash ≥ t) = floor(99 · 2⁵² / t) / 2⁵²  ≈  0.99 × 100 / t
 * (the same integer formula as limbo, on 52 bits). About 2% of rounds (1 − 99/101) end at 1.00×.
 * The cap of 10 000× bounds one round's liability; crash points above it are cut to it.
 *
 * The flight. From the round's start instant the multiplier is
 *   m(ms) = floor(100 · e^(0.00006 · ms))   hundredths (2× after 11.6 s, 10 000× after 153.5 s),
 * and the round crashes at the instant `crashMs(crash)` when m first reaches the crash point.
 * A cash-out is accepted only while m < crash, so a cash-out at target t (manual or automatic)
 * pays t / 100 × the bet exactly when crash ≥ t + 1:
 *   RTP(t) = floor(99 · 2⁵² / (t + 1)) / 2⁵² × t / 100  ≈  99 · t / (t + 1) percent
 * (98.51% at 2.00×, 99.00% to two decimals from 100× up): the 1% edge of the crash point is the
 * documented RTP, the strict "below the crash point" rule costs a player one hundredth.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { z } from 'zod';
import { GameParamsError } from '../errors';
import { percentOf } from '../exact';

export const CRASH_MIN_POINT = 100;
export const CRASH_MAX_POINT = 1_000_000;
/** In ten-thousandths of the bet, like every variant's maxMultiplier. */
export const CRASH_MAX_MULTIPLIER = CRASH_MAX_POINT * 100;
/** The lowest and highest automatic cash-out targets, in hundredths. */
export const CRASH_MIN_TARGET = 101;
export const CRASH_MAX_TARGET = CRASH_MAX_POINT - 1;
/** The growth rate of the flight, per millisecond. */
export const CRASH_GROWTH = 0.00006;

const TWO_POW_52 = 2n ** 52n;
const HASH_HEX = /^[0-9a-f]{64}$/;

export const ZCrashParams = z.strictObject({
  cashout: z.number().int().min(CRASH_MIN_TARGET).max(CRASH_MAX_TARGET),
});
export type TCrashParams = z.infer<typeof ZCrashParams>;

function assertHash(hash: string): void {
  if (!HASH_HEX.test(hash)) throw new GameParamsError('a crash hash is 64 lowercase hex digits');
}

/** The next link towards the terminal hash: SHA-256 of the hash's 32 bytes, in hex. */
export function nextChainHash(hash: string): string {
  assertHash(hash);
  return bytesToHex(sha256(hexToBytes(hash)));
}

/** h_k of the chain: SHA-256 applied `steps` times to the seed's bytes. */
export function chainHashAt(seed: string, steps: number): string {
  assertHash(seed);
  if (!Number.isSafeInteger(steps) || steps < 0)
    throw new GameParamsError(`steps must be a non-negative integer, got ${steps}`);
  let bytes = hexToBytes(seed);
  for (let step = 0; step < steps; step++) bytes = sha256(bytes);
  return bytesToHex(bytes);
}

/** The hash published before a chain of `length` rounds is played. */
export function crashTerminalHash(seed: string, length: number): string {
  return chainHashAt(seed, length);
}

/** The hash of round `index` (0-based) of a chain of `length` rounds. */
export function crashRoundHash(seed: string, length: number, index: number): string {
  if (!Number.isSafeInteger(index) || index < 0 || index >= length)
    throw new GameParamsError(`round ${index} is outside a chain of ${length}`);
  return chainHashAt(seed, length - 1 - index);
}

/**
 * How many hashings take `hash` to `terminalHash` (round index + 1), or null when the terminal
 * hash is not reached within `maxSteps`: then the hash is not of this chain.
 */
export function verifyCrashChain(
  hash: string,
  terminalHash: string,
  maxSteps: number,
): number | null {
  assertHash(terminalHash);
  let current = hash;
  for (let step = 1; step <= maxSteps; step++) {
    current = nextChainHash(current);
    if (current === terminalHash) return step;
  }
  return null;
}

/** The round's crash point in hundredths (100 is 1.00×), from its hash and the chain's salt. */
export function crashPointOf(hash: string, salt: string): number {
  assertHash(hash);
  const digest = bytesToHex(hmac(sha256, hexToBytes(hash), utf8ToBytes(salt)));
  const r = BigInt(`0x${digest.slice(0, 13)}`);
  const point = (99n * TWO_POW_52) / (TWO_POW_52 - r);
  if (point > BigInt(CRASH_MAX_POINT)) return CRASH_MAX_POINT;
  return Math.max(CRASH_MIN_POINT, Number(point));
}

/** The multiplier in hundredths `elapsedMs` after the round's start (1.00× before it). */
export function crashMultiplierAt(elapsedMs: number): number {
  if (!(elapsedMs > 0)) return CRASH_MIN_POINT;
  const value = Math.floor(100 * Math.exp(CRASH_GROWTH * elapsedMs) + 1e-9);
  return Math.min(value, CRASH_MAX_POINT);
}

/** The first whole millisecond at which the multiplier reaches `point` hundredths. */
export function crashMsAt(point: number): number {
  if (point <= CRASH_MIN_POINT) return 0;
  let ms = Math.max(0, Math.floor(Math.log(point / 100) / CRASH_GROWTH) - 2);
  while (crashMultiplierAt(ms) < point) ms++;
  return ms;
}

/** What a bet pays cashed at `point` hundredths: floor(bet × point / 100). */
export function crashPayout(bet: bigint, point: number): bigint {
  return (bet * BigInt(point)) / 100n;
}

/** Exact RTP in percent of cashing out at `params.cashout`: P(crash ≥ t + 1) × t / 100. */
export function crashRtp(params: TCrashParams): number {
  const target = BigInt(params.cashout);
  return percentOf(((99n * TWO_POW_52) / (target + 1n)) * target, TWO_POW_52 * 100n);
}
