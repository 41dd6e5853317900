import { meEndpoints } from '@aurum/contracts/me';
import type { App } from '../../lib/http';
import { fromEndpoint } from '../../lib/http';
import type { PlayerAuth } from '../auth/authenticate';
import type { WalletService } from '../wallet/wallet.service';
import type { UsersService } from './users.service';

export function meRoutes(
  app: App,
  deps: { playerAuth: PlayerAuth; users: UsersService; wallet: WalletService },
) {
  const { playerAuth, users } = deps;

  app.route({
    ...fromEndpoint(meEndpoints.get),
    async handler(request, reply) {
      reply.header('cache-control', 'no-store');
      const { user, sessionId } = await playerAuth.requireSession(request);
      return users.toMe(user, sessionId);
    },
  });

  app.route({
    ...fromEndpoint(meEndpoints.update),
    async handler(request) {
      const { user, sessionId } = await playerAuth.requireSession(request);
      const updated = await users.updateMe(user, request.body);
      // The balance is shown in the display currency: a new one changes what /me/balance says.
      if (updated.primaryCurrency !== user.primaryCurrency)
        await deps.wallet.publishBalance(user.id);
      return users.toMe(updated, sessionId);
    },
  });

  app.route({
    ...fromEndpoint(meEndpoints.profile),
    async handler(request) {
      return users.toProfile(await playerAuth.requireUser(request));
    },
  });

  app.route({
    ...fromEndpoint(meEndpoints.updateProfile),
    async handler(request) {
      const user = await playerAuth.requireUser(request);
      return users.toProfile(await users.updateProfile(user.id, request.body));
    },
  });

  app.route({
    ...fromEndpoint(meEndpoints.billing),
    async handler(request) {
      return users.toBilling(await playerAuth.requireUser(request));
    },
  });

  app.route({
    ...fromEndpoint(meEndpoints.showModalInfo),
    async handler(request) {
      const user = await playerAuth.requireUser(request);
      const shownAt = await users.markModalShown(user.id);
      return { lastShowModalAt: shownAt.toISOString() };
    },
  });
}
