import { sportsbookBetEndpoints, sportsbookEndpoints } from '@aurum/contracts/sportsbook';
import { fromEndpoint, type App } from '../../lib/http';
import type { PlayerAuth } from '../auth/authenticate';
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
