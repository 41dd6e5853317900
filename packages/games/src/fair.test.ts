import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { GameParamsError } from './errors';
import { floatStream, hashServerSeed, roundBytes, roundFloats } from './fair';
import { nodeCrypto } from './test-support';

const { createHash, createHmac } = nodeCrypto;

/** The README's worked example. */
const demo = { serverSeed: 'aurum-demo-server-seed', clientSeed: 'player', nonce: 0 };
const seeds = { serverSeed: 'aurum-server-seed-ünïcode', clientSeed: 'player-seed', nonce: 42 };

/** The documented algorithm, written from the README with node:crypto only. */
function referenceFloats(count: number): number[] {
  const floats: number[] = [];
  for (let cursor = 0; floats.length < count; cursor++) {
    const block = createHmac('sha256', seeds.serverSeed)
      .update(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`)
      .digest();
    for (let offset = 0; offset < 32 && floats.length < count; offset += 4) {
      let float = 0;
      for (let i = 0; i < 4; i++) float += (block[offset + i] ?? 0) / 256 ** (i + 1);
      floats.push(float);
    }
  }
  return floats;
}

describe('fairness core', () => {
  it('hashes the server seed as SHA-256 hex of its UTF-8 bytes', () => {
    expect(hashServerSeed('')).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(hashServerSeed(seeds.serverSeed)).toBe(
      createHash('sha256').update(seeds.serverSeed).digest('hex'),
    );
  });

  it('derives each block as HMAC-SHA256(serverSeed, clientSeed:nonce:cursor)', () => {
    for (const cursor of [0, 1, 7]) {
      const expected = createHmac('sha256', seeds.serverSeed)
        .update(`player-seed:42:${cursor}`)
        .digest();
      expect(bytesToHex(roundBytes(seeds, cursor))).toBe(bytesToHex(expected));
    }
    // Fixed vectors, so a change of library or encoding cannot slip through unnoticed.
    expect(bytesToHex(roundBytes({ serverSeed: 'k', clientSeed: 'c', nonce: 0 }, 0))).toBe(
      'f468875f10b1b3510300c507481ccedc8685edfdccaf21fb6a08750b72f87919',
    );
    expect(bytesToHex(roundBytes(demo, 0))).toBe(
      '7e87a95479bb804c538b5fd4cb914954733592b3f72eb942be8ca19897a12b45',
    );
  });

  it('matches the worked example in the README', () => {
    expect(hashServerSeed(demo.serverSeed)).toBe(
      '0b195683c25b887ec3a0f8a8e38df7edffec84922d1bcbc50083dad29a19504a',
    );
    expect(roundFloats(demo, 3)).toEqual([
      0x7e87a954 / 2 ** 32,
      0x79bb804c / 2 ** 32,
      0x538b5fd4 / 2 ** 32,
    ]);
    expect(roundFloats(demo, 1)[0]).toBe(0.4942575292661786);
  });

  it('reads 8 floats per block, 4 bytes each, across blocks in order', () => {
    const floats = roundFloats(seeds, 20);
    expect(floats).toEqual(referenceFloats(20));
    expect(floats[8]).toBe(referenceFloats(9)[8]);
    for (const float of floats) {
      expect(float).toBeGreaterThanOrEqual(0);
      expect(float).toBeLessThan(1);
      expect(Number.isInteger(float * 2 ** 32)).toBe(true);
    }
  });

  it('streams the same floats lazily and counts them', () => {
    const stream = floatStream(seeds);
    const taken = Array.from({ length: 17 }, () => stream.next());
    expect(taken).toEqual(roundFloats(seeds, 17));
    expect(stream.used).toBe(17);
  });

  it('keeps rounds apart: other nonce, client seed or server seed, other floats', () => {
    const base = roundFloats(seeds, 8);
    expect(roundFloats({ ...seeds, nonce: 43 }, 8)).not.toEqual(base);
    expect(roundFloats({ ...seeds, clientSeed: 'other' }, 8)).not.toEqual(base);
    expect(roundFloats({ ...seeds, serverSeed: 'other' }, 8)).not.toEqual(base);
    // Switching back and forth between server seeds must not leak state between them.
    expect(roundFloats(seeds, 8)).toEqual(base);
  });

  it('rejects a nonce or cursor that is not a non-negative integer', () => {
    expect(() => roundBytes({ ...seeds, nonce: -1 }, 0)).toThrow(GameParamsError);
    expect(() => roundBytes({ ...seeds, nonce: 1.5 }, 0)).toThrow(GameParamsError);
    expect(() => roundBytes(seeds, Number.NaN)).toThrow(GameParamsError);
  });
});
