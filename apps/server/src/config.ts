import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ZLocaleCode, type LOCALE_CODES } from '@aurum/contracts/languages';
import { z } from 'zod';
import { DEFAULT_PASSWORD_HASH_COST, PASSWORD_HASH_COST_RANGE } from './lib/password';

/** The only module that reads `process.env`. */

/** SESSION_SECRET signs sessions and tokens; STUDIO_SECRET signs the in-house studio's wallet calls. */
const SECRET_NAMES = ['SESSION_SECRET', 'STUDIO_SECRET'] as const;
type TSecretName = (typeof SECRET_NAMES)[number];

const ZBooleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const ZHttpUrl = z
  .string()
  .regex(/^https?:\/\/[^/]+/, 'must be an http(s) URL')
  .transform((value) => value.replace(/\/+$/, ''));

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  LOCALES: z
    .string()
    .default('en,ru')
    .transform((value) => value.split(',').map((code) => code.trim()))
    .pipe(z.array(ZLocaleCode).min(1)),
  DEFAULT_LOCALE: ZLocaleCode.default('en'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => parseTrustProxy(value, context)),
  /**
   * The site's public origins (`https://aurum.example,https://www.aurum.example`): state-changing
   * calls from a browser must come from one of them. Empty: the origin must name the request's host.
   */
  PUBLIC_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().refine(isOrigin, 'must be origins like https://aurum.example'))),
  /** Serves the OpenAPI document and its UI at /api/docs; outside production by default. */
  OPENAPI_DOCS: ZBooleanFlag.optional(),
  WEB_DIST_DIR: z.string().optional(),
  SEED_DEMO_DATA: ZBooleanFlag.default(true),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  STUDIO_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Signs sportsbook cash-out quotes; unset, a key derived from SESSION_SECRET. */
  CASH_OUT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Where the in-house studio sends its seamless-wallet calls. Unset: straight into this
   * process's HTTP pipeline (one node); set it when the studio runs apart from the API.
   */
  STUDIO_WALLET_URL: z
    .string()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Crash: how long a round takes bets, and the pause after a crash before the next one. */
  CRASH_BETTING_MS: z.coerce.number().int().min(1000).max(120_000).default(6000),
  CRASH_PAUSE_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  /** How often each node tries to move the shared round on and sends ticks; 0 turns it off. */
  CRASH_LOOP_MS: z.coerce.number().int().min(0).max(5000).default(200),
  /** The first chain's secret seed (64 hex digits); unset, a random one. Tests fix it. */
  CRASH_CHAIN_SEED: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hex digits')
    .optional(),
  CRASH_CHAIN_LENGTH: z.coerce.number().int().min(10).max(1_000_000).default(10_000),
  /** Production: disable the development operator left by a development start, not refuse. */
  DISABLE_DEV_OPERATOR: ZBooleanFlag.default(false),
  /** Operator sessions: at most this long after sign-in, and over after this long unused. */
  OPERATOR_SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(72).default(12),
  OPERATOR_SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).max(720).default(30),
  /** Operators must enrol a TOTP second factor before anything else; always on in production. */
  OPERATOR_REQUIRE_TOTP: ZBooleanFlag.default(false),
  COOKIE_SECURE: ZBooleanFlag.optional(),
  GEO_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'must be an HTTP header name')
    .transform((name) => name.toLowerCase())
    .optional(),
  GEOIP_CSV: z.string().optional(),
  RESTRICTED_COUNTRIES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'must be ISO 3166-1 alpha-2 codes'))),
  TELEGRAM_BOT_TOKENS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((token) => token.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(z.string().regex(/^\d+:[A-Za-z0-9_-]{20,}$/, 'must be bot tokens "<id>:<secret>"')),
    ),
  TELEGRAM_AUTH_MAX_AGE_S: z.coerce.number().int().min(60).default(86_400),
  LOGIN_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  REGISTRATIONS_PER_IP: z.coerce.number().int().min(1).default(10),
  PROMO_MISSES_PER_IP: z.coerce.number().int().min(1).default(20),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]*$/)
    .default('aurum:'),
  RATES_REFRESH_SECONDS: z.coerce.number().int().min(0).default(300),
  SANDBOX_BLOCK_SECONDS: z.coerce.number().int().min(0).default(10),
  DISPLAY_CURRENCIES: z
    .string()
    .default('USD,EUR,RUB,UAH,KZT,UZS,PLN,IDR,USDT,USDC,TON,TRX,ETH,BTC,SOL,NOT,LTC')
    .transform((value) => value.split(',').map((code) => code.trim().toUpperCase()))
    .pipe(z.array(z.string().regex(/^[A-Z0-9_]{2,16}$/)).min(1)),
  /** Off: every deposit and withdrawal call answers payments_are_disabled. */
  PAYMENTS_ENABLED: ZBooleanFlag.default(true),
  /** Deposits must be wagered this many times before a withdrawal; 0 turns the rule off. */
  WITHDRAW_WAGER_MULTIPLIER: z.coerce.number().min(0).max(100).default(1),
  /** An incomplete profile (names, gender, birth date) blocks withdrawal. */
  WITHDRAW_VERIFY_PROFILE: ZBooleanFlag.default(true),
  /** Per player per UTC day, in whole units of the account currency. */
  WITHDRAW_DAILY_LIMIT: z.coerce.number().int().min(1).default(10_000),
  /** Withdrawals worth this much or more (account currency) wait for an operator. */
  WITHDRAW_APPROVAL_THRESHOLD: z.coerce.number().int().min(1).default(1_000),
  /** How long a player can cancel a withdrawal before it is sent. */
  WITHDRAW_CANCEL_SECONDS: z.coerce.number().int().min(0).default(300),
  /** How often the withdrawal processor runs; 0 turns it off. */
  WITHDRAW_PROCESS_SECONDS: z.coerce.number().int().min(0).default(15),
  /**
   * Crypto Pay (@CryptoBot) app token, `<app id>:<secret>`. Production offers the chat-bot
   * provider only with one; elsewhere the in-process sandbox takes a token derived from
   * SESSION_SECRET when it is unset.
   */
  CRYPTO_PAY_TOKEN: z
    .string()
    .regex(/^\d+:[A-Za-z0-9_-]{10,}$/, 'must be a Crypto Pay app token "<id>:<secret>"')
    .optional(),
  /**
   * Crypto Pay API root (`https://pay.crypt.bot/api`, testnet `https://testnet-pay.crypt.bot/api`).
   * Unset: the real one in production, the in-process sandbox elsewhere.
   */
  CRYPTO_PAY_API_URL: ZHttpUrl.optional(),
  /** xRocket Pay API key (Rocket-Pay-Key); as CRYPTO_PAY_TOKEN for the sandbox. */
  XROCKET_PAY_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_:-]{10,200}$/, 'must be an xRocket Pay API key')
    .optional(),
  /** xRocket Pay API root (`https://pay.xrocket.tg`); unset as CRYPTO_PAY_API_URL. */
  XROCKET_PAY_API_URL: ZHttpUrl.optional(),
  /**
   * The exchange service the Telegram wallet top-up asks for links and currencies. Unset: the
   * in-process sandbox outside production, none in production.
   */
  EXCHANGE_SERVICE_URL: ZHttpUrl.optional(),
  /** How long a chat-bot invoice may be paid (xRocket allows at most a day). */
  BOT_PAY_INVOICE_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** How often unpaid chat-bot invoices past their time are marked expired; 0 turns it off. */
  BOT_PAY_SWEEP_SECONDS: z.coerce.number().int().min(0).default(60),
  /** How long a player has to pay a fiat deposit order. */
  FIAT_ORDER_TTL_SECONDS: z.coerce.number().int().min(1).default(900),
  /** How often expired fiat deposit orders are marked timed out; 0 turns the sweep off. */
  ORDERS_SWEEP_SECONDS: z.coerce.number().int().min(0).default(30),
  /**
   * TON Connect deposits: the toncenter API v3 root the watcher (and the web) read the chain
   * from, e.g. `https://toncenter.com/api/v3` (testnet `https://testnet.toncenter.com/api/v3`).
   * Unset: the real one in production, the in-process sandbox chain elsewhere.
   */
  TON_API_URL: ZHttpUrl.optional(),
  /** toncenter API key (X-API-Key); without one the API answers at a low rate. */
  TON_API_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{10,128}$/)
    .optional(),
  /**
   * The platform's TON deposit wallet (players send TON and jettons here, each deposit with its
   * own comment). Production offers TON Connect deposits only with one; the sandbox chain
   * derives one from SESSION_SECRET when it is unset.
   */
  TON_DEPOSIT_ADDRESS: z
    .string()
    .regex(/^([A-Za-z0-9_-]{48}|-?[0-9]+:[0-9a-fA-F]{64})$/)
    .optional(),
  TON_NETWORK: z.enum(['mainnet', 'testnet']).default('mainnet'),
  /**
   * The jetton masters of the TON-network methods, `CODE=address,...` (mainnet USDT and NOT by
   * default; testnet needs its own).
   */
  TON_JETTON_MASTERS: z
    .string()
    .default(
      'USDTTON=EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs,NOT=EQAvlWFDxGF2lXm67y4yzC17wYKD9A0guwPkMs1gOsM__NOT',
    )
    .transform((value) => {
      const entries = value
        .split(',')
        .filter((entry) => entry.trim())
        .map((entry): [string, string] => {
          const [code = '', address = ''] = entry.split('=');
          return [code.trim(), address.trim()];
        });
      return Object.fromEntries(entries);
    })
    .pipe(z.record(z.string().regex(/^[A-Z0-9_]{2,16}$/), z.string().min(48).max(70))),
  /** How often the TON deposit watcher reads the chain; 0 turns it off. */
  TON_WATCH_SECONDS: z.coerce.number().int().min(0).default(10),
  /** How long past its validUntil an unseen TON Connect deposit stays pending (chain API lag). */
  TON_DEPOSIT_GRACE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(900),
  /** Where the TON Connect manifest says the app lives; unset: the request's own origin. */
  TON_APP_URL: ZHttpUrl.optional(),
  /**
   * The sandbox bank acts by itself this long after a player's step (confirms a proven deposit,
   * pays out a withdrawal after its cancel window); 0 leaves it to the sandbox calls.
   */
  SANDBOX_FIAT_SECONDS: z.coerce.number().int().min(0).default(20),
  /** The in-process sandbox odds feed (never in production); off in tests unless they ask. */
  SPORTSBOOK_SANDBOX_FEED: ZBooleanFlag.default(true),
  /** Seeds the sandbox feed's fixtures, names and prices: the same seed, the same book. */
  SPORTSBOOK_SANDBOX_SEED: z.string().min(1).max(64).default('aurum'),
  /** Real minutes a sandbox soccer match takes from kick-off to the final whistle. */
  SPORTSBOOK_MATCH_MINUTES: z.coerce.number().min(1).max(120).default(10),
  /** How far ahead the sandbox feed lists fixtures (a week; fewer hours, a lighter book). */
  SPORTSBOOK_SANDBOX_HOURS: z.coerce.number().int().min(1).max(336).default(168),
  /** A feed producer silent this long has every market suspended until it recovers. */
  SPORTSBOOK_HEARTBEAT_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(300).default(20),
  /** How often the watchdog looks at the producers' heartbeats; 0 turns it off. */
  SPORTSBOOK_WATCHDOG_SECONDS: z.coerce.number().int().min(0).default(5),
  /** Stake limits and payout limits of a bet, in account-currency minor units (USD cents). */
  SPORTSBOOK_MIN_STAKE: z.coerce.bigint().positive().default(10n),
  SPORTSBOOK_MAX_STAKE: z.coerce.bigint().positive().default(100_000n),
  SPORTSBOOK_MAX_PAYOUT: z.coerce.bigint().positive().default(5_000_000n),
  /** Most a player's open bets on one event may pay together. */
  SPORTSBOOK_MAX_EVENT_PAYOUT: z.coerce.bigint().positive().default(10_000_000n),
  /** What a cash-out keeps of the fair value, in thousandths; a quote lives this many seconds. */
  SPORTSBOOK_CASH_OUT_MARGIN_PERMILLE: z.coerce.number().int().min(0).max(500).default(50),
  SPORTSBOOK_CASH_OUT_QUOTE_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  /** How often pending live bets are decided and settled bets paid; 0 leaves it to the calls. */
  SPORTSBOOK_BETS_SECONDS: z.coerce.number().int().min(0).default(1),
  /** scrypt's cost for new password hashes, as log2(N); tests lower it to save time. */
  PASSWORD_HASH_COST: z.coerce
    .number()
    .int()
    .min(PASSWORD_HASH_COST_RANGE.min)
    .max(PASSWORD_HASH_COST_RANGE.max)
    .default(DEFAULT_PASSWORD_HASH_COST),
});

export type TTrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (`10.0.0.0/8`) or one of proxy-addr's names (`loopback`). */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function parseTrustProxy(value: string, context: z.RefinementCtx): TTrustProxy {
  const text = value.trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    context.addIssue({
      code: 'custom',
      message:
        '"true" would trust every X-Forwarded-For hop, so any client could pick its own address; ' +
        'give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.1,10.0.0.0/8)',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `must be a number of proxies or proxy addresses/CIDR ranges; not: ${bad.join(', ')}`,
    });
    return z.NEVER;
  }
  return entries;
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

export type TDatabaseConfig =
  | { kind: 'postgres'; url: string; poolMax: number }
  /**
   * `dataDir` undefined: in memory, nothing kept. `initialData`: a dumped data directory to
   * start from instead of an empty database (tests copy one migrated and seeded database).
   */
  | { kind: 'pglite'; dataDir: string | undefined; initialData?: Blob };

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  dataDir: string | undefined;
  database: TDatabaseConfig;
  redisUrl: string | undefined;
  /** Namespace of every Redis key, so several deployments can share one Redis. */
  redisKeyPrefix: string;
  locales: readonly (typeof LOCALE_CODES)[number][];
  defaultLocale: (typeof LOCALE_CODES)[number];
  /**
   * Which X-Forwarded-For hops to believe: false (none), the number of proxies in front, or their
   * addresses and CIDR ranges. Never every hop, or clients could choose their own address.
   */
  trustProxy: TTrustProxy;
  /** Origins allowed to make state-changing calls; empty: the request's own host. */
  publicOrigins: readonly string[];
  openApiDocs: boolean;
  webDistDir: string;
  seedDemoData: boolean;
  /** log2 of scrypt's N for new password hashes. */
  passwordHashCost: number;
  secrets: Record<TSecretName, string>;
  session: { ttlDays: number; cookieSecure: boolean };
  disableDevOperator: boolean;
  operators: { sessionTtlSeconds: number; sessionIdleSeconds: number; requireTotp: boolean };
  geo: {
    countryHeader: string | undefined;
    geoIpCsv: string | undefined;
    restrictedCountries: readonly string[];
  };
  telegram: { botTokens: ReadonlyMap<string, string>; authMaxAgeSeconds: number };
  limits: {
    loginAttemptsPerIp: number;
    loginFailuresPerAccount: number;
    registrationsPerIp: number;
    /** Unknown promo codes one address may try in an hour (looking up or redeeming). */
    promoMissesPerIp: number;
  };
  displayCurrencies: readonly string[];
  /** How often the rates source is polled; 0 turns the job off. */
  ratesRefreshSeconds: number;
  /** Sandbox controls under /api/sandbox/: everywhere but production. */
  sandbox: boolean;
  /** The in-house studio's wallet calls go here; undefined: into this process. */
  studioWalletUrl: string | undefined;
  crash: {
    bettingMs: number;
    pauseMs: number;
    loopMs: number;
    chainSeed: string | undefined;
    chainLength: number;
  };
  /** How often the sandbox chain mines a block on its own; 0 turns it off. */
  sandboxBlockSeconds: number;
  sportsbook: {
    /** Runs the sandbox feed in this process (sandbox environments only). */
    sandboxFeed: boolean;
    sandboxSeed: string;
    matchMinutes: number;
    /** Hours ahead the sandbox feed lists fixtures. */
    sandboxHours: number;
    heartbeatTimeoutSeconds: number;
    watchdogSeconds: number;
    bets: {
      minStake: bigint;
      maxStake: bigint;
      maxPayout: bigint;
      maxEventPayout: bigint;
      cashOutMarginPermille: number;
      cashOutQuoteSeconds: number;
      loopSeconds: number;
      /** HMAC key of cash-out quotes. */
      cashOutSecret: string;
    };
  };
  /**
   * The chat-bot payment providers of the Telegram build; undefined: not offered. A connection
   * without `apiUrl` talks to the in-process sandbox (never in production).
   */
  /** TON Connect deposits; undefined: not offered (production without a deposit wallet). */
  ton: TTonConfig | undefined;
  telegramPay: {
    cryptobot: TBotPayConnection | undefined;
    xrocket: TBotPayConnection | undefined;
    invoiceTtlSeconds: number;
    sweepSeconds: number;
    /**
     * The exchange service's root: a URL, `sandbox` (in process, never in production), or
     * undefined (not offered).
     */
    exchangeUrl: string | undefined;
  };
  payments: {
    enabled: boolean;
    wagerMultiplier: number;
    verifyProfile: boolean;
    /** Account-currency minor units. */
    dailyWithdrawLimit: bigint;
    approvalThreshold: bigint;
    cancelSeconds: number;
    processSeconds: number;
    ordersSweepSeconds: number;
    sandboxFiatSeconds: number;
    orderTtlSeconds: number;
  };
}

export interface TTonConfig {
  network: 'mainnet' | 'testnet';
  /** The toncenter API v3 root; undefined: the in-process sandbox chain. */
  apiUrl: string | undefined;
  apiKey: string | undefined;
  /** The deposit wallet, as configured (any address form). */
  depositAddress: string;
  /** Jetton masters by method code. */
  jettonMasters: Readonly<Record<string, string>>;
  watchSeconds: number;
  graceSeconds: number;
  appUrl: string | undefined;
}

export interface TBotPayConnection {
  /** The API token (Crypto Pay) or key (xRocket); it also keys the webhook signatures. */
  token: string;
  /** The API root; undefined: the in-process sandbox. */
  apiUrl: string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const MEMORY_DATA_DIR = ':memory:';
const serverRoot = findServerRoot();

/** apps/server, whether running from src/ (tsx, vitest) or from the dist/ bundle. */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@aurum/server') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @aurum/server package root');
    dir = parent;
  }
}

export const paths = {
  serverRoot,
  migrations: path.join(serverRoot, 'migrations'),
  defaultWebDist: path.resolve(serverRoot, '..', 'web', 'dist'),
};

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  if (!env.LOCALES.includes(env.DEFAULT_LOCALE)) {
    throw new ConfigError([`DEFAULT_LOCALE: "${env.DEFAULT_LOCALE}" is not one of LOCALES`]);
  }
  if (env.NODE_ENV === 'production' && env.PASSWORD_HASH_COST < DEFAULT_PASSWORD_HASH_COST) {
    throw new ConfigError([
      `PASSWORD_HASH_COST: at least ${DEFAULT_PASSWORD_HASH_COST} when NODE_ENV=production`,
    ]);
  }
  const dataDir = env.DATA_DIR === MEMORY_DATA_DIR ? undefined : path.resolve(env.DATA_DIR);
  const database: TDatabaseConfig = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX }
    : { kind: 'pglite', dataDir: dataDir && path.join(dataDir, 'pglite') };
  const secrets = resolveSecrets(env, dataDir);

  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    dataDir,
    database,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    locales: env.LOCALES,
    defaultLocale: env.DEFAULT_LOCALE,
    trustProxy: env.TRUST_PROXY,
    publicOrigins: env.PUBLIC_ORIGINS,
    openApiDocs: env.OPENAPI_DOCS ?? env.NODE_ENV !== 'production',
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : paths.defaultWebDist,
    seedDemoData: env.SEED_DEMO_DATA,
    passwordHashCost: env.PASSWORD_HASH_COST,
    secrets,
    session: {
      ttlDays: env.SESSION_TTL_DAYS,
      cookieSecure: env.COOKIE_SECURE ?? env.NODE_ENV === 'production',
    },
    disableDevOperator: env.DISABLE_DEV_OPERATOR,
    operators: {
      sessionTtlSeconds: env.OPERATOR_SESSION_TTL_HOURS * 60 * 60,
      sessionIdleSeconds: env.OPERATOR_SESSION_IDLE_MINUTES * 60,
      requireTotp: env.NODE_ENV === 'production' || env.OPERATOR_REQUIRE_TOTP,
    },
    geo: {
      countryHeader: env.GEO_COUNTRY_HEADER,
      geoIpCsv: env.GEOIP_CSV && path.resolve(env.GEOIP_CSV),
      restrictedCountries: env.RESTRICTED_COUNTRIES,
    },
    telegram: {
      botTokens: new Map(
        env.TELEGRAM_BOT_TOKENS.map((token) => [token.split(':', 1)[0] ?? '', token]),
      ),
      authMaxAgeSeconds: env.TELEGRAM_AUTH_MAX_AGE_S,
    },
    limits: {
      loginAttemptsPerIp: env.LOGIN_ATTEMPTS_PER_IP,
      loginFailuresPerAccount: env.LOGIN_FAILURES_PER_ACCOUNT,
      registrationsPerIp: env.REGISTRATIONS_PER_IP,
      promoMissesPerIp: env.PROMO_MISSES_PER_IP,
    },
    displayCurrencies: env.DISPLAY_CURRENCIES,
    ratesRefreshSeconds: env.RATES_REFRESH_SECONDS,
    sandbox: env.NODE_ENV !== 'production',
    studioWalletUrl: env.STUDIO_WALLET_URL,
    crash: {
      bettingMs: env.CRASH_BETTING_MS,
      pauseMs: env.CRASH_PAUSE_MS,
      loopMs: env.CRASH_LOOP_MS,
      chainSeed: env.CRASH_CHAIN_SEED,
      chainLength: env.CRASH_CHAIN_LENGTH,
    },
    sandboxBlockSeconds: env.SANDBOX_BLOCK_SECONDS,
    sportsbook: {
      sandboxFeed: env.NODE_ENV !== 'production' && env.SPORTSBOOK_SANDBOX_FEED,
      sandboxSeed: env.SPORTSBOOK_SANDBOX_SEED,
      matchMinutes: env.SPORTSBOOK_MATCH_MINUTES,
      sandboxHours: env.SPORTSBOOK_SANDBOX_HOURS,
      heartbeatTimeoutSeconds: env.SPORTSBOOK_HEARTBEAT_TIMEOUT_SECONDS,
      watchdogSeconds: env.SPORTSBOOK_WATCHDOG_SECONDS,
      bets: {
        minStake: env.SPORTSBOOK_MIN_STAKE,
        maxStake: env.SPORTSBOOK_MAX_STAKE,
        maxPayout: env.SPORTSBOOK_MAX_PAYOUT,
        maxEventPayout: env.SPORTSBOOK_MAX_EVENT_PAYOUT,
        cashOutMarginPermille: env.SPORTSBOOK_CASH_OUT_MARGIN_PERMILLE,
        cashOutQuoteSeconds: env.SPORTSBOOK_CASH_OUT_QUOTE_SECONDS,
        loopSeconds: env.SPORTSBOOK_BETS_SECONDS,
        cashOutSecret: env.CASH_OUT_SECRET ?? derivedKey(secrets.SESSION_SECRET, 'cash-out'),
      },
    },
    ton: tonConfig(env, secrets.SESSION_SECRET),
    telegramPay: {
      cryptobot: botPayConnection(env.NODE_ENV, env.CRYPTO_PAY_TOKEN, env.CRYPTO_PAY_API_URL, {
        realUrl: 'https://pay.crypt.bot/api',
        sandboxToken: () => `1000:${derivedKey(secrets.SESSION_SECRET, 'crypto-pay-sandbox')}`,
      }),
      xrocket: botPayConnection(env.NODE_ENV, env.XROCKET_PAY_KEY, env.XROCKET_PAY_API_URL, {
        realUrl: 'https://pay.xrocket.tg',
        sandboxToken: () => derivedKey(secrets.SESSION_SECRET, 'xrocket-sandbox'),
      }),
      invoiceTtlSeconds: env.BOT_PAY_INVOICE_TTL_SECONDS,
      sweepSeconds: env.BOT_PAY_SWEEP_SECONDS,
      exchangeUrl:
        env.EXCHANGE_SERVICE_URL ?? (env.NODE_ENV === 'production' ? undefined : 'sandbox'),
    },
    payments: {
      enabled: env.PAYMENTS_ENABLED,
      wagerMultiplier: env.WITHDRAW_WAGER_MULTIPLIER,
      verifyProfile: env.WITHDRAW_VERIFY_PROFILE,
      // The account currency (USD) has two decimal places.
      dailyWithdrawLimit: BigInt(env.WITHDRAW_DAILY_LIMIT) * 100n,
      approvalThreshold: BigInt(env.WITHDRAW_APPROVAL_THRESHOLD) * 100n,
      cancelSeconds: env.WITHDRAW_CANCEL_SECONDS,
      processSeconds: env.WITHDRAW_PROCESS_SECONDS,
      ordersSweepSeconds: env.ORDERS_SWEEP_SECONDS,
      sandboxFiatSeconds: env.SANDBOX_FIAT_SECONDS,
      orderTtlSeconds: env.FIAT_ORDER_TTL_SECONDS,
    },
  };
}

/**
 * A chat-bot provider's connection: production only with a token (to the real API unless told
 * otherwise); elsewhere always, to the in-process sandbox unless an API root is given.
 */
function botPayConnection(
  env: Config['env'],
  token: string | undefined,
  apiUrl: string | undefined,
  defaults: { realUrl: string; sandboxToken: () => string },
): TBotPayConnection | undefined {
  if (env === 'production')
    return token ? { token, apiUrl: apiUrl ?? defaults.realUrl } : undefined;
  return { token: token ?? defaults.sandboxToken(), apiUrl };
}

/**
 * TON Connect deposits: production only with a deposit wallet (to the real API unless told
 * otherwise); elsewhere always, to the in-process sandbox chain unless an API root is given
 * (then with a configured wallet only).
 */
function tonConfig(env: z.infer<typeof ZEnv>, sessionSecret: string): TTonConfig | undefined {
  const production = env.NODE_ENV === 'production';
  const realUrl =
    env.TON_NETWORK === 'testnet'
      ? 'https://testnet.toncenter.com/api/v3'
      : 'https://toncenter.com/api/v3';
  const apiUrl = env.TON_API_URL ?? (production ? realUrl : undefined);
  const depositAddress =
    env.TON_DEPOSIT_ADDRESS ??
    (apiUrl === undefined ? `0:${derivedKeyHex(sessionSecret, 'ton-deposit-wallet')}` : undefined);
  if (!depositAddress) return undefined;
  return {
    network: env.TON_NETWORK,
    apiUrl,
    apiKey: env.TON_API_KEY,
    depositAddress,
    jettonMasters: env.TON_JETTON_MASTERS,
    watchSeconds: env.TON_WATCH_SECONDS,
    graceSeconds: env.TON_DEPOSIT_GRACE_SECONDS,
    appUrl: env.TON_APP_URL,
  };
}

const derivedKeyHex = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(`aurum-key:${purpose}`).digest('hex');

/** A key for one purpose derived from a secret: knowing it reveals nothing of the secret. */
const derivedKey = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(`aurum-key:${purpose}`).digest('base64url');

/**
 * Production takes every secret from the environment. Elsewhere a missing secret is generated
 * once and kept in DATA_DIR/secrets.json (never in the repository), or held in memory when
 * there is no data directory.
 */
function resolveSecrets(
  env: z.infer<typeof ZEnv>,
  dataDir: string | undefined,
): Record<TSecretName, string> {
  const missing = SECRET_NAMES.filter((name) => !env[name]);
  if (env.NODE_ENV === 'production' && missing.length > 0) {
    throw new ConfigError(missing.map((name) => `${name}: required when NODE_ENV=production`));
  }
  const file = dataDir && path.join(dataDir, 'secrets.json');
  const stored: Partial<Record<TSecretName, string>> =
    file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as object) : {};
  const secrets = {} as Record<TSecretName, string>;
  let generated = false;
  for (const name of SECRET_NAMES) {
    const fromEnv = env[name];
    const fromFile = stored[name];
    if (fromEnv) secrets[name] = fromEnv;
    else if (fromFile) secrets[name] = fromFile;
    else {
      secrets[name] = randomBytes(32).toString('base64url');
      stored[name] = secrets[name];
      generated = true;
    }
  }
  if (generated && file && dataDir) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  return secrets;
}
