import { crashEndpoints } from '@aurum/contracts/crash';
import type { App } from '../../lib/http';
import { fromEndpoint } from '../../lib/http';
import type { PlayerAuth } from '../auth/authenticate';
import { NO_STORE, playerOfRequest } from '../studio/player-of';
import type { Crash } from './crash.service';

/** The crash game client's calls, under its studio session like every studio call. */
export function crashRoutes(app: App, deps: { crash: Crash; playerAuth: PlayerAuth }) {
  const { crash } = deps;
  const playerOf = playerOfRequest(deps.playerAuth);

  app.route({
    ...fromEndpoint(crashEndpoints.state),
    async handler(request, reply) {
      reply.headers(NO_STORE);
      return crash.state(request.params.sessionId, playerOf(request));
    },
  });

  app.route({
    ...fromEndpoint(crashEndpoints.bet),
    async handler(request, reply) {
      reply.headers(NO_STORE);
      return crash.bet(request.params.sessionId, playerOf(request), request.body);
    },
  });

  app.route({
    ...fromEndpoint(crashEndpoints.cashout),
    async handler(request, reply) {
      reply.headers(NO_STORE);
      return crash.cashout(request.params.sessionId, playerOf(request));
    },
  });
}
