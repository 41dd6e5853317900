import type { Db } from '../../db/client';
import { forEachItem, type TItemLog } from '../../lib/each-item';
import type { Ingest } from './ingest';
import { markDown, silentProducers, stillSilentSince } from './producers.repo';

/**
 * The feed's dead-man switch: a producer silent past `heartbeatSeconds` is marked down and
 * every active market of its events suspended in one statement; they stay suspended until the
 * recovery requested after commit completes and the feed's odds change reopens them.
 */
export function createWatchdog(deps: {
  db: Db;
  ingest: Pick<Ingest, 'afterCommit'>;
  clock: () => Date;
  heartbeatSeconds: number;
  log?: TItemLog;
}) {
  return {
    /** One pass; returns the producers it took down. */
    async check(): Promise<string[]> {
      const now = deps.clock();
      const cutoff = new Date(now.getTime() - deps.heartbeatSeconds * 1000);
      const taken: string[] = [];
      const silent = await silentProducers(deps.db, cutoff);
      await forEachItem(
        silent,
        async (producer) => {
          const down = await deps.db.transaction((tx) =>
            markDown(tx, producer.id, now, stillSilentSince(cutoff)),
          );
          if (!down) return;
          taken.push(producer.id);
          await deps.ingest.afterCommit({ type: 'heartbeat_timeout', ...down });
        },
        { log: deps.log, name: 'sportsbook feed watchdog' },
      );
      return taken;
    },
  };
}

export type Watchdog = ReturnType<typeof createWatchdog>;
