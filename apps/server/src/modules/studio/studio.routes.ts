import { studioEndpoints } from '@aurum/contracts/studio';
import type { App } from '../../lib/http';
import { fromEndpoint } from '../../lib/http';
import type { Studio } from './studio.service';

/** The game client's calls; the session id in the path is its bearer. */
export function studioRoutes(app: App, deps: { studio: Studio }) {
  const { studio } = deps;
  const noStore = { 'cache-control': 'no-store' };

  app.route({
    ...fromEndpoint(studioEndpoints.session),
    async handler(request, reply) {
      reply.headers(noStore);
      return studio.session(request.params.sessionId);
    },
  });

  app.route({
    ...fromEndpoint(studioEndpoints.play),
    async handler(request, reply) {
      reply.headers(noStore);
      return studio.play(request.params.sessionId, request.body);
    },
  });

  app.route({
    ...fromEndpoint(studioEndpoints.act),
    async handler(request, reply) {
      reply.headers(noStore);
      return studio.act(request.params.sessionId, request.params.roundId, request.body);
    },
  });
}
