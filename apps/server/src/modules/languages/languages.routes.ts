import { languagesEndpoints } from '@aurum/contracts/languages';
import type { App } from '../../lib/http';
import { fromEndpoint } from '../../lib/http';
import type { LanguagesService } from './languages.service';

/** The list changes only with a deploy; the client keeps it indefinitely (spec section 9). */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

export function languagesRoutes(app: App, deps: { languages: LanguagesService }) {
  app.route({
    ...fromEndpoint(languagesEndpoints.list),
    async handler(_request, reply) {
      reply.header('cache-control', CACHE_FOREVER);
      return { items: await deps.languages.listOffered() };
    },
  });
}
