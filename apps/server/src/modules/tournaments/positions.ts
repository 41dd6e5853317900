import type { Db } from '../../db/client';
import { privateChannel } from '../realtime/channels';
import type { RealtimePublisher } from '../realtime/realtime.gateway';
import type { UsersService } from '../users/users.service';

type TUserRow = Awaited<ReturnType<UsersService['findByIds']>>[number];
import { positionOf, type TPresentation } from './present';
import { createTournamentsRepo, type TTournamentRow } from './tournaments.repo';

/** The places watched for moves: a player pushed down out of them is told too. */
const WATCHED = 100;
/** Changes are looked at this long after the first of a batch (bets come in bursts). */
const FLUSH_DELAY_MS = 250;
/**
 * A scorer whose place looked unchanged is looked at once more this much later: the bet's
 * transaction may not have committed by the first look.
 */
const SECOND_LOOK_MS = 1000;

/**
 * Pushes a player's position on `tournaments#{globalId}` when it changes. The scoring hook only
 * notes who scored; a flush after the delay reads committed standings (so a rolled-back bet
 * publishes nothing, and nothing leaves inside a transaction), compares each watched player's
 * place with the last one it published and tells those whose place moved: the scorer, and
 * the players the scorer passed.
 */
export function createPositions(deps: {
  db: Db;
  realtime: Pick<RealtimePublisher, 'publish'>;
  users: { findByIds: (ids: string[]) => Promise<TUserRow[]> };
  tournament: (id: string) => TTournamentRow | undefined;
  presentation: TPresentation;
  log?: { warn: (object: object, message: string) => void };
}) {
  const pending = new Map<string, Set<string>>();
  const published = new Map<string, Map<string, number>>();
  let timer: NodeJS.Timeout | undefined;
  /** Set when the app closes: a flush still running publishes nothing more. */
  let stopped = false;

  const secondLook = new Map<string, Set<string>>();
  let secondTimer: NodeJS.Timeout | undefined;

  function lookAgain(id: string, userIds: string[]): void {
    if (userIds.length === 0) return;
    const set = secondLook.get(id) ?? new Set<string>();
    for (const userId of userIds) set.add(userId);
    secondLook.set(id, set);
    if (!secondTimer) {
      secondTimer = setTimeout(() => {
        secondTimer = undefined;
        void runBatch([...secondLook], false);
        secondLook.clear();
      }, SECOND_LOOK_MS);
      secondTimer.unref();
    }
  }

  /** Publishes moved places; answers the scorers whose place looked unchanged. */
  async function flushTournament(id: string, scorers: Set<string>): Promise<string[]> {
    const row = deps.tournament(id);
    if (!row) return [];
    const repo = createTournamentsRepo(deps.db);
    const prizePlaces = (await repo.prizes([id])).length;
    const top = await repo.top(id, Math.max(WATCHED, prizePlaces));
    const known = published.get(id) ?? new Map<string, number>();
    const first = !published.has(id);
    published.set(id, known);
    const standings = new Map(top.map((standing) => [standing.userId, standing]));
    const places = new Map(top.map((standing, index) => [standing.userId, index + 1]));
    for (const userId of scorers) {
      if (places.has(userId)) continue;
      const standing = await repo.standing(id, userId);
      if (!standing || standing.score <= 0n) continue;
      standings.set(userId, standing);
      places.set(userId, await repo.placeOf(standing));
    }
    // A first look publishes to the scorers only: the others' last place is not known.
    const moved = [...places].filter(
      ([userId, place]) => known.get(userId) !== place && (!first || scorers.has(userId)),
    );
    for (const [userId, place] of places) known.set(userId, place);
    const movedIds = new Set(moved.map(([userId]) => userId));
    const unchanged = [...scorers].filter((userId) => !movedIds.has(userId));
    if (moved.length === 0) return unchanged;
    const players = await deps.users.findByIds([...movedIds]);
    for (const player of players) {
      // Every publication of the flush is made from the one ranking it read.
      const position = positionOf({
        row,
        standing: standings.get(player.id),
        place: places.get(player.id) ?? null,
        joined: row.joinRequired ? (await repo.joined([id], player.id)).has(id) : false,
        prizePlaces,
        scoreAt: (place) => top[place - 1]?.score,
        p: deps.presentation,
      });
      if (stopped) break;
      deps.realtime.publish(privateChannel('tournaments', player.globalId), position);
    }
    return unchanged;
  }

  async function runBatch(batch: [string, Set<string>][], again: boolean): Promise<void> {
    for (const [id, scorers] of batch) {
      try {
        const unchanged = await flushTournament(id, scorers);
        if (again) lookAgain(id, unchanged);
      } catch (error) {
        deps.log?.warn({ err: error, tournament: id }, 'tournament positions not published');
      }
    }
  }

  async function flush(): Promise<void> {
    timer = undefined;
    const batch = [...pending];
    pending.clear();
    await runBatch(batch, true);
  }

  return {
    /** Notes a scorer (inside the bet's transaction: nothing is read or sent yet). */
    touched(tournamentId: string, userId: string): void {
      if (stopped) return;
      const scorers = pending.get(tournamentId) ?? new Set<string>();
      scorers.add(userId);
      pending.set(tournamentId, scorers);
      if (!timer) {
        timer = setTimeout(() => void flush(), FLUSH_DELAY_MS);
        timer.unref();
      }
    },
    /** Runs the pending flush now (tests; closing). */
    async flush(): Promise<void> {
      if (timer) clearTimeout(timer);
      await flush();
    },
    stop(): void {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (secondTimer) clearTimeout(secondTimer);
      timer = undefined;
      secondTimer = undefined;
    },
  };
}
