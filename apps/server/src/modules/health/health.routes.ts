import { healthEndpoints } from '@aurum/contracts/health';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { App } from '../../lib/http';
import { fromEndpoint } from '../../lib/http';

export function healthRoutes(app: App, deps: { database: Database; redis: Redis | undefined }) {
  app.route({
    ...fromEndpoint(healthEndpoints.check),
    async handler() {
      try {
        await deps.database.db.execute(sql`select 1`);
        if (deps.redis) await deps.redis.ping();
      } catch (error) {
        app.log.error({ err: error }, 'health check failed');
        throw new AppError('unavailable', 503);
      }
      return {
        status: 'ok' as const,
        database: deps.database.kind,
        redis: deps.redis ? ('connected' as const) : ('disabled' as const),
      };
    },
  });
}
