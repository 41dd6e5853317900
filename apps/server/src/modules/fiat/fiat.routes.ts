import { fiatEndpoints } from '@aurum/contracts/wallet';
import type { App } from '../../lib/http';
import { fromEndpoint } from '../../lib/http';
import type { FiatService } from './fiat.service';

export function fiatRoutes(app: App, deps: { fiat: FiatService }) {
  app.route({
    ...fromEndpoint(fiatEndpoints.conditions),
    async handler(_request, reply) {
      reply.header('cache-control', 'public, max-age=300');
      return { items: await deps.fiat.methods() };
    },
  });
}
