import { sandboxChainEndpoints } from '@aurum/contracts/sandbox';
import { cryptoEndpoints } from '@aurum/contracts/wallet';
import type { App } from '../../lib/http';
import { fromEndpoint } from '../../lib/http';
import type { PlayerAuth } from '../auth/authenticate';
import type { WalletService } from '../wallet/wallet.service';
import type { CryptoService } from './crypto.service';

export function cryptoRoutes(app: App, deps: { crypto: CryptoService; playerAuth: PlayerAuth }) {
  app.route({
    ...fromEndpoint(cryptoEndpoints.methods),
    async handler(_request, reply) {
      reply.header('cache-control', 'public, max-age=300');
      return { items: await deps.crypto.methods() };
    },
  });

  app.route({
    ...fromEndpoint(cryptoEndpoints.depositAddress),
    async handler(request) {
      const user = await deps.playerAuth.requireUser(request);
      return deps.crypto.depositAddress(user, request.body.currency);
    },
  });
}

/** The sandbox chain, outside production only: it plays the blockchain's part. */
export function cryptoSandboxRoutes(
  app: App,
  deps: { crypto: CryptoService; wallet: WalletService },
) {
  app.route({
    ...fromEndpoint(sandboxChainEndpoints.transfer),
    async handler(request) {
      const row = await deps.crypto.receive({
        address: request.body.address,
        code: request.body.currency,
        amount: request.body.amount,
      });
      const { items } = await deps.wallet.listTransactions(row.userId, { offset: 0, limit: 50 });
      const view = items.find((item) => item.id === row.id);
      if (!view) throw new Error('transfer missing from history');
      return view;
    },
  });

  app.route({
    ...fromEndpoint(sandboxChainEndpoints.blocks),
    async handler(request) {
      return { confirmed: await deps.crypto.mineBlocks(request.body.count) };
    },
  });
}
