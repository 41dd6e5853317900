import { everySeconds } from '../../lib/every-seconds';
import type { App } from '../../lib/http';
import type { TSharedDeps } from '../../shared-deps';
import type { PlayerAuth } from '../auth/authenticate';
import type { GameStudio } from '../games/studios';
import { createFairness, type Fairness } from './fairness.service';
import { createStudio, type StudioSessions } from './studio.service';
import { studioRoutes } from './studio.routes';
import { createWalletClient, fetchTransport, type TWalletTransport } from './wallet-client';

/** The in-house studio's id on the seamless-wallet API. */
const INHOUSE_STUDIO = 'aurum-studio';

/**
 * The in-house studio: its game client's routes, provably fair seeds, and the sweep that
 * finishes rounds left unfinished. To the platform it is a studio like any other.
 */
export function studioModule(
  app: App,
  deps: Pick<TSharedDeps, 'db' | 'config'> & { playerAuth: PlayerAuth },
): { inhouseStudio: GameStudio; fairness: Fairness; studioSessions: StudioSessions } {
  const { db, config } = deps;
  // The in-house studio reaches the wallet over HTTP like any studio: through this process's
  // own HTTP pipeline by default, or at STUDIO_WALLET_URL when it runs elsewhere.
  const inProcess: TWalletTransport = async (url, payload, headers) => {
    const reply = await app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, 'content-type': 'application/json' },
    });
    return { status: reply.statusCode, body: reply.body ? reply.json<unknown>() : undefined };
  };
  const fairness = createFairness({ db });
  const studio = createStudio({
    db,
    id: INHOUSE_STUDIO,
    secret: config.secrets.STUDIO_SECRET,
    wallet: createWalletClient({
      studioId: INHOUSE_STUDIO,
      secret: config.secrets.STUDIO_SECRET,
      transport: config.studioWalletUrl ? fetchTransport(config.studioWalletUrl) : inProcess,
    }),
    fairness,
    limits: { minBet: 10n, maxBet: 100_000n, defaultBet: 100n, demoBalance: 100_000n },
    log: app.log,
  });
  studioRoutes(app, { studio, playerAuth: deps.playerAuth });
  everySeconds(app, 30, 'studio sweep', () => studio.sweep());
  return { inhouseStudio: studio.studio, fairness, studioSessions: studio.sessions };
}
