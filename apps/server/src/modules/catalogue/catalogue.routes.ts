import { catalogueEndpoints } from '@aurum/contracts/catalogue';
import type { FastifyRequest } from 'fastify';
import type { CountryResolver } from '../../lib/geo';
import type { App } from '../../lib/http';
import { fromEndpoint } from '../../lib/http';
import type { PlayerAuth } from '../auth/authenticate';
import type { CatalogueService, TViewer } from './catalogue.service';

/** Reference data changes with the catalogue, not per request: clients keep it a day. */
const CACHE_DAY = 'public, max-age=86400';
/** Depends on who asks (favourites, blocked games). */
const PER_VIEWER = 'private, no-cache';

export function catalogueRoutes(
  app: App,
  deps: { catalogue: CatalogueService; playerAuth: PlayerAuth; countryOf: CountryResolver },
) {
  const { catalogue, playerAuth } = deps;
  const viewerOf = async (request: FastifyRequest): Promise<TViewer> => ({
    user: await playerAuth.optionalUser(request),
    country: deps.countryOf(request),
  });

  app.route({
    ...fromEndpoint(catalogueEndpoints.games),
    async handler(request, reply) {
      reply.header('cache-control', PER_VIEWER);
      return catalogue.listGames(request.query, await viewerOf(request));
    },
  });

  app.route({
    ...fromEndpoint(catalogueEndpoints.game),
    async handler(request, reply) {
      reply.header('cache-control', PER_VIEWER);
      return catalogue.getGame(request.params.id, await viewerOf(request));
    },
  });

  app.route({
    ...fromEndpoint(catalogueEndpoints.categories),
    async handler(request, reply) {
      reply.header('cache-control', CACHE_DAY);
      return { items: await catalogue.categories(request.query.language) };
    },
  });

  app.route({
    ...fromEndpoint(catalogueEndpoints.providers),
    async handler(_request, reply) {
      reply.header('cache-control', CACHE_DAY);
      return { items: await catalogue.providers() };
    },
  });

  app.route({
    ...fromEndpoint(catalogueEndpoints.promoCategories),
    async handler(request, reply) {
      reply.header('cache-control', CACHE_DAY);
      return { items: await catalogue.promoCategories(request.query.language) };
    },
  });

  app.route({
    ...fromEndpoint(catalogueEndpoints.menu),
    async handler(request, reply) {
      reply.header('cache-control', CACHE_DAY);
      return { items: await catalogue.menu(request.query.language) };
    },
  });

  app.route({
    ...fromEndpoint(catalogueEndpoints.favorites),
    async handler(request) {
      return catalogue.favorites((await playerAuth.requireUser(request)).id);
    },
  });

  app.route({
    ...fromEndpoint(catalogueEndpoints.addFavorite),
    async handler(request) {
      return catalogue.addFavorite(
        (await playerAuth.requireUser(request)).id,
        request.params.gameId,
      );
    },
  });

  app.route({
    ...fromEndpoint(catalogueEndpoints.removeFavorite),
    async handler(request) {
      return catalogue.removeFavorite(
        (await playerAuth.requireUser(request)).id,
        request.params.gameId,
      );
    },
  });

  app.route({
    ...fromEndpoint(catalogueEndpoints.banners),
    async handler(request, reply) {
      reply.header('cache-control', PER_VIEWER);
      return { items: await catalogue.banners(await viewerOf(request), request.query.language) };
    },
  });
}
