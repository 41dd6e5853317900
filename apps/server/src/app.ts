import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDatabase } from './db/seed';
import type { App } from './lib/http';
import { healthRoutes } from './modules/health/health.routes';
import { languagesRoutes } from './modules/languages/languages.routes';
import { createLanguagesService } from './modules/languages/languages.service';
import { installErrorHandler } from './plugins/error-handler';
import { installOpenApi } from './plugins/openapi';
import { connectRedis } from './plugins/redis';
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
export async function buildApp(config: Config): Promise<App> {
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
    await assemble(app, config);
  } catch (error) {
    // Release whatever was opened before the failure (pool, Redis, PGlite).
    await app.close();
    throw error;
  }
  return app;
}

async function assemble(app: App, config: Config): Promise<void> {
  const database: Database = await openDatabase(config.database);
  app.addHook('onClose', () => database.close());
  await database.withStartupLock(async (db) => {
    await runMigrations(db);
    await seedDatabase(db, { demo: config.seedDemoData, log: app.log });
  });

  const redis = await connectRedis(config.redisUrl);
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }

  await installOpenApi(app);

  const languages = createLanguagesService({ db: database.db, locales: config.locales });

  healthRoutes(app, { database, redis });
  languagesRoutes(app, { languages });

  await installWebApp(app, config.webDistDir);
}
