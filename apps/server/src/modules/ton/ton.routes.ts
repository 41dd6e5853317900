import {
  adminTonEndpoints,
  tonEndpoints,
  TON_TRANSFER,
  type TAdminTonTransfer,
} from '@aurum/contracts/ton';
import type { FastifyRequest } from 'fastify';
import type { TTonConfig } from '../../config';
import type { Db } from '../../db/client';
import { fromEndpoint, type App } from '../../lib/http';
import type { PlayerAuth } from '../auth/authenticate';
import type { OperatorsService } from '../operators/operators.service';
import { TON_ICON_PNG } from './ton-icon';
import { createTonRepo, type TTonTransferRow } from './ton.repo';
import { TON_SANDBOX_API_ROOT } from './ton-sandbox.routes';
import type { TonService } from './ton.service';

export const TON_MANIFEST_PATH = '/api/v1/telegram/ton/manifest.json';
export const TON_ICON_PATH = '/api/v1/telegram/ton/icon.png';

/** Where the app lives, as wallets are told: the configured URL, else this request's origin. */
function originOf(request: FastifyRequest, appUrl: string | undefined): string {
  if (appUrl) return appUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

/**
 * The web's side of TON Connect: its config (network, the chain API it reads balances from,
 * the manifest), the manifest and icon wallets fetch, and a deposit's state for its player.
 */
export function tonRoutes(
  app: App,
  deps: {
    ton: TonService | undefined;
    config: TTonConfig | undefined;
    sandbox: boolean;
    playerAuth: PlayerAuth;
  },
) {
  const { config } = deps;

  app.route({
    ...fromEndpoint(tonEndpoints.config),
    handler(request) {
      const origin = originOf(request, config?.appUrl);
      return {
        enabled: deps.ton !== undefined,
        network: TON_TRANSFER.networks[config?.network ?? 'mainnet'],
        apiUrl: config?.apiUrl ?? TON_SANDBOX_API_ROOT,
        manifestUrl: `${origin}${TON_MANIFEST_PATH}`,
        sandboxWallet: deps.ton !== undefined && deps.sandbox && config?.apiUrl === undefined,
        // The web reads the player's jetton holding before a deposit names the master.
        jettonMasters: deps.ton && config ? { ...config.jettonMasters } : {},
      };
    },
  });

  app.get(TON_MANIFEST_PATH, async (request, reply) => {
    const origin = originOf(request, config?.appUrl);
    // Wallets fetch it from their own origin.
    reply.header('access-control-allow-origin', '*');
    return { url: origin, name: 'Aurum', iconUrl: `${origin}${TON_ICON_PATH}` };
  });

  app.get(TON_ICON_PATH, async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('cache-control', 'public, max-age=86400');
    return reply.type('image/png').send(TON_ICON_PNG);
  });

  const { ton } = deps;
  if (!ton) return;
  app.route({
    ...fromEndpoint(tonEndpoints.depositState),
    async handler(request, reply) {
      const user = await deps.playerAuth.requireUser(request);
      reply.header('cache-control', 'private, no-cache');
      return ton.state(user, request.params.id);
    },
  });
}

const toAdmin = (row: TTonTransferRow): TAdminTonTransfer => ({
  id: row.id.toString(),
  txHash: row.txHash,
  lt: row.lt.toString(),
  asset: row.asset,
  amount: row.amount,
  comment: row.comment,
  sender: row.sender,
  depositId: row.depositId,
  outcome: row.outcome as TAdminTonTransfer['outcome'],
  createdAt: row.createdAt.toISOString(),
});

/** Operators' view of the transfers the watcher saw: those not credited are theirs to settle. */
export function tonAdminRoutes(app: App, deps: { db: Db; operators: OperatorsService }) {
  app.route({
    ...fromEndpoint(adminTonEndpoints.transfers),
    async handler(request) {
      await deps.operators.require(request, ['admin', 'payments']);
      const { offset, limit, uncredited } = request.query;
      const { rows, total } = await createTonRepo(deps.db).recentTransfers({
        offset,
        limit,
        uncredited: uncredited ?? false,
      });
      return { items: rows.map(toAdmin), meta: { offset, limit, total } };
    },
  });
}
