import { studioEndpoints } from '@aurum/contracts/studio';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../lib/http';
import { fromEndpoint } from '../../lib/http';
import type { PlayerAuth } from '../auth/authenticate';
import type { Studio, TPlayerOf } from './studio.service';

/**
 * The game client's calls. The session id in the path names the session; a real-money session
 * also needs the player's own platform session (the cookie the same-origin game frame sends).
 */
export function studioRoutes(app: App, deps: { studio: Studio; playerAuth: PlayerAuth }) {
  const { studio } = deps;
  const noStore = { 'cache-control': 'no-store' };
  const playerOf =
    (request: FastifyRequest): TPlayerOf =>
    async () =>
      (await deps.playerAuth.optionalUser(request))?.id;

  app.route({
    ...fromEndpoint(studioEndpoints.session),
    async handler(request, reply) {
      reply.headers(noStore);
      return studio.session(request.params.sessionId, playerOf(request));
    },
  });

  app.route({
    ...fromEndpoint(studioEndpoints.play),
    async handler(request, reply) {
      reply.headers(noStore);
      return studio.play(request.params.sessionId, playerOf(request), request.body);
    },
  });

  app.route({
    ...fromEndpoint(studioEndpoints.act),
    async handler(request, reply) {
      reply.headers(noStore);
      return studio.act(
        request.params.sessionId,
        playerOf(request),
        request.params.roundId,
        request.body,
      );
    },
  });
}
