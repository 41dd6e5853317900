import { adminRgEndpoints, rgEndpoints } from '@aurum/contracts/responsible-gaming';
import { fromEndpoint, type App } from '../../lib/http';
import type { PlayerAuth } from '../auth/authenticate';
import type { OperatorsService } from '../operators/operators.service';
import type { RgService } from './rg.service';

/** The player's responsible-gaming screen: every call answers the whole state. */
export function rgRoutes(app: App, deps: { rg: RgService; playerAuth: PlayerAuth }) {
  const { rg, playerAuth } = deps;
  const noStore = { 'cache-control': 'private, no-store' };

  app.route({
    ...fromEndpoint(rgEndpoints.state),
    async handler(request, reply) {
      reply.headers(noStore);
      const { user, startedAt } = await playerAuth.requireSession(request);
      return rg.state(user.id, startedAt);
    },
  });

  app.route({
    ...fromEndpoint(rgEndpoints.setLimit),
    async handler(request) {
      const { user, startedAt } = await playerAuth.requireSession(request);
      return rg.setLimit(user.id, request.body, startedAt);
    },
  });

  app.route({
    ...fromEndpoint(rgEndpoints.confirmLimit),
    async handler(request) {
      const { user, startedAt } = await playerAuth.requireSession(request);
      return rg.confirmLimit(user.id, request.body, startedAt);
    },
  });

  app.route({
    ...fromEndpoint(rgEndpoints.cancelLimit),
    async handler(request) {
      const { user, startedAt } = await playerAuth.requireSession(request);
      return rg.cancelLimit(user.id, request.body, startedAt);
    },
  });

  app.route({
    ...fromEndpoint(rgEndpoints.timeOut),
    async handler(request) {
      const { user, startedAt } = await playerAuth.requireSession(request);
      return rg.timeOut(user.id, request.body.hours, startedAt);
    },
  });

  app.route({
    ...fromEndpoint(rgEndpoints.selfExclusion),
    async handler(request) {
      const { user, startedAt } = await playerAuth.requireSession(request);
      return rg.selfExclude(user.id, request.body, startedAt);
    },
  });

  app.route({
    ...fromEndpoint(rgEndpoints.realityCheck),
    async handler(request) {
      const { user, startedAt } = await playerAuth.requireSession(request);
      return rg.setRealityCheck(user.id, request.body.minutes, startedAt);
    },
  });

  app.route({
    ...fromEndpoint(rgEndpoints.sessionLimit),
    async handler(request) {
      const { user, startedAt } = await playerAuth.requireSession(request);
      return rg.setSessionLimit(user.id, request.body.minutes, startedAt);
    },
  });
}

/** A player's limits and blocks in the back office (any operator role, as the player view). */
export function rgAdminRoutes(app: App, deps: { rg: RgService; operators: OperatorsService }) {
  app.route({
    ...fromEndpoint(adminRgEndpoints.player),
    async handler(request) {
      await deps.operators.require(request);
      const user = await deps.operators.findUser(request.params.id);
      return deps.rg.view(user.id);
    },
  });
}
