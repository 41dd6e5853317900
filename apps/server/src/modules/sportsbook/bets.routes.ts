import { IDEMPOTENCY_KEY_HEADER } from '@aurum/contracts/http';
import { sportsbookBetEndpoints } from '@aurum/contracts/sportsbook';
import { randomUUID } from 'node:crypto';
import { fromEndpoint, type App } from '../../lib/http';
import type { TPlayGate } from '../responsible-gaming/rg-guards';
import type { PlayerAuth } from '../auth/authenticate';
import { idempotencyScope } from '../idempotency/idempotency.http';
import type { IdempotencyService } from '../idempotency/idempotency.service';
import type { BetsService } from './bets.service';

/** Bet calls of signed-in players (401 otherwise). */
export function betsRoutes(
  app: App,
  deps: {
    bets: BetsService;
    playerAuth: PlayerAuth;
    idempotency: IdempotencyService;
    playGate?: TPlayGate;
  },
) {
  const { bets, playerAuth, idempotency } = deps;

  app.route({
    ...fromEndpoint(sportsbookBetEndpoints.place),
    async handler(request, reply) {
      const { user, startedAt } = await playerAuth.requireSession(request);
      await deps.playGate?.(user.id, startedAt);
      const header = request.headers[IDEMPOTENCY_KEY_HEADER];
      // The key is also the bet's own (unique per player): a retry is the first bet, never a second.
      const key = typeof header === 'string' ? header : randomUUID();
      return idempotency.once(idempotencyScope(request, reply, user.id), () =>
        bets.place(user.id, key, request.body),
      );
    },
  });

  app.route({
    ...fromEndpoint(sportsbookBetEndpoints.list),
    async handler(request) {
      const user = await playerAuth.requireUser(request);
      return bets.list(user.id, request.query);
    },
  });

  app.route({
    ...fromEndpoint(sportsbookBetEndpoints.one),
    async handler(request) {
      const user = await playerAuth.requireUser(request);
      return bets.one(user.id, request.params.id);
    },
  });

  app.route({
    ...fromEndpoint(sportsbookBetEndpoints.cashOutQuote),
    async handler(request) {
      const user = await playerAuth.requireUser(request);
      return bets.cashOutQuote(user.id, request.params.id, request.query.part);
    },
  });

  app.route({
    ...fromEndpoint(sportsbookBetEndpoints.cashOut),
    async handler(request) {
      const user = await playerAuth.requireUser(request);
      return bets.cashOut(user.id, request.params.id, request.body.token);
    },
  });
}
