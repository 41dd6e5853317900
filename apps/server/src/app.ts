import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { Redis } from 'ioredis';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDatabase } from './db/seed';
import { createCountryResolver } from './lib/geo';
import type { App } from './lib/http';
import { createPasswordHasher, type PasswordHasher } from './lib/password';
import { createLimiter } from './lib/rate-limiter';
import { createTokenSigner } from './lib/signed-token';
import { authModule } from './modules/auth/auth.module';
import { bonusesModule } from './modules/bonuses/bonuses.module';
import { catalogueModule } from './modules/catalogue/catalogue.module';
import { crashModule } from './modules/crash/crash.module';
import type { Crash } from './modules/crash/crash.service';
import type { ChainAdapter } from './modules/crypto/chain';
import { cryptoModule } from './modules/crypto/crypto.module';
import { fiatModule } from './modules/fiat/fiat.module';
import { gamesModule } from './modules/games/games.module';
import type { GameStudio } from './modules/games/studios';
import type { FeedAdapter } from './modules/sportsbook/feed';
import { healthModule } from './modules/health/health.module';
import { idempotencyModule } from './modules/idempotency/idempotency.module';
import { languagesModule } from './modules/languages/languages.module';
import { operatorsModule } from './modules/operators/operators.module';
import { responsibleGamingModule } from './modules/responsible-gaming/rg.module';
import { realtimeModule } from './modules/realtime/realtime.module';
import { sportsbookModule } from './modules/sportsbook/sportsbook.module';
import { studioModule } from './modules/studio/studio.module';
import { telegramPayModule } from './modules/telegram-pay/telegram-pay.module';
import { tonModule } from './modules/ton/ton.module';
import { tournamentsModule } from './modules/tournaments/tournaments.module';
import { meModule, usersModule } from './modules/users/users.module';
import { ACCOUNT_CURRENCY } from './modules/wallet/currencies.seed';
import { createLedger } from './modules/wallet/ledger.service';
import { walletModule } from './modules/wallet/wallet.module';
import { wheelModule } from './modules/wheel/wheel.module';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './plugins/error-handler';
import { installInputGuard } from './plugins/input-guard';
import { installCompression } from './plugins/compression';
import { installOpenApi } from './plugins/openapi';
import { installOriginCheck } from './plugins/origin-check';
import { connectRedis } from './plugins/redis';
import { installRegionRestriction } from './plugins/region';
import { installSecurityHeaders } from './plugins/security-headers';
import { installWebApp } from './plugins/web-static';
import type { TSharedDeps } from './shared-deps';

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
      ],
      censor: '[redacted]',
    },
    ...(config.env === 'development' && process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
      : {}),
  };
}

/**
 * A hop count becomes proxy-addr's trust function: the nearest `hops` addresses (the socket's,
 * then X-Forwarded-For from the right) are our proxies, the next one is the client. Anything a
 * client writes further left is never believed.
 */
function trustedProxies(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  const hops = trust;
  return (_address, hop) => hop < hops;
}

/**
 * Builds the whole platform on one Fastify instance: storage (migrated and seeded), services,
 * routes and the web app. `app.close()` releases everything it opened.
 */
export interface TAppOptions {
  /**
   * Integrations of external studios, each serving the games of the provider with its id and
   * signing its wallet calls with its secret.
   */
  studios?: readonly GameStudio[];
  /** Stands something in front of the chain adapter (tests: a provider that times out). */
  chain?: (chain: ChainAdapter) => ChainAdapter;
  /** Receives the opened database (tests: to compare what requests stored). */
  onDatabase?: (database: Database) => void;
  /** The wall clock where a module takes "now" from it (tests: the wheel's next UTC day). */
  clock?: () => Date;
  /** The sportsbook's odds feed instead of the configured one (tests drive their own). */
  sportsbookFeed?: FeedAdapter;
  /** Receives the crash game's service (tests step its round clock themselves). */
  onCrash?: (crash: Crash) => void;
}

export async function buildApp(config: Config, options: TAppOptions = {}): Promise<App> {
  const app: App = Fastify({
    logger: loggerOptions(config),
    trustProxy: trustedProxies(config.trustProxy),
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // A longer path segment is 414 (frameworkErrors), never a silent 404.
    routerOptions: { maxParamLength: 1024 },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app, { exposeInternals: config.env === 'development' });
  installInputGuard(app);

  try {
    await assemble(app, config, options);
  } catch (error) {
    // Release whatever was opened before the failure (pool, Redis, PGlite).
    await app.close();
    throw error;
  }
  return app;
}

/**
 * The composition root: storage, the HTTP plugins every route sits behind and the shared
 * infrastructure first, then the modules in order, each handed the services of the earlier
 * ones it needs; the web app last, so its not-found handler answers only what no module routes.
 */
async function assemble(app: App, config: Config, options: TAppOptions): Promise<void> {
  const passwords = createPasswordHasher(config.passwordHashCost);
  const database = await openStorage(app, config, options, passwords);
  const redis = await connectRedis(config.redisUrl);
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }

  const production = config.env === 'production';
  // Real TON wallets (not the in-process sandbox chain) need their bridges and icons.
  await installSecurityHeaders(app, {
    production,
    tonConnect: config.ton?.apiUrl !== undefined,
  });
  installOriginCheck(app, { publicOrigins: config.publicOrigins });
  await installCompression(app);
  await app.register(fastifyCookie);
  await installOpenApi(app, { serve: config.openApiDocs });
  const countryOf = createCountryResolver(config.geo);
  installRegionRestriction(app, { countryOf, restrictedCountries: config.geo.restrictedCountries });

  const { db } = database;
  const websocketTokens = createTokenSigner(config.secrets.SESSION_SECRET, 'websocket');
  // Sockets are authorized by auth, and auth ends the sockets of a session it ends: the gateway
  // comes first and reaches auth (built below) only when a socket connects.
  const { realtime } = await realtimeModule(app, {
    config,
    redis,
    websocketTokens,
    authorize: (claims) => playerAuth.realtimeAccess(claims),
  });
  const shared: TSharedDeps = {
    config,
    database,
    db,
    redis,
    passwords,
    limiters: createLimiters(config, redis),
    countryOf,
    websocketTokens,
    ledger: createLedger({ db, currencyCode: ACCOUNT_CURRENCY }),
    realtime,
  };

  healthModule(app, shared);
  languagesModule(app, shared);
  const { users } = usersModule(shared);
  const { sessions, playerAuth, signUpHooks } = authModule(app, { ...shared, users });
  const { wallet, currencies, stakes } = walletModule(app, { ...shared, users, playerAuth });
  meModule(app, { users, playerAuth, wallet });
  const { operators } = operatorsModule(app, { ...shared, users, sessions, wallet, currencies });
  const clock = options.clock ?? (() => new Date());
  const { responsibleGaming } = responsibleGamingModule(app, {
    ...shared,
    wallet,
    currencies,
    playerAuth,
    operators,
    clock,
  });
  const { catalogue } = catalogueModule(app, { ...shared, playerAuth });
  const { bonuses } = bonusesModule(app, {
    ...shared,
    users,
    wallet,
    currencies,
    stakes,
    catalogue,
    playerAuth,
    operators,
    signUpHooks,
    responsibleGaming,
  });
  wheelModule(app, {
    ...shared,
    wallet,
    stakes,
    bonuses,
    playerAuth,
    operators,
    clock,
    responsibleGaming,
  });
  const { idempotency } = idempotencyModule(app, shared);
  const { crypto } = cryptoModule(app, {
    ...shared,
    wallet,
    currencies,
    playerAuth,
    idempotency,
    operators,
    wrapChain: options.chain,
    responsibleGaming,
  });
  // The Telegram build's payment providers beside the chain: chat-bot invoices and TON Connect.
  const telegramPayments = {
    ...shared,
    wallet,
    currencies,
    crypto,
    playerAuth,
    operators,
    responsibleGaming,
  };
  telegramPayModule(app, telegramPayments);
  tonModule(app, telegramPayments);
  fiatModule(app, { ...shared, wallet, playerAuth, idempotency, operators, responsibleGaming });
  await sportsbookModule(app, {
    ...shared,
    playerAuth,
    users,
    stakes,
    wallet,
    currencies,
    idempotency,
    clock,
    feed: options.sportsbookFeed,
    playGate: responsibleGaming.playGate,
  });
  await tournamentsModule(app, {
    ...shared,
    users,
    wallet,
    stakes,
    bonuses,
    catalogue,
    playerAuth,
    operators,
    clock,
    // Players under a time-out or self-exclusion are ranked, their prizes withheld.
    isBlocked: (tx, userId) => responsibleGaming.isBlocked(userId, tx),
  });
  const { inhouseStudio, fairness, studioSessions } = studioModule(app, { ...shared, playerAuth });
  const { crash } = crashModule(app, { ...shared, playerAuth, studioSessions, users, clock });
  options.onCrash?.(crash);
  await gamesModule(app, {
    ...shared,
    freeRounds: bonuses.freeRounds,
    users,
    wallet,
    currencies,
    stakes,
    catalogue,
    playerAuth,
    operators,
    inhouseStudio,
    fairness,
    externalStudios: options.studios ?? [],
    playGate: responsibleGaming.playGate,
  });

  await installWebApp(app, config.webDistDir, { production });
}

/** Opens the database, closed with the app, migrated and seeded under the start-up lock. */
async function openStorage(
  app: App,
  config: Config,
  options: TAppOptions,
  passwords: PasswordHasher,
): Promise<Database> {
  const database = await openDatabase(config.database, app.log);
  app.addHook('onClose', () => database.close());
  options.onDatabase?.(database);
  await database.withStartupLock(async (db) => {
    await runMigrations(db);
    await seedDatabase(db, {
      demo: config.seedDemoData,
      production: config.env === 'production',
      disableDevOperator: config.disableDevOperator,
      passwords,
      log: app.log,
    });
  });
  return database;
}

/**
 * Sign-in and sign-up attempts per IP and per account, and unknown promo codes per IP; shared
 * across nodes through Redis.
 */
function createLimiters(config: Config, redis: Redis | undefined): TSharedDeps['limiters'] {
  const fifteenMinutes = 15 * 60;
  const limiter = (name: string, points: number, windowSeconds: number) =>
    createLimiter({ redis, name: `${config.redisKeyPrefix}rl:${name}`, points, windowSeconds });
  return {
    loginPerIp: limiter('login-ip', config.limits.loginAttemptsPerIp, fifteenMinutes),
    failuresPerAccount: limiter(
      'login-account',
      config.limits.loginFailuresPerAccount,
      fifteenMinutes,
    ),
    registerPerIp: limiter('register-ip', config.limits.registrationsPerIp, 60 * 60),
    promoMissesPerIp: limiter('promo-miss-ip', config.limits.promoMissesPerIp, 60 * 60),
  };
}
