import type { App } from '../../lib/http';
import type { TSharedDeps } from '../../shared-deps';
import { languagesRoutes } from './languages.routes';
import { createLanguagesService } from './languages.service';

/** The languages the product is offered in; no other module reads them. */
export function languagesModule(app: App, deps: Pick<TSharedDeps, 'db' | 'config'>): void {
  const languages = createLanguagesService({ db: deps.db, locales: deps.config.locales });
  languagesRoutes(app, { languages });
}
