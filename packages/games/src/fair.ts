/**
 * The fairness core: every random decision of a round comes from these bytes and nothing else.
 *
 * Algorithm (reimplement it with any HMAC-SHA256 to check a round):
 *
 * 1. Before playing, the player sees `hashServerSeed(serverSeed)` = lowercase hex of
 *    SHA-256(UTF-8 serverSeed). The seed itself is revealed when the pair is rotated.
 * 2. Block `cursor` (0, 1, 2, ...) of a round is the 32 bytes
 *    HMAC-SHA256(key = UTF-8 serverSeed, message = UTF-8 `${clientSeed}:${nonce}:${cursor}`),
 *    with nonce and cursor written in decimal without padding, e.g. `my-seed:42:0`.
 * 3. Each block yields 8 floats, from bytes 0–3, 4–7, ..., 28–31 in order. With the four bytes
 *    b0..b3 of a group, the float is b0/256 + b1/256² + b2/256³ + b3/256⁴, which is exactly
 *    (b0·2²⁴ + b1·2¹⁶ + b2·2⁸ + b3) / 2³² (the big-endian unsigned 32-bit integer over 2³²), a
 *    number in [0, 1) on a grid of 2⁻³². Doubles hold it exactly.
 * 4. A round's floats are the floats of block 0, then block 1, and so on: float i comes from
 *    block floor(i / 8), bytes 4·(i mod 8) .. 4·(i mod 8) + 3. Games take them in order and say
 *    in their own files how each one is used.
 */
import { hmac, type _HMAC } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { GameParamsError } from './errors';
import type { TSeeds } from './types';

/** Floats per 32-byte block. */
export const FLOATS_PER_BLOCK = 8;
const TWO_POW_32 = 2 ** 32;

export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

type TKeyedHmac = _HMAC<ReturnType<typeof sha256.create>>;
// The keyed HMAC state for the last server seed: a player's rounds share one seed, so the two
// key-pad compressions are done once and each block copies the state into `scratch` (the
// same reuse @noble/hashes' own pbkdf2 does). A cache, not state: the output never changes.
let lastKey: { serverSeed: string; keyed: TKeyedHmac; scratch: TKeyedHmac } | undefined;

function keyedHmac(serverSeed: string): TKeyedHmac {
  let key = lastKey;
  if (key?.serverSeed !== serverSeed) {
    const keyed: TKeyedHmac = hmac.create(sha256, utf8ToBytes(serverSeed));
    key = { serverSeed, keyed, scratch: keyed.clone() };
    lastKey = key;
  }
  return key.keyed._cloneInto(key.scratch);
}

function assertCounter(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new GameParamsError(`${name} must be a non-negative integer, got ${value}`);
  }
}

export function roundBytes(seeds: TSeeds, cursor: number): Uint8Array {
  assertCounter(seeds.nonce, 'nonce');
  assertCounter(cursor, 'cursor');
  const message = utf8ToBytes(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`);
  return keyedHmac(seeds.serverSeed).update(message).digest();
}

/** The float at `offset` (0, 4, ..., 28) of a block: the big-endian uint32 over 2³². */
function blockFloat(block: Uint8Array, offset: number): number {
  const word =
    (block[offset] ?? 0) * 0x1000000 +
    (block[offset + 1] ?? 0) * 0x10000 +
    (block[offset + 2] ?? 0) * 0x100 +
    (block[offset + 3] ?? 0);
  return word / TWO_POW_32;
}

/** Reads a round's floats lazily and in order, for games that don't know how many they need. */
export interface TFloatStream {
  next(): number;
  /** Floats taken so far. */
  readonly used: number;
}

export function floatStream(seeds: TSeeds): TFloatStream {
  let block: Uint8Array = new Uint8Array(0);
  let used = 0;
  return {
    next() {
      const slot = used % FLOATS_PER_BLOCK;
      if (slot === 0) block = roundBytes(seeds, used / FLOATS_PER_BLOCK);
      used++;
      return blockFloat(block, slot * 4);
    },
    get used() {
      return used;
    },
  };
}

export function roundFloats(seeds: TSeeds, count: number): number[] {
  assertCounter(count, 'count');
  const stream = floatStream(seeds);
  return Array.from({ length: count }, () => stream.next());
}
