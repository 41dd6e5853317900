import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt's cost as log2(N): 15 is N=2^15 with r=8, 32 MiB per hash. Every hash carries its own
 * parameters, so a hash made at one cost still verifies after the cost changes.
 */
export const DEFAULT_PASSWORD_HASH_COST = 15;
/** Bounds of the cost: below 4 is no work at all; 2^17 with r=8 takes 128 MiB per hash. */
export const PASSWORD_HASH_COST_RANGE = { min: 4, max: 17 } as const;

const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$key` read back; undefined for anything that is not such a hash. */
function parse(stored: string): { options: ScryptOptions; salt: Buffer; key: Buffer } | undefined {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key || rest.length > 0) return undefined;
  const [N = 0, blockSize = 0, parallelism = 0] = [n, r, p].map(Number);
  if (![N, blockSize, parallelism].every((value) => Number.isSafeInteger(value) && value > 0))
    return undefined;
  return {
    options: { N, r: blockSize, p: parallelism },
    salt: Buffer.from(salt, 'base64'),
    key: Buffer.from(key, 'base64'),
  };
}

export interface PasswordHasher {
  /** A new hash at the configured cost. */
  hash(password: string): Promise<string>;
  /** Checks a stored hash with the parameters it was made with, whatever the cost is now. */
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the time of a real check, so a missing account cannot be told apart by timing. */
  verifyAgainstNothing(password: string): Promise<false>;
}

/** Password hashing at `cost` (log2 of scrypt's N); see DEFAULT_PASSWORD_HASH_COST. */
export function createPasswordHasher(cost: number = DEFAULT_PASSWORD_HASH_COST): PasswordHasher {
  if (
    !Number.isInteger(cost) ||
    cost < PASSWORD_HASH_COST_RANGE.min ||
    cost > PASSWORD_HASH_COST_RANGE.max
  )
    throw new RangeError(`password hash cost ${cost} is out of range`);
  const params = { N: 2 ** cost, r: BLOCK_SIZE, p: PARALLELISM };

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, params);
    return [
      'scrypt',
      params.N,
      params.r,
      params.p,
      salt.toString('base64'),
      key.toString('base64'),
    ].join('$');
  }

  async function verify(password: string, stored: string): Promise<boolean> {
    const parsed = parse(stored);
    if (!parsed) return false;
    const actual = await derive(password, parsed.salt, parsed.options);
    return actual.length === parsed.key.length && timingSafeEqual(actual, parsed.key);
  }

  let dummyHash: Promise<string> | undefined;
  return {
    hash,
    verify,
    async verifyAgainstNothing(password) {
      dummyHash ??= hash('not-a-real-password');
      await verify(password, await dummyHash);
      return false;
    },
  };
}
