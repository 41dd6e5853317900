import { studioEndpoints } from '@aurum/contracts/studio';
import type { App } from '../../lib/http';
import { fromEndpoint } from '../../lib/http';
import type { PlayerAuth } from '../auth/authenticate';
import { NO_STORE, playerOfRequest } from './player-of';
import type { Studio } from './studio.service';

/**
 * The game client's calls. The session id in the path names the session; a real-money session
 * also needs the player's own platform session (the cookie the same-origin game frame sends).
 */
export function studioRoutes(app: App, deps: { studio: Studio; playerAuth: PlayerAuth }) {
  const { studio } = deps;
  const playerOf = playerOfRequest(deps.playerAuth);

  app.route({
    ...fromEndpoint(studioEndpoints.session),
    async handler(request, reply) {
      reply.headers(NO_STORE);
      return studio.session(request.params.sessionId, playerOf(request));
    },
  });

  app.route({
    ...fromEndpoint(studioEndpoints.play),
    async handler(request, reply) {
      reply.headers(NO_STORE);
      return studio.play(request.params.sessionId, playerOf(request), request.body);
    },
  });

  app.route({
    ...fromEndpoint(studioEndpoints.act),
    async handler(request, reply) {
      reply.headers(NO_STORE);
      return studio.act(
        request.params.sessionId,
        playerOf(request),
        request.params.roundId,
        request.body,
      );
    },
  });
}
