import type { App } from '../../lib/http';
import type { TSharedDeps } from '../../shared-deps';
import type { PlayerAuth } from '../auth/authenticate';
import { catalogueRoutes } from './catalogue.routes';
import { createCatalogueService, type CatalogueService } from './catalogue.service';
import { mediaRoutes } from './media.routes';

/** The games, providers and banners players browse, and their generated artwork. */
export function catalogueModule(
  app: App,
  deps: Pick<TSharedDeps, 'db' | 'countryOf'> & { playerAuth: PlayerAuth },
): { catalogue: CatalogueService } {
  const catalogue = createCatalogueService({ db: deps.db });
  catalogueRoutes(app, { catalogue, playerAuth: deps.playerAuth, countryOf: deps.countryOf });
  mediaRoutes(app, { catalogue });
  return { catalogue };
}
