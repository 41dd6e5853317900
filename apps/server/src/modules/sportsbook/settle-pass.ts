import type { TItemLog, TItemsOutcome } from '../../lib/each-item';
import { readPlayers, type TBetsDeps } from './bets-deps';
import { createLastWins } from './last-wins';
import { createSettleBets, type TSettled } from './settle-bets';
import { betsToSettle } from './settle-candidates';
import { clearQueued, queuedMarkets } from './settle-queue.repo';

/** Bets per transaction: bounded work under the players' money locks. */
const SETTLE_BATCH = 200;
/** Queued markets read at a time. */
const MARKETS_PER_READ = 100;
/**
 * Lanes settled side by side, each on its own connection: a player always falls in the same
 * lane, so the lanes never wait on each other's money locks.
 */
const LANES = 4;
const laneOf = (userId: string) => Number.parseInt(userId.slice(0, 8), 16) % LANES;

/**
 * The settlement loop's work: the markets queued since (settled, cancelled, rolled back, a
 * cancel window), each walked through the legs' market index for the bets out of line with
 * the book, settled `SETTLE_BATCH` to a transaction until none is left, in `LANES` lanes of
 * players side by side. A market leaves the queue once its bets are in line, at the version
 * read (a change meanwhile keeps it queued). A batch that fails is tried again bet by bet: the
 * bet that fails is logged and keeps its market queued for the next pass, the others settle.
 * Publications follow each commit.
 */
export function createSettlement(deps: TBetsDeps & { log?: TItemLog }) {
  const settleBatch = createSettleBets(deps);
  const publishWins = createLastWins(deps);

  /** After commit, a failed publication is only logged: the money moved. */
  async function safely(step: () => Promise<unknown>, what: string): Promise<void> {
    try {
      await step();
    } catch (error) {
      deps.log?.warn({ err: error }, `sportsbook settlement: ${what} not published`);
    }
  }

  /** Balances once per player, each bet as its player sees it, first wins on the ticker. */
  async function publish(settled: TSettled[]): Promise<void> {
    if (settled.length === 0) return;
    const moved = new Set(settled.filter((item) => item.movedMoney).map((item) => item.bet.userId));
    for (const userId of moved) await safely(() => deps.publishBalance(userId), 'balance');
    await safely(async () => {
      const players = await readPlayers(
        deps.users,
        settled.map((item) => item.bet.userId),
      );
      await deps.publishBets(
        settled.map((item) => item.bet),
        players,
      );
      const wins = settled.filter((item) => item.announce).map((item) => item.bet);
      await safely(() => publishWins(wins, players), 'wins');
    }, 'bets');
  }

  async function settleAndPublish(betIds: string[]): Promise<TSettled[]> {
    const settled = await settleBatch(betIds);
    await publish(settled);
    return settled;
  }

  /** One batch, or bet by bet when it fails: the ids that still failed. */
  async function runBatch(betIds: string[]): Promise<string[]> {
    try {
      await settleAndPublish(betIds);
      return [];
    } catch (error) {
      if (betIds.length === 1) {
        deps.log?.warn(
          { err: error, item: betIds[0] },
          'sportsbook settlement: item failed, will retry',
        );
        return betIds;
      }
      deps.log?.warn(
        { err: error, bets: betIds.length },
        'sportsbook settlement: batch failed, settling its bets one by one',
      );
      const failed: string[] = [];
      for (const betId of betIds) failed.push(...(await runBatch([betId])));
      return failed;
    }
  }

  /** A lane's bets, `SETTLE_BATCH` to a transaction, one after another: the ids that failed. */
  async function runLane(betIds: string[]): Promise<string[]> {
    const failed: string[] = [];
    for (let start = 0; start < betIds.length; start += SETTLE_BATCH)
      failed.push(...(await runBatch(betIds.slice(start, start + SETTLE_BATCH))));
    return failed;
  }

  /**
   * One pass: every queued market's bets brought in line, up to `maxBets` (the markets not
   * finished stay queued for the next pass).
   */
  async function settleDue(maxBets = Number.POSITIVE_INFINITY): Promise<TItemsOutcome> {
    const outcome: TItemsOutcome = { done: 0, failed: 0 };
    let afterSeq = 0;
    let full = false;
    while (!full) {
      const queued = await queuedMarkets(deps.db, MARKETS_PER_READ, afterSeq);
      const last = queued.at(-1);
      if (!last) break;
      afterSeq = last.seq;
      /** Markets kept queued: a bet of theirs failed, or the pass stopped short of them. */
      const kept = new Set<string>();
      /** The bets gathered for the lanes: each with its player and the market it was found by. */
      const gathered = new Map<string, { userId: string; marketId: string }>();
      const flush = async () => {
        const lanes = Array.from({ length: LANES }, (): string[] => []);
        for (const [betId, { userId }] of gathered) lanes[laneOf(userId)]?.push(betId);
        const failed = (await Promise.all(lanes.map(runLane))).flat();
        outcome.done += gathered.size - failed.length;
        outcome.failed += failed.length;
        for (const betId of failed) {
          const found = gathered.get(betId);
          if (found) kept.add(found.marketId);
        }
        gathered.clear();
      };
      for (const market of queued) {
        let after: string | undefined;
        for (;;) {
          const left = maxBets - (outcome.done + outcome.failed + gathered.size);
          full = left <= 0;
          if (full) {
            kept.add(market.marketId);
            break;
          }
          const room = Math.min(LANES * SETTLE_BATCH - gathered.size, left);
          const page = await betsToSettle(deps.db, market.marketId, after, room);
          for (const { betId, userId } of page)
            if (!gathered.has(betId)) gathered.set(betId, { userId, marketId: market.marketId });
          if (gathered.size >= LANES * SETTLE_BATCH) await flush();
          if (page.length < room) break;
          after = page.at(-1)?.betId;
        }
      }
      if (gathered.size > 0) await flush();
      await clearQueued(
        deps.db,
        queued.filter((market) => !kept.has(market.marketId)),
      );
    }
    return outcome;
  }

  /** Brings one bet in line with the book now; true when money moved. */
  async function settle(betId: string): Promise<boolean> {
    const [settled] = await settleAndPublish([betId]);
    return settled?.movedMoney ?? false;
  }

  return { settleDue, settle };
}
