import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to PGlite in ./data on port 3000 with en and ru offered', () => {
    const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'aurum-cfg-')) });
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('pglite');
    expect(config.locales).toEqual(['en', 'ru']);
    expect(config.redisUrl).toBeUndefined();
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATA_DIR: ':memory:', DATABASE_URL: 'postgres://u@127.0.0.1/db' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@127.0.0.1/db',
      poolMax: 10,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ LOCALES: 'en,xx' }, 'LOCALES'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
  ])('refuses %o with a message naming %s', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: ':memory:', ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: ':memory:', ...env })).toThrow(new RegExp(name));
  });

  it('refuses a default locale that is not offered', () => {
    expect(() => loadConfig({ DATA_DIR: ':memory:', LOCALES: 'ru', DEFAULT_LOCALE: 'en' })).toThrow(
      /DEFAULT_LOCALE/,
    );
  });

  it('requires real secrets in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: ':memory:' })).toThrow(
      /SESSION_SECRET: required/,
    );
    const secret = 'x'.repeat(40);
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: ':memory:',
      SESSION_SECRET: secret,
      STUDIO_SECRET: secret,
    });
    expect(config.secrets.SESSION_SECRET).toBe(secret);
  });

  it('generates development secrets once and keeps them in DATA_DIR', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'aurum-cfg-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.secrets.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.secrets.SESSION_SECRET).toBe(first.secrets.SESSION_SECRET);
    const stored = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as object;
    expect(stored).toEqual({
      SESSION_SECRET: first.secrets.SESSION_SECRET,
      STUDIO_SECRET: first.secrets.STUDIO_SECRET,
    });
    expect(first.secrets.STUDIO_SECRET).not.toBe(first.secrets.SESSION_SECRET);
  });
});
