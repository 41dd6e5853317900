import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createPasswordHasher, DEFAULT_PASSWORD_HASH_COST } from './password';

describe('password hashing', () => {
  it('stores the cost in the hash, so a hash verifies under any later cost', async () => {
    const cheap = createPasswordHasher(4);
    const strong = createPasswordHasher(DEFAULT_PASSWORD_HASH_COST);
    const cheapHash = await cheap.hash('correct horse battery');
    const strongHash = await strong.hash('correct horse battery');
    expect(cheapHash.split('$').slice(0, 4)).toEqual(['scrypt', '16', '8', '1']);
    expect(strongHash.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 15), '8', '1']);
    expect(await strong.verify('correct horse battery', cheapHash)).toBe(true);
    expect(await cheap.verify('correct horse battery', strongHash)).toBe(true);
    expect(await cheap.verify('correct horse batter', strongHash)).toBe(false);
  });

  it('refuses what is not one of its hashes', async () => {
    const hasher = createPasswordHasher(4);
    for (const stored of [
      '',
      'plain',
      'scrypt$16$8$1$c2FsdA==',
      'bcrypt$16$8$1$a$b',
      'scrypt$x$8$1$a$b',
    ])
      expect(await hasher.verify('anything', stored)).toBe(false);
    expect(await hasher.verifyAgainstNothing('anything')).toBe(false);
  });

  it('is full strength by default and never weaker in production', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:' }).passwordHashCost).toBe(15);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATA_DIR: ':memory:', PASSWORD_HASH_COST: '10' }),
    ).toThrow(/PASSWORD_HASH_COST: at least 15/);
    expect(() => loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '40' })).toThrow(
      /PASSWORD_HASH_COST/,
    );
  });
});
