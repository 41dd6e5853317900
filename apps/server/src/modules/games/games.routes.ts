import { adminGameEndpoints } from '@aurum/contracts/admin';
import { gameEndpoints, type TInterfaceAction } from '@aurum/contracts/games';
import { AppError } from '../../lib/app-error';
import type { CountryResolver } from '../../lib/geo';
import type { App } from '../../lib/http';
import { fromEndpoint } from '../../lib/http';
import type { PlayerAuth } from '../auth/authenticate';
import type { TPlayGate } from '../responsible-gaming/rg-guards';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { OperatorsService } from '../operators/operators.service';
import { privateChannel } from '../realtime/channels';
import type { RealtimePublisher } from '../realtime/realtime.gateway';
import type { UsersService } from '../users/users.service';
import type { Fairness } from '../studio/fairness.service';
import type { GamesService } from './games.service';

/** Launching, last played, and the in-house studio's fairness calls for the signed-in player. */
export function gamesRoutes(
  app: App,
  deps: {
    games: GamesService;
    fairness: Fairness;
    playerAuth: PlayerAuth;
    countryOf: CountryResolver;
    defaultLanguage: string;
    /** Responsible gaming: no real-money launch while blocked or past the session limit. */
    playGate?: TPlayGate;
  },
) {
  const { games, fairness, playerAuth } = deps;
  const noStore = { 'cache-control': 'private, no-store' };

  app.route({
    ...fromEndpoint(gameEndpoints.launch),
    async handler(request, reply) {
      reply.headers(noStore);
      const signedIn = await playerAuth.optionalSession(request);
      const user = signedIn?.user;
      if (signedIn && !request.body.demo)
        await deps.playGate?.(signedIn.user.id, signedIn.startedAt);
      return games.launch(request.params.id, request.body.demo, {
        user,
        country: deps.countryOf(request),
        language: user?.language ?? deps.defaultLanguage,
      });
    },
  });

  app.route({
    ...fromEndpoint(gameEndpoints.last),
    async handler(request, reply) {
      reply.headers(noStore);
      const user = await playerAuth.requireUser(request);
      return games.lastPlayed(user, request.query, { user, country: deps.countryOf(request) });
    },
  });

  app.route({
    ...fromEndpoint(gameEndpoints.fairness),
    async handler(request, reply) {
      reply.headers(noStore);
      return fairness.view((await playerAuth.requireUser(request)).id);
    },
  });

  app.route({
    ...fromEndpoint(gameEndpoints.setClientSeed),
    async handler(request, reply) {
      reply.headers(noStore);
      const user = await playerAuth.requireUser(request);
      return fairness.setClientSeed(user.id, request.body.clientSeed);
    },
  });

  app.route({
    ...fromEndpoint(gameEndpoints.rotate),
    async handler(request, reply) {
      reply.headers(noStore);
      return fairness.rotate((await playerAuth.requireUser(request)).id);
    },
  });

  app.route({
    ...fromEndpoint(gameEndpoints.fairRounds),
    async handler(request, reply) {
      reply.headers(noStore);
      const user = await playerAuth.requireUser(request);
      return fairness.rounds(user.id, request.query);
    },
  });
}

/** Support (or an admin) opens a game in a player's app; audited. */
export function gamesAdminRoutes(
  app: App,
  deps: {
    operators: OperatorsService;
    users: UsersService;
    catalogue: CatalogueService;
    realtime: RealtimePublisher;
  },
) {
  app.route({
    ...fromEndpoint(adminGameEndpoints.openGame),
    async handler(request) {
      const actor = await deps.operators.require(request, ['admin', 'support']);
      const user = await deps.users.findById(request.params.id);
      if (!user) throw AppError.notFound('user_not_found');
      const game = await deps.catalogue.gameCard(request.body.gameId);
      if (!game) throw AppError.notFound('game_not_found');
      const action: TInterfaceAction = { type: 'open_game', gameId: game.id };
      deps.realtime.publish(privateChannel('interface_actions', user.globalId), action);
      await deps.operators.recordAction(
        actor,
        'player.open_game',
        { type: 'user', id: user.id },
        { before: null, after: action },
      );
      return { delivered: true };
    },
  });
}
