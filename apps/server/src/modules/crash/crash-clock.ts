import { randomBytes } from 'node:crypto';
import {
  crashMsAt,
  crashPointOf,
  crashRoundHash,
  crashTerminalHash,
  nextChainHash,
} from '@aurum/games';
import type { Db } from '../../db/client';
import { createCrashRepo, type TCrashChainRow, type TCrashRoundRow } from './crash.repo';

export interface TCrashTimings {
  bettingMs: number;
  pauseMs: number;
}

export interface TChainSource {
  /** The first chain's seed (tests and journeys fix it); later chains are random. */
  seed: string | undefined;
  length: number;
}

/** The instant the round's multiplier reaches its crash point. */
export function crashInstant(round: TCrashRoundRow): Date | undefined {
  if (!round.startedAt) return undefined;
  return new Date(round.startedAt.getTime() + crashMsAt(round.crashPoint));
}

/**
 * The round clock's steps. Every step is a compare-and-set any node may attempt: the insert of
 * the next round is unique per chain index and per live round, the status moves are guarded by
 * the status they leave. The step that wins answers the row it wrote; a loser answers nothing.
 */
export function createCrashClock(deps: {
  db: Db;
  variant: string;
  timings: TCrashTimings;
  chain: TChainSource;
}) {
  const repo = createCrashRepo(deps.db);

  async function newChain(first: boolean): Promise<TCrashChainRow> {
    const fixed = first ? deps.chain.seed : undefined;
    const seed = fixed ?? randomBytes(32).toString('hex');
    const { length } = deps.chain;
    // A fixed seed gives a fixed salt, so a journey can compute the rounds ahead.
    const salt = fixed
      ? nextChainHash(nextChainHash(fixed)).slice(0, 32)
      : randomBytes(16).toString('hex');
    return repo.insertChain({
      variant: deps.variant,
      seed,
      terminalHash: crashTerminalHash(seed, length),
      salt,
      length,
    });
  }

  /** Where the round after `previous` sits: its chain and index. */
  async function nextPlace(
    previous: TCrashRoundRow | undefined,
  ): Promise<{ chain: TCrashChainRow; index: number }> {
    if (previous) {
      const chain = await repo.chain(previous.chainId);
      if (chain && previous.index + 1 < chain.length) return { chain, index: previous.index + 1 };
      return { chain: await newChain(false), index: 0 };
    }
    const latest = await repo.latestChain(deps.variant);
    return { chain: latest ?? (await newChain(true)), index: 0 };
  }

  async function openRound(previous: TCrashRoundRow | undefined, now: Date) {
    const { chain, index } = await nextPlace(previous);
    const hash = crashRoundHash(chain.seed, chain.length, index);
    const opensAt = previous?.crashedAt
      ? Math.max(now.getTime(), previous.crashedAt.getTime() + deps.timings.pauseMs)
      : now.getTime();
    return repo.insertRound({
      variant: deps.variant,
      chainId: chain.id,
      index,
      status: 'betting',
      bettingEndsAt: new Date(opensAt + deps.timings.bettingMs),
      crashPoint: crashPointOf(hash, chain.salt),
      hash,
    });
  }

  return {
    /**
     * One step of the clock at `now`: what this node moved (to publish), or undefined. A
     * round starts at its betting end and crashes at its crash instant, whichever node (and
     * however late) moves it, so every node and client computes the same multiplier.
     */
    async step(
      now: Date,
    ): Promise<
      | { kind: 'opened' | 'started' | 'crashed'; round: TCrashRoundRow }
      | { kind: 'running'; round: TCrashRoundRow }
      | undefined
    > {
      const round = await repo.latestRound(deps.variant);
      if (!round) {
        const opened = await openRound(undefined, now);
        return opened && { kind: 'opened', round: opened };
      }
      if (round.status === 'betting') {
        if (now < round.bettingEndsAt) return undefined;
        const started = await repo.start(round.id, round.bettingEndsAt);
        return started && { kind: 'started', round: started };
      }
      if (round.status === 'running') {
        const instant = crashInstant(round);
        if (!instant || now < instant) return { kind: 'running', round };
        return { kind: 'crashed', round };
      }
      const reopensAt = (round.crashedAt?.getTime() ?? 0) + deps.timings.pauseMs;
      if (now.getTime() < reopensAt) return undefined;
      const opened = await openRound(round, now);
      return opened && { kind: 'opened', round: opened };
    },
  };
}
