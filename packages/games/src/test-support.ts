/**
 * Node APIs for the tests, typed by hand: the package compiles without Node's types so that
 * nothing in src can reach for them (the maths runs in the browser too). Not exported.
 */
import { expect } from 'vitest';
import { exactRtp } from './rtp';
import { roundMultiplier, sampleRtp, type TRtpSample } from './simulate';
import type { TGameType, TSeeds } from './types';

interface TDigest {
  update(data: string): TDigest;
  digest(): Uint8Array;
  digest(encoding: 'hex'): string;
}
interface TNodeCrypto {
  createHash: (algorithm: 'sha256') => TDigest;
  createHmac: (algorithm: 'sha256', key: string) => TDigest;
}
interface TNodeFs {
  readFileSync: (path: string, encoding: 'utf8') => string;
}
interface TNodePath {
  resolve: (...parts: string[]) => string;
  dirname: (path: string) => string;
}
interface TNodeUrl {
  fileURLToPath: (url: string) => string;
}

const load = (name: string): Promise<unknown> => import(name);

/** node:crypto, an implementation independent of @noble/hashes. */
export const nodeCrypto = (await load('node:crypto')) as TNodeCrypto;
const fs = (await load('node:fs')) as TNodeFs;
const path = (await load('node:path')) as TNodePath;
const url = (await load('node:url')) as TNodeUrl;

/** A file of packages/games, by its path from the package root. */
export function readPackageFile(relative: string): string {
  const here = url.fileURLToPath((import.meta as unknown as { url: string }).url);
  return fs.readFileSync(path.resolve(path.dirname(here), '..', relative), 'utf8');
}

/** Asserts a measured RTP lies within 4 of its own standard errors of the exact value. */
export function expectRtpNear(sample: TRtpSample, exact: number, label: string): void {
  const gap = Math.abs(sample.rtp - exact);
  const figures = `measured ${sample.rtp.toFixed(3)} ± ${sample.standardError.toFixed(3)}, exact ${exact.toFixed(3)}`;
  expect(gap, `${label}: ${figures}`).toBeLessThanOrEqual(4 * sample.standardError);
}

/** Plays `rounds` seeded rounds of a single-step game and checks them against exactRtp. */
export function checkRtp(
  seeds: Omit<TSeeds, 'nonce'>,
  type: TGameType,
  variant: string,
  params: unknown,
  rounds: number,
): TRtpSample {
  const code = { type, variant, theme: 'test' };
  const sample = sampleRtp(rounds, roundMultiplier(code, seeds, params, 1_000_000n));
  expectRtpNear(
    sample,
    exactRtp(type, variant, params),
    `${type}/${variant} ${JSON.stringify(params)}`,
  );
  return sample;
}
