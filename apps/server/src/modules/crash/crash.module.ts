import { CRASH_VARIANT } from '@aurum/contracts/crash';
import { everySeconds, skipWhileRunning } from '../../lib/every-seconds';
import type { App } from '../../lib/http';
import { maskedPlayerName, maskName } from '../../lib/last-bet';
import type { TSharedDeps } from '../../shared-deps';
import type { PlayerAuth } from '../auth/authenticate';
import type { StudioSessions } from '../studio/studio.service';
import type { UsersService } from '../users/users.service';
import { crashRoutes } from './crash.routes';
import { createCrash, type Crash } from './crash.service';

/**
 * Crash, the in-house studio's shared-round game: its routes, the round clock every node runs
 * (a compare-and-set per step, so the cluster plays one round sequence) and the sweep.
 */
export function crashModule(
  app: App,
  deps: Pick<TSharedDeps, 'db' | 'config' | 'realtime'> & {
    playerAuth: PlayerAuth;
    studioSessions: StudioSessions;
    users: UsersService;
    clock: () => Date;
  },
): { crash: Crash } {
  const { config } = deps;
  const crash = createCrash({
    db: deps.db,
    variant: CRASH_VARIANT,
    sessions: deps.studioSessions,
    realtime: deps.realtime,
    timings: { bettingMs: config.crash.bettingMs, pauseMs: config.crash.pauseMs },
    chain: { seed: config.crash.chainSeed, length: config.crash.chainLength },
    clock: deps.clock,
    async nameOf(playerRef) {
      if (playerRef.startsWith('visitor:')) return maskName('guest');
      const user = await deps.users.findById(playerRef);
      return user ? maskedPlayerName(user) : maskName('player');
    },
    log: app.log,
  });
  crashRoutes(app, { crash, playerAuth: deps.playerAuth });

  if (config.crash.loopMs > 0) {
    const step = skipWhileRunning(async () => {
      await crash.advance();
      crash.tick();
    });
    const timer = setInterval(() => {
      step().catch((error: unknown) => app.log.warn({ err: error }, 'crash clock failed'));
    }, config.crash.loopMs);
    timer.unref();
    app.addHook('preClose', async () => {
      clearInterval(timer);
      // Wallet calls on their way finish before the app and its database close.
      await crash.settled();
    });
    everySeconds(app, 15, 'crash sweep', () => crash.sweep());
  }
  return { crash };
}
