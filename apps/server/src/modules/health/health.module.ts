import type { App } from '../../lib/http';
import type { TSharedDeps } from '../../shared-deps';
import { healthRoutes } from './health.routes';

/** The health check: healthy only while the database (and Redis, when used) answer. */
export function healthModule(app: App, deps: Pick<TSharedDeps, 'database' | 'redis'>): void {
  healthRoutes(app, { database: deps.database, redis: deps.redis });
}
