import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDatabase } from './db/seed';
import { createCountryResolver } from './lib/geo';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { createCatalogueService } from './modules/catalogue/catalogue.service';
import { mediaRoutes } from './modules/catalogue/media.routes';
import { createSandboxChain, unconfiguredChain } from './modules/crypto/chain';
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
import { installErrorHandler } from './plugins/error-handler';
import { installOpenApi } from './plugins/openapi';
import { connectRedis } from './plugins/redis';
import { installRegionRestriction } from './plugins/region';
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
 * Builds the whole platform on one Fastify instance: storage (migrated and seeded), services,
 * routes and the web app. `app.close()` releases everything it opened.
 */
export interface TAppOptions {
  /**
   * Integrations of external studios, each serving the games of the provider with its id and
   * signing its wallet calls with its secret.
   */
  studios?: readonly GameStudio[];
}

export async function buildApp(config: Config, options: TAppOptions = {}): Promise<App> {
  const app: App = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app, { exposeInternals: config.env === 'development' });

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
  await database.withStartupLock(async (db) => {
    await runMigrations(db);
    await seedDatabase(db, {
      demo: config.seedDemoData,
      production: config.env === 'production',
      log: app.log,
    });
  });

  const redis = await connectRedis(config.redisUrl);
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }

  await app.register(fastifyCookie);
  await installOpenApi(app);
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
  const gateway = await createRealtimeGateway({
    httpServer: app.server,
    redis,
    keyPrefix: config.redisKeyPrefix,
    tokens: websocketTokens,
    log: app.log,
  });
  // Sockets go first, or the HTTP server would wait for them to leave.
  app.addHook('preClose', () => gateway.close());

  const languages = createLanguagesService({ db, locales });
  const users = createUsersService({
    db,
    websocketTokens,
    displayCurrencies: config.displayCurrencies,
    locales,
    defaultLocale,
  });
  const sessions = createSessionsService({ db, ttlDays: config.session.ttlDays });
  const playerAuth = createPlayerAuth({
    sessions,
    users,
    cookieSecure: config.session.cookieSecure,
  });
  const auth = createAuthService({
    db,
    users,
    sessions,
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
    limiters,
    cookieSecure: config.session.cookieSecure,
    wallet,
    ledger,
    currencies,
    realtime: gateway.publisher,
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
    chain: config.sandbox ? createSandboxChain(config.secrets.SESSION_SECRET) : unconfiguredChain(),
    rules: config.payments,
  });
  cryptoRoutes(app, { crypto, playerAuth, wallet });
  const orders = createOrdersService({
    db,
    wallet,
    // The sandbox bank stands in for a payment provider outside production; production refuses
    // fiat orders until a real one is configured.
    provider: config.sandbox
      ? createSandboxFiatProvider(config.secrets.SESSION_SECRET, config.payments.orderTtlSeconds)
      : unconfiguredFiatProvider(),
    rules: config.payments,
  });
  fiatRoutes(app, { fiat: createFiatService({ db }), orders, playerAuth, wallet });
  fiatAdminRoutes(app, { orders, operators });
  everySeconds(app, config.payments.ordersSweepSeconds, 'orders expiry', () => orders.expireDue());
  cryptoAdminRoutes(app, { crypto, wallet, operators, currencies });
  everySeconds(app, config.payments.processSeconds, 'withdrawal processor', () =>
    crypto.processWithdrawals(),
  );
  if (config.sandbox) {
    walletSandboxRoutes(app, { wallet, currencies, users });
    cryptoSandboxRoutes(app, { crypto, wallet });
    fiatSandboxRoutes(app, { orders, wallet });
    everySeconds(app, config.payments.sandboxFiatSeconds, 'sandbox bank', () =>
      sandboxBank(orders, config.payments.sandboxFiatSeconds),
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
  studioRoutes(app, { studio });
  gamesRoutes(app, {
    games,
    fairness,
    playerAuth,
    countryOf,
    defaultLanguage: defaultLocale,
  });
  gamesAdminRoutes(app, { operators, users, catalogue, realtime: gateway.publisher });
  everySeconds(app, 30, 'studio sweep', () => studio.sweep());

  await installWebApp(app, config.webDistDir);
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
