import type { TSportsbookUpdate } from '@aurum/contracts/sportsbook';
import type { Db, Tx } from '../../db/client';
import { sportsbookChannel } from '../realtime/channels';
import type { RealtimePublisher } from '../realtime/realtime.gateway';
import type { FeedAdapter, TFeedMessage } from './feed';
import { applyFixture, eventScore, type TEventChange } from './ingest-fixtures.repo';
import { applyBetStop, applyOddsChange } from './ingest-odds.repo';
import { applyBetCancel, applyRollback, applySettlement } from './ingest-results.repo';
import { marketsByIds } from './market-view';
import {
  applyAlive,
  applySnapshotComplete,
  producerUp,
  type TRecoveryRequest,
} from './producers.repo';

/** What one applied message changed, handed to listeners after it committed. */
export interface TIngestEffect {
  /** The message's type, or `heartbeat_timeout` when the watchdog took a producer down. */
  type: TFeedMessage['type'] | 'heartbeat_timeout';
  eventId?: string;
  marketIds: string[];
  event?: TEventChange;
  recovery?: TRecoveryRequest;
}

export type TIngestListener = (effect: TIngestEffect) => void | Promise<void>;

export interface TIngestDeps {
  db: Db;
  realtime: Pick<RealtimePublisher, 'publish'>;
  feed: Pick<FeedAdapter, 'requestRecovery'>;
  clock: () => Date;
  /** A down producer whose recovery went unanswered this long asks again on its next heartbeat. */
  recoveryRetrySeconds: number;
  log?: { warn(details: object, message: string): void };
}

async function applyInTx(tx: Tx, message: TFeedMessage, deps: TIngestDeps): Promise<TIngestEffect> {
  const base = { type: message.type, marketIds: [] as string[] };
  switch (message.type) {
    case 'fixture':
      return { ...base, eventId: message.event.id, event: await applyFixture(tx, message) };
    case 'odds_change': {
      const up = await producerUp(tx, message.producer);
      return { ...base, eventId: message.eventId, ...(await applyOddsChange(tx, message, up)) };
    }
    case 'bet_stop':
      return { ...base, eventId: message.eventId, ...(await applyBetStop(tx, message)) };
    case 'bet_settlement':
      return { ...base, eventId: message.eventId, ...(await applySettlement(tx, message)) };
    case 'rollback_bet_settlement':
      return { ...base, eventId: message.eventId, ...(await applyRollback(tx, message)) };
    case 'bet_cancel':
      return { ...base, eventId: message.eventId, ...(await applyBetCancel(tx, message)) };
    case 'alive': {
      const down = await applyAlive(tx, message, deps.clock(), deps.recoveryRetrySeconds);
      return { ...base, ...down };
    }
    case 'snapshot_complete':
      await applySnapshotComplete(tx, message, deps.clock());
      return base;
  }
}

/**
 * The feed consumer: each message is applied in its own transaction; only after it commits are
 * the changed markets, scores and statuses published on `sportsbook#{eventId}`, listeners told
 * (the bets module settles from here) and a recovery requested from the feed.
 */
export function createIngest(deps: TIngestDeps) {
  const listeners: TIngestListener[] = [];

  async function publish(effect: TIngestEffect): Promise<void> {
    const updates: TSportsbookUpdate[] = [];
    for (const [eventId, markets] of await marketsByIds(deps.db, effect.marketIds)) {
      for (const market of markets) updates.push({ kind: 'market', eventId, market });
    }
    const change = effect.event;
    if (change?.status) {
      updates.push({ kind: 'status', eventId: change.eventId, status: change.status });
    }
    if (change?.score) {
      const score = await eventScore(deps.db, change.eventId);
      if (score) {
        const { home, away, period, minute } = score;
        updates.push({
          kind: 'score',
          eventId: change.eventId,
          score: { home, away, period, minute },
        });
      }
    }
    for (const update of updates) deps.realtime.publish(sportsbookChannel(update.eventId), update);
  }

  /** After commit: publications, listeners, the recovery request; failures are only logged. */
  async function afterCommit(effect: TIngestEffect): Promise<void> {
    const steps: (() => unknown)[] = [
      () => publish(effect),
      ...listeners.map((listener) => () => listener(effect)),
    ];
    const recovery = effect.recovery;
    if (recovery) {
      steps.push(() =>
        deps.feed.requestRecovery(recovery.producer, recovery.since, recovery.requestId),
      );
    }
    for (const step of steps) {
      try {
        await step();
      } catch (error) {
        deps.log?.warn({ err: error, type: effect.type }, 'sportsbook after-commit step failed');
      }
    }
  }

  return {
    /** Applies one feed message (the adapter's handler). */
    async handle(message: TFeedMessage): Promise<TIngestEffect> {
      const effect = await deps.db.transaction((tx) => applyInTx(tx, message, deps));
      await afterCommit(effect);
      return effect;
    },
    onApplied(listener: TIngestListener): void {
      listeners.push(listener);
    },
    afterCommit,
  };
}

export type Ingest = ReturnType<typeof createIngest>;
