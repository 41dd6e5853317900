import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDatabase } from './db/seed';
import { createPasswordHasher } from './lib/password';
import { createCountryResolver } from './lib/geo';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { createCatalogueService } from './modules/catalogue/catalogue.service';
import { mediaRoutes } from './modules/catalogue/media.routes';
import { createSandboxChain, unconfiguredChain, type ChainAdapter } from './modules/crypto/chain';
import { fiatAdminRoutes, fiatRoutes, fiatSandboxRoutes } from './modules/fiat/fiat.routes';
import { createOrdersService } from './modules/fiat/orders.service';
import { createSandboxFiatProvider, unconfiguredFiatProvider } from './modules/fiat/provider';
import { sandboxBank } from './modules/fiat/sandbox-bank';
import { createFiatService } from './modules/fiat/fiat.service';
import {
  cryptoAdminRoutes,
  cryptoRoutes,
  cryptoSandboxRoutes,
} from './modules/crypto/crypto.routes';
import { createCryptoService } from './modules/crypto/crypto.service';
import { createIdempotency } from './modules/idempotency/idempotency.service';
import type { App } from './lib/http';
import { createLimiter } from './lib/rate-limiter';
import { createTokenSigner } from './lib/signed-token';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createPlayerAuth } from './modules/auth/authenticate';
import { createSessionsService } from './modules/auth/sessions.service';
import { telegramBotToken } from './modules/auth/telegram-bots';
import { createGamesService } from './modules/games/games.service';
import { gamesAdminRoutes, gamesRoutes } from './modules/games/games.routes';
import { createSeamlessWallet } from './modules/games/seamless.service';
import type { GameStudio } from './modules/games/studios';
import { seamlessRoutes } from './modules/games/seamless.routes';
import { healthRoutes } from './modules/health/health.routes';
import { languagesRoutes } from './modules/languages/languages.routes';
import { createLanguagesService } from './modules/languages/languages.service';
import { adminRoutes } from './modules/operators/admin.routes';
import { createOperatorsService } from './modules/operators/operators.service';
import { createTotp } from './modules/operators/totp';
import { meRoutes } from './modules/users/me.routes';
import { createUsersService } from './modules/users/users.service';
import { createRealtimeGateway } from './modules/realtime/realtime.gateway';
import { createFairness } from './modules/studio/fairness.service';
import { createStudio } from './modules/studio/studio.service';
import { studioRoutes } from './modules/studio/studio.routes';
import {
  createWalletClient,
  fetchTransport,
  type TWalletTransport,
} from './modules/studio/wallet-client';
import { ACCOUNT_CURRENCY, SEED_CURRENCIES } from './modules/wallet/currencies.seed';
import { createCurrenciesService } from './modules/wallet/currencies.service';
import { createLedger } from './modules/wallet/ledger.service';
import { createSandboxRatesSource } from './modules/wallet/rates-source';
import { createStakes } from './modules/wallet/stakes.service';
import { walletSandboxRoutes } from './modules/wallet/sandbox.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { createWalletService } from './modules/wallet/wallet.service';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './plugins/error-handler';
import { installInputGuard } from './plugins/input-guard';
import { installCompression } from './plugins/compression';
import { installOpenApi } from './plugins/openapi';
import { installOriginCheck } from './plugins/origin-check';
import { connectRedis } from './plugins/redis';
import { installRegionRestriction } from './plugins/region';
import { installSecurityHeaders } from './plugins/security-headers';
import { installWebApp } from './plugins/web-static';

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

async function assemble(app: App, config: Config, options: TAppOptions): Promise<void> {
  const database: Database = await openDatabase(config.database, app.log);
  app.addHook('onClose', () => database.close());
  options.onDatabase?.(database);
  const passwords = createPasswordHasher(config.passwordHashCost);
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

  const redis = await connectRedis(config.redisUrl);
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }

  const production = config.env === 'production';
  await installSecurityHeaders(app, { production });
  installOriginCheck(app, { publicOrigins: config.publicOrigins });
  await installCompression(app);
  await app.register(fastifyCookie);
  await installOpenApi(app, { serve: config.openApiDocs });
  const countryOf = createCountryResolver(config.geo);
  installRegionRestriction(app, { countryOf, restrictedCountries: config.geo.restrictedCountries });

  const { db } = database;
  const { locales, defaultLocale } = config;
  const fifteenMinutes = 15 * 60;
  const limiter = (name: string, points: number, windowSeconds: number) =>
    createLimiter({ redis, name: `${config.redisKeyPrefix}rl:${name}`, points, windowSeconds });
  const limiters = {
    loginPerIp: limiter('login-ip', config.limits.loginAttemptsPerIp, fifteenMinutes),
    failuresPerAccount: limiter(
      'login-account',
      config.limits.loginFailuresPerAccount,
      fifteenMinutes,
    ),
    registerPerIp: limiter('register-ip', config.limits.registrationsPerIp, 60 * 60),
  };

  const websocketTokens = createTokenSigner(config.secrets.SESSION_SECRET, 'websocket');
  const languages = createLanguagesService({ db, locales });
  const users = createUsersService({
    db,
    websocketTokens,
    displayCurrencies: config.displayCurrencies,
    locales,
    defaultLocale,
  });
  const sessions = createSessionsService({
    db,
    ttlSeconds: config.session.ttlDays * 24 * 60 * 60,
    onEnded: (sessionId) => gateway.publisher.disconnectSession(sessionId),
  });
  const playerAuth = createPlayerAuth({
    sessions,
    users,
    cookieSecure: config.session.cookieSecure,
  });
  const gateway = await createRealtimeGateway({
    httpServer: app.server,
    redis,
    keyPrefix: config.redisKeyPrefix,
    tokens: websocketTokens,
    authorize: (claims) => playerAuth.realtimeAccess(claims),
    log: app.log,
  });
  // Sockets go first, or the HTTP server would wait for them to leave.
  app.addHook('preClose', () => gateway.close());
  const auth = createAuthService({
    db,
    users,
    sessions,
    passwords,
    limiters,
    telegram: {
      tokenFor: (botId) =>
        telegramBotToken({
          botId,
          configured: config.telegram.botTokens,
          production: config.env === 'production',
          secret: config.secrets.SESSION_SECRET,
        }),
      maxAgeSeconds: config.telegram.authMaxAgeSeconds,
    },
    locales,
    defaultLocale,
  });
  const currencies = createCurrenciesService({ db, accountCurrency: ACCOUNT_CURRENCY });
  const ledger = createLedger({ db, currencyCode: ACCOUNT_CURRENCY });
  const wallet = createWalletService({
    db,
    ledger,
    currencies,
    users,
    realtime: gateway.publisher,
    rules: config.payments,
  });
  const operators = createOperatorsService({
    db,
    users,
    sessions,
    passwords,
    limiters,
    cookieSecure: config.session.cookieSecure,
    wallet,
    ledger,
    currencies,
    realtime: gateway.publisher,
    operatorSessions: createSessionsService({
      db,
      ttlSeconds: config.operators.sessionTtlSeconds,
      idleSeconds: config.operators.sessionIdleSeconds,
    }),
    totp: createTotp(config.secrets.SESSION_SECRET),
    requireTotp: config.operators.requireTotp,
  });
  const ratesSource = createSandboxRatesSource(
    new Map(SEED_CURRENCIES.map((currency) => [currency.code, currency.rate])),
  );
  everySeconds(app, config.ratesRefreshSeconds, 'rates refresh', async () =>
    wallet.publishRateChange(await currencies.refresh(ratesSource)),
  );

  healthRoutes(app, { database, redis });
  languagesRoutes(app, { languages });
  authRoutes(app, { auth, playerAuth, users, sessions });
  meRoutes(app, { playerAuth, users, wallet });
  walletRoutes(app, {
    playerAuth,
    wallet,
    currencies,
    displayCurrencies: config.displayCurrencies,
  });
  const catalogue = createCatalogueService({ db });
  catalogueRoutes(app, { catalogue, playerAuth, countryOf });
  mediaRoutes(app, { catalogue });
  adminRoutes(app, { operators, users, currencies });
  const crypto = createCryptoService({
    db,
    wallet,
    currencies,
    // The sandbox chain stands in for a custody provider outside production; production
    // refuses crypto payments until a real one is configured.
    chain: (options.chain ?? ((chain) => chain))(
      config.sandbox ? createSandboxChain(config.secrets.SESSION_SECRET, db) : unconfiguredChain(),
    ),
    rules: config.payments,
    log: app.log,
  });
  // Client idempotency keys of the money calls (withdraw, sell, buy); kept a day.
  const idempotency = createIdempotency({ db, log: app.log });
  everySeconds(app, 3600, 'idempotency keys purge', () => idempotency.purge());
  cryptoRoutes(app, { crypto, playerAuth, wallet, idempotency });
  const orders = createOrdersService({
    db,
    wallet,
    // The sandbox bank stands in for a payment provider outside production; production refuses
    // fiat orders until a real one is configured.
    provider: config.sandbox
      ? createSandboxFiatProvider(config.secrets.SESSION_SECRET, config.payments.orderTtlSeconds)
      : unconfiguredFiatProvider(),
    rules: config.payments,
    log: app.log,
  });
  fiatRoutes(app, { fiat: createFiatService({ db }), orders, playerAuth, wallet, idempotency });
  fiatAdminRoutes(app, { orders, operators });
  everySeconds(app, config.payments.ordersSweepSeconds, 'orders expiry', () => orders.expireDue());
  cryptoAdminRoutes(app, { crypto, wallet, operators, currencies });
  // Payouts left with an unknown outcome are reconciled first; new ones are then sent.
  everySeconds(app, config.payments.processSeconds, 'withdrawal processor', async () => {
    await crypto.reconcileWithdrawals();
    await crypto.processWithdrawals();
  });
  if (config.sandbox) {
    walletSandboxRoutes(app, { wallet, currencies, users });
    cryptoSandboxRoutes(app, { crypto, wallet });
    fiatSandboxRoutes(app, { orders, wallet });
    everySeconds(app, config.payments.sandboxFiatSeconds, 'sandbox bank', () =>
      sandboxBank(orders, { delaySeconds: config.payments.sandboxFiatSeconds, log: app.log }),
    );
    everySeconds(app, config.sandboxBlockSeconds, 'sandbox block', () => crypto.mineBlocks(1));
  }

  const accountCurrency = {
    code: ACCOUNT_CURRENCY,
    precision: (await currencies.get(ACCOUNT_CURRENCY)).precision,
  };
  const seamless = createSeamlessWallet({
    db,
    stakes: createStakes({ db, ledger }),
    wallet,
    users,
    catalogue,
    realtime: gateway.publisher,
    currency: accountCurrency,
  });
  // The in-house studio reaches the wallet over HTTP like any studio: through this process's
  // own HTTP pipeline by default, or at STUDIO_WALLET_URL when it runs elsewhere.
  const inProcess: TWalletTransport = async (url, payload, headers) => {
    const reply = await app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, 'content-type': 'application/json' },
    });
    return { status: reply.statusCode, body: reply.body ? reply.json<unknown>() : undefined };
  };
  const fairness = createFairness({ db });
  const studio = createStudio({
    db,
    id: INHOUSE_STUDIO,
    secret: config.secrets.STUDIO_SECRET,
    wallet: createWalletClient({
      studioId: INHOUSE_STUDIO,
      secret: config.secrets.STUDIO_SECRET,
      transport: config.studioWalletUrl ? fetchTransport(config.studioWalletUrl) : inProcess,
    }),
    fairness,
    limits: { minBet: 10n, maxBet: 100_000n, defaultBet: 100n, demoBalance: 100_000n },
    log: app.log,
  });
  const external = new Map((options.studios ?? []).map((entry) => [entry.id, entry]));
  const games = createGamesService({
    db,
    catalogue,
    // The in-house studio runs its own titles; outside production it also stands in for the
    // external studios of the demo catalogue, which have no integration here.
    studioFor: (game) =>
      external.get(game.providerId) ??
      (game.integration === 'inhouse' || config.sandbox ? studio.studio : undefined),
    currency: accountCurrency,
  });
  seamlessRoutes(app, {
    seamless,
    secretOf: (studioId) =>
      studioId === INHOUSE_STUDIO ? config.secrets.STUDIO_SECRET : external.get(studioId)?.secret,
  });
  studioRoutes(app, { studio, playerAuth });
  gamesRoutes(app, {
    games,
    fairness,
    playerAuth,
    countryOf,
    defaultLanguage: defaultLocale,
  });
  gamesAdminRoutes(app, { operators, users, catalogue, realtime: gateway.publisher });
  everySeconds(app, 30, 'studio sweep', () => studio.sweep());

  await installWebApp(app, config.webDistDir, { production });
}

/** The in-house studio's id on the seamless-wallet API. */
const INHOUSE_STUDIO = 'aurum-studio';

/** Runs `work` on a timer until the app closes; 0 seconds never runs it. */
function everySeconds(app: App, seconds: number, name: string, work: () => Promise<unknown>): void {
  if (seconds === 0) return;
  const timer = setInterval(() => {
    work().catch((error: unknown) => app.log.warn({ err: error }, `${name} failed`));
  }, seconds * 1000);
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}
