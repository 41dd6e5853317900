import { everySeconds } from '../../lib/every-seconds';
import type { App } from '../../lib/http';
import type { TSharedDeps } from '../../shared-deps';
import { createIdempotency, type IdempotencyService } from './idempotency.service';

/** Client idempotency keys of the money calls (withdraw, sell, buy); kept a day. */
export function idempotencyModule(
  app: App,
  deps: Pick<TSharedDeps, 'db'>,
): { idempotency: IdempotencyService } {
  const idempotency = createIdempotency({ db: deps.db, log: app.log });
  everySeconds(app, 3600, 'idempotency keys purge', () => idempotency.purge());
  return { idempotency };
}
