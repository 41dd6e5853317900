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

  it('trusts a number of proxy hops or a list of proxy addresses, never every hop', () => {
    const trust = (value: string) =>
      loadConfig({ DATA_DIR: ':memory:', TRUST_PROXY: value }).trustProxy;
    expect(loadConfig({ DATA_DIR: ':memory:' }).trustProxy).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 10.0.0.0/8,fd00::/8,loopback')).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => trust('true')).toThrow(
      /TRUST_PROXY: "true" would trust every X-Forwarded-For hop/,
    );
    expect(() => trust('10.0.0.0/33')).toThrow(/TRUST_PROXY: .*not: 10.0.0.0\/33/);
    expect(() => trust('proxy.internal')).toThrow(/TRUST_PROXY/);
  });

  it('reads the public origins and serves API docs outside production only by default', () => {
    const config = loadConfig({
      DATA_DIR: ':memory:',
      PUBLIC_ORIGINS: 'https://aurum.example, http://localhost:5173',
    });
    expect(config.publicOrigins).toEqual(['https://aurum.example', 'http://localhost:5173']);
    expect(config.openApiDocs).toBe(true);
    expect(() =>
      loadConfig({ DATA_DIR: ':memory:', PUBLIC_ORIGINS: 'https://aurum.example/app' }),
    ).toThrow(/PUBLIC_ORIGINS/);
    const secret = 'x'.repeat(40);
    const production = { NODE_ENV: 'production', SESSION_SECRET: secret, STUDIO_SECRET: secret };
    expect(loadConfig({ DATA_DIR: ':memory:', ...production }).openApiDocs).toBe(false);
    expect(
      loadConfig({ DATA_DIR: ':memory:', ...production, OPENAPI_DOCS: 'true' }).openApiDocs,
    ).toBe(true);
  });

  it('offers the chat-bot providers in production only with tokens, the sandbox elsewhere', () => {
    const secret = 'x'.repeat(40);
    const production = { NODE_ENV: 'production', SESSION_SECRET: secret, STUDIO_SECRET: secret };
    const bare = loadConfig({ DATA_DIR: ':memory:', ...production }).telegramPay;
    expect(bare.cryptobot).toBeUndefined();
    expect(bare.xrocket).toBeUndefined();
    expect(bare.exchangeUrl).toBeUndefined();
    const withTokens = loadConfig({
      DATA_DIR: ':memory:',
      ...production,
      CRYPTO_PAY_TOKEN: '12345:AAzQcZWQqQAbsfgPnOLr4FHC8Doa4L7KryC',
      XROCKET_PAY_KEY: 'a1b2c3d4e5f6a7b8c9d0',
      XROCKET_PAY_API_URL: 'https://pay.xrocket.example/',
    }).telegramPay;
    expect(withTokens.cryptobot).toEqual({
      token: '12345:AAzQcZWQqQAbsfgPnOLr4FHC8Doa4L7KryC',
      apiUrl: 'https://pay.crypt.bot/api',
    });
    expect(withTokens.xrocket).toEqual({
      token: 'a1b2c3d4e5f6a7b8c9d0',
      apiUrl: 'https://pay.xrocket.example',
    });
    // Elsewhere: the in-process sandbox (no API root), with a token derived from the secret.
    const development = loadConfig({ DATA_DIR: ':memory:', SESSION_SECRET: secret }).telegramPay;
    expect(development.cryptobot?.apiUrl).toBeUndefined();
    expect(development.exchangeUrl).toBe('sandbox');
    expect(development.cryptobot?.token).toMatch(/^1000:[\w-]{20,}$/);
    expect(development.cryptobot?.token).not.toContain(secret);
    expect(development.xrocket?.token).not.toBe(development.cryptobot?.token);
    expect(() => loadConfig({ DATA_DIR: ':memory:', CRYPTO_PAY_TOKEN: 'not a token' })).toThrow(
      /CRYPTO_PAY_TOKEN/,
    );
  });

  it('offers TON Connect in production only with a deposit wallet, the sandbox chain elsewhere', () => {
    const secret = 'y'.repeat(40);
    const production = { NODE_ENV: 'production', SESSION_SECRET: secret, STUDIO_SECRET: secret };
    expect(loadConfig({ DATA_DIR: ':memory:', ...production }).ton).toBeUndefined();
    const wallet = 'UQBFV6e3Cc_7fbO9l4PIk6v9Is27sAqbYvQ-V20fY-kdGKeF';
    const real = loadConfig({
      DATA_DIR: ':memory:',
      ...production,
      TON_DEPOSIT_ADDRESS: wallet,
      TON_API_KEY: 'abcdef0123456789',
    }).ton;
    expect(real).toMatchObject({
      network: 'mainnet',
      apiUrl: 'https://toncenter.com/api/v3',
      apiKey: 'abcdef0123456789',
      depositAddress: wallet,
      jettonMasters: {
        USDTTON: 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs',
        NOT: 'EQAvlWFDxGF2lXm67y4yzC17wYKD9A0guwPkMs1gOsM__NOT',
      },
    });
    const testnet = loadConfig({
      DATA_DIR: ':memory:',
      ...production,
      TON_DEPOSIT_ADDRESS: wallet,
      TON_NETWORK: 'testnet',
      TON_JETTON_MASTERS: 'USDTTON=kQD0GKBM8ZbryVk2aESmzfU6b9b_8era_IkvBSELujFZPsyy',
    }).ton;
    expect(testnet?.apiUrl).toBe('https://testnet.toncenter.com/api/v3');
    expect(testnet?.jettonMasters).toEqual({
      USDTTON: 'kQD0GKBM8ZbryVk2aESmzfU6b9b_8era_IkvBSELujFZPsyy',
    });
    // Elsewhere: the in-process sandbox chain (no API root) with a wallet derived from the secret.
    const development = loadConfig({ DATA_DIR: ':memory:', SESSION_SECRET: secret }).ton;
    expect(development?.apiUrl).toBeUndefined();
    expect(development?.depositAddress).toMatch(/^0:[0-9a-f]{64}$/);
    // Another chain API outside production needs a wallet of its own.
    expect(
      loadConfig({ DATA_DIR: ':memory:', TON_API_URL: 'https://testnet.toncenter.com/api/v3' }).ton,
    ).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: ':memory:', TON_DEPOSIT_ADDRESS: 'nope' })).toThrow(
      /TON_DEPOSIT_ADDRESS/,
    );
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
