import { walletEndpoints } from '@aurum/contracts/wallet';
import type { App } from '../../lib/http';
import { fromEndpoint } from '../../lib/http';
import type { PlayerAuth } from '../auth/authenticate';
import type { WalletService } from './wallet.service';

export function walletRoutes(app: App, deps: { playerAuth: PlayerAuth; wallet: WalletService }) {
  app.route({
    ...fromEndpoint(walletEndpoints.balance),
    async handler(request, reply) {
      reply.header('cache-control', 'no-store');
      return deps.wallet.balanceOf(await deps.playerAuth.requireUser(request));
    },
  });

  app.route({
    ...fromEndpoint(walletEndpoints.transactions),
    async handler(request) {
      const user = await deps.playerAuth.requireUser(request);
      const { offset, limit } = request.query;
      return deps.wallet.listTransactions(user.id, { offset, limit });
    },
  });
}
