import { authEndpoints } from '@aurum/contracts/auth';
import type { App } from '../../lib/http';
import { fromEndpoint, requestMeta } from '../../lib/http';
import type { UsersService } from '../users/users.service';
import type { AuthService } from './auth.service';
import type { PlayerAuth } from './authenticate';
import { PLAYER_COOKIE } from './authenticate';
import type { SessionsService } from './sessions.service';

export function authRoutes(
  app: App,
  deps: {
    auth: AuthService;
    playerAuth: PlayerAuth;
    users: UsersService;
    sessions: SessionsService;
  },
) {
  app.route({
    ...fromEndpoint(authEndpoints.register),
    async handler(request, reply) {
      const { user, token } = await deps.auth.register(request.body, requestMeta(request));
      deps.playerAuth.setCookie(reply, token);
      return reply.status(200).send(deps.users.toMe(user, deps.sessions.idOf(token)));
    },
  });

  app.route({
    ...fromEndpoint(authEndpoints.login),
    async handler(request, reply) {
      const { user, token } = await deps.auth.login(request.body, requestMeta(request));
      deps.playerAuth.setCookie(reply, token);
      return deps.users.toMe(user, deps.sessions.idOf(token));
    },
  });

  app.route({
    ...fromEndpoint(authEndpoints.telegram),
    async handler(request, reply) {
      const { user, token } = await deps.auth.telegram(request.body, requestMeta(request));
      deps.playerAuth.setCookie(reply, token);
      return deps.users.toMe(user, deps.sessions.idOf(token));
    },
  });

  app.route({
    ...fromEndpoint(authEndpoints.telegramBot),
    handler: (request) => deps.auth.telegramBot(request.params.id),
  });

  app.route({
    ...fromEndpoint(authEndpoints.logout),
    async handler(request, reply) {
      await deps.sessions.end(request.cookies[PLAYER_COOKIE]);
      deps.playerAuth.clearCookie(reply);
      return { ok: true as const };
    },
  });
}
