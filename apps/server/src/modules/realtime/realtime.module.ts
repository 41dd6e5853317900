import type { App } from '../../lib/http';
import type { TSharedDeps } from '../../shared-deps';
import { createRealtimeGateway, type RealtimePublisher } from './realtime.gateway';
import type { TRealtimeClaims } from './realtime-token';

/**
 * The players' live connections (Socket.IO on the app's HTTP server). `authorize` decides
 * whether a token's session still holds; it is asked only when a socket connects.
 */
export async function realtimeModule(
  app: App,
  deps: Pick<TSharedDeps, 'config' | 'redis' | 'websocketTokens'> & {
    authorize: (claims: TRealtimeClaims) => Promise<boolean>;
  },
): Promise<{ realtime: RealtimePublisher }> {
  const gateway = await createRealtimeGateway({
    httpServer: app.server,
    redis: deps.redis,
    keyPrefix: deps.config.redisKeyPrefix,
    tokens: deps.websocketTokens,
    authorize: deps.authorize,
    log: app.log,
  });
  // Sockets go first, or the HTTP server would wait for them to leave.
  app.addHook('preClose', () => gateway.close());
  return { realtime: gateway.publisher };
}
