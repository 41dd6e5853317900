import { createHash } from 'node:crypto';
import {
  adminTournamentEndpoints,
  sandboxTournamentEndpoints,
  tournamentEndpoints,
} from '@aurum/contracts/tournaments';
import type { FastifyReply } from 'fastify';
import { fromEndpoint, type App } from '../../lib/http';
import type { PlayerAuth } from '../auth/authenticate';
import type { OperatorsService } from '../operators/operators.service';
import type { TournamentsAdmin } from './admin';
import type { Closing } from './closing';
import type { TournamentsService } from './tournaments.service';

/**
 * The list differs by viewer (VIP-only tournaments) and by the minute (phases, countdowns
 * start from it): a private cache may reuse it for a minute and then revalidates with the ETag,
 * which costs a 304 until a tournament changes. The spec's 24 h is the web app's query cache
 * (`staleTime`), which refetches on its own events; an HTTP cache holding the list a day would
 * keep showing a tournament as running after it ended, or hide a new one.
 */
const LIST_CACHE = 'private, max-age=60, must-revalidate';
/** The detail's leaderboard moves with every bet. */
const LIVE = 'private, no-cache';

export function tournamentRoutes(
  app: App,
  deps: { tournaments: TournamentsService; playerAuth: PlayerAuth },
) {
  const { tournaments, playerAuth } = deps;

  app.route({
    ...fromEndpoint(tournamentEndpoints.list),
    async handler(request, reply) {
      const viewer = await playerAuth.optionalUser(request);
      const list = await tournaments.list(viewer, request.query.status);
      const etag = `"${createHash('sha1').update(JSON.stringify(list)).digest('base64url')}"`;
      reply.header('cache-control', LIST_CACHE);
      reply.header('etag', etag);
      reply.header('vary', 'Cookie');
      // Not modified: an empty 304, outside the contract's 200 body.
      if (request.headers['if-none-match'] === etag)
        return (reply as unknown as FastifyReply).code(304).send();
      return list;
    },
  });

  app.route({
    ...fromEndpoint(tournamentEndpoints.detail),
    async handler(request, reply) {
      reply.header('cache-control', LIVE);
      const viewer = await playerAuth.optionalUser(request);
      return tournaments.detail(request.params.id, viewer);
    },
  });

  app.route({
    ...fromEndpoint(tournamentEndpoints.join),
    async handler(request) {
      const user = await playerAuth.requireUser(request);
      return tournaments.join(request.params.id, user);
    },
  });
}

export function tournamentAdminRoutes(
  app: App,
  deps: { admin: TournamentsAdmin; operators: OperatorsService },
) {
  const { admin, operators } = deps;

  app.route({
    ...fromEndpoint(adminTournamentEndpoints.list),
    async handler(request) {
      await operators.require(request, ['admin']);
      return { items: await admin.list() };
    },
  });

  app.route({
    ...fromEndpoint(adminTournamentEndpoints.create),
    async handler(request) {
      const actor = await operators.require(request, ['admin']);
      const created = await admin.create(request.body, actor.operator.id);
      await operators.recordAction(
        actor,
        'tournament.create',
        { type: 'tournament', id: created.id },
        { before: null, after: created },
      );
      return created;
    },
  });

  app.route({
    ...fromEndpoint(adminTournamentEndpoints.update),
    async handler(request) {
      const actor = await operators.require(request, ['admin']);
      const before = await admin.get(request.params.id);
      const updated = await admin.update(request.params.id, request.body);
      await operators.recordAction(
        actor,
        'tournament.update',
        { type: 'tournament', id: updated.id },
        { before, after: updated },
      );
      return updated;
    },
  });

  app.route({
    ...fromEndpoint(adminTournamentEndpoints.cancel),
    async handler(request) {
      const actor = await operators.require(request, ['admin']);
      const before = await admin.get(request.params.id);
      const cancelled = await admin.cancel(request.params.id);
      await operators.recordAction(
        actor,
        'tournament.cancel',
        { type: 'tournament', id: cancelled.id },
        { before, after: cancelled },
      );
      return cancelled;
    },
  });
}

export function tournamentSandboxRoutes(
  app: App,
  deps: { closing: () => ReturnType<Closing['run']> },
) {
  app.route({
    ...fromEndpoint(sandboxTournamentEndpoints.close),
    async handler() {
      const run = await deps.closing();
      return { closed: run.closed, places: run.paid.length };
    },
  });
}
