import { sandboxSportsbookEndpoints } from '@aurum/contracts/sandbox';
import {
  SportsbookErrorDetail,
  sportsbookBetEndpoints,
  sportsbookEndpoints,
} from '@aurum/contracts/sportsbook';
import { AppError } from '../../lib/app-error';
import { fromEndpoint, type App } from '../../lib/http';
import type { PlayerAuth } from '../auth/authenticate';
import type { SandboxFeed } from './sandbox-feed/sandbox-feed';
import type { SportsbookService } from './sportsbook.service';

/** The sportsbook's read calls (anyone) and favourites (signed-in players; 401 otherwise). */
export function sportsbookRoutes(
  app: App,
  deps: { sportsbook: SportsbookService; playerAuth: PlayerAuth },
) {
  const { sportsbook, playerAuth } = deps;

  app.route({
    ...fromEndpoint(sportsbookEndpoints.sports),
    handler: () => sportsbook.sports(),
  });

  app.route({
    ...fromEndpoint(sportsbookEndpoints.events),
    handler: (request) => sportsbook.events(request.query),
  });

  app.route({
    ...fromEndpoint(sportsbookEndpoints.event),
    handler: (request) => sportsbook.event(request.params.id),
  });

  app.route({
    ...fromEndpoint(sportsbookBetEndpoints.favorites),
    async handler(request) {
      const user = await playerAuth.requireUser(request);
      return sportsbook.favorites(user.id);
    },
  });

  app.route({
    ...fromEndpoint(sportsbookBetEndpoints.toggleFavorite),
    async handler(request) {
      const user = await playerAuth.requireUser(request);
      return sportsbook.toggleFavorite(user.id, request.body);
    },
  });
}

/** Sandbox controls of the in-process sandbox feed, registered only outside production. */
export function sportsbookSandboxRoutes(
  app: App,
  deps: { feed: Pick<SandboxFeed, 'finish' | 'reprice'> },
) {
  app.route({
    ...fromEndpoint(sandboxSportsbookEndpoints.finish),
    async handler(request) {
      const eventId = request.params.id;
      if (!(await deps.feed.finish(eventId)))
        throw AppError.notFound(SportsbookErrorDetail.eventNotFound);
      return { eventId };
    },
  });
  app.route({
    ...fromEndpoint(sandboxSportsbookEndpoints.reprice),
    async handler(request) {
      const eventId = request.params.id;
      if (!(await deps.feed.reprice(eventId, request.body.shift)))
        throw AppError.notFound(SportsbookErrorDetail.eventNotFound);
      return { eventId };
    },
  });
}
