import { crashEndpoints } from '@aurum/contracts/crash';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../lib/http';
import { fromEndpoint } from '../../lib/http';
import type { PlayerAuth } from '../auth/authenticate';
import type { TPlayerOf } from '../studio/studio.service';
import type { Crash } from './crash.service';

/** The crash game client's calls, under its studio session like every studio call. */
export function crashRoutes(app: App, deps: { crash: Crash; playerAuth: PlayerAuth }) {
  const { crash } = deps;
  const noStore = { 'cache-control': 'no-store' };
  const playerOf =
    (request: FastifyRequest): TPlayerOf =>
    async () =>
      (await deps.playerAuth.optionalUser(request))?.id;

  app.route({
    ...fromEndpoint(crashEndpoints.state),
    async handler(request, reply) {
      reply.headers(noStore);
      return crash.state(request.params.sessionId, playerOf(request));
    },
  });

  app.route({
    ...fromEndpoint(crashEndpoints.bet),
    async handler(request, reply) {
      reply.headers(noStore);
      return crash.bet(request.params.sessionId, playerOf(request), request.body);
    },
  });

  app.route({
    ...fromEndpoint(crashEndpoints.cashout),
    async handler(request, reply) {
      reply.headers(noStore);
      return crash.cashout(request.params.sessionId, playerOf(request));
    },
  });
}
