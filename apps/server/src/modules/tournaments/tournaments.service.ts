import {
  LEADERBOARD_SIZE,
  TournamentErrorDetail as Detail,
  type TTournamentDetail,
  type TTournamentList,
  type TTournamentPhase,
  type TTournamentPosition,
} from '@aurum/contracts/tournaments';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { maskedPlayerName } from '../../lib/last-bet';
import type { UsersService } from '../users/users.service';

type TUserRow = Awaited<ReturnType<UsersService['findByIds']>>[number];
import {
  formatScore,
  phaseOf,
  positionOf,
  presentCard,
  presentPrize,
  presentRules,
  visibleTo,
  type TPresentation,
} from './present';
import { createTournamentsRepo, type TStandingRow, type TTournamentRow } from './tournaments.repo';

const PHASE_ORDER: Record<TTournamentPhase, number> = { running: 0, upcoming: 1, finished: 2 };
/** Finished tournaments the list keeps (the latest). */
const FINISHED_LISTED = 20;

type TViewer = Pick<TUserRow, 'id' | 'isVip'> | undefined;

/**
 * What players see of tournaments, and the in-memory list of tournaments that may score, which
 * the bet path reads without a query (reloaded on every change this node makes and on a timer
 * for changes made on other nodes).
 */
export function createTournamentsService(deps: {
  db: Db;
  presentation: TPresentation;
  users: { findByIds: (ids: string[]) => Promise<TUserRow[]> };
  clock: () => Date;
}) {
  const p = deps.presentation;
  const repo = createTournamentsRepo(deps.db);
  let scoring: TTournamentRow[] = [];

  /** Reads the tournaments that may score again (committed rows only). */
  async function reload(): Promise<void> {
    scoring = await createTournamentsRepo(deps.db).scoring();
  }

  async function visible(id: string, viewer: TViewer): Promise<TTournamentRow> {
    const row = await repo.find(id);
    if (!row || !visibleTo(row, viewer)) throw AppError.notFound(Detail.notFound);
    return row;
  }

  /** The standing's position, with the scores of the places above it from `top` or a query. */
  async function position(
    row: TTournamentRow,
    userId: string,
    top: TStandingRow[],
    prizePlaces: number,
  ): Promise<TTournamentPosition> {
    const [standing, joined] = await Promise.all([
      repo.standing(row.id, userId),
      repo.joined([row.id], userId),
    ]);
    const place = standing && standing.score > 0n ? await repo.placeOf(standing) : null;
    const needed = Math.max(prizePlaces, place ?? 0);
    const ranking = needed > top.length ? await repo.top(row.id, needed) : top;
    return positionOf({
      row,
      standing,
      place,
      joined: joined.has(row.id),
      prizePlaces,
      scoreAt: (at) => ranking[at - 1]?.score,
      p,
    });
  }

  return {
    reload,
    /** The tournaments that may score, from memory (the bet path's lookup). */
    candidates: () => scoring,

    async list(viewer: TViewer, phase?: TTournamentPhase): Promise<TTournamentList> {
      const now = deps.clock();
      const rows = (await repo.all()).filter(
        (row) => row.status !== 'cancelled' && visibleTo(row, viewer),
      );
      const prizes = await repo.prizes(rows.map((row) => row.id));
      const cards = rows
        .map((row) =>
          presentCard(
            row,
            prizes.filter((prize) => prize.tournamentId === row.id),
            now,
            p,
          ),
        )
        .filter((card) => !phase || card.phase === phase)
        .sort(
          (a, b) =>
            PHASE_ORDER[a.phase] - PHASE_ORDER[b.phase] ||
            (a.phase === 'finished'
              ? b.endsAt.localeCompare(a.endsAt)
              : a.phase === 'upcoming'
                ? a.startsAt.localeCompare(b.startsAt)
                : a.endsAt.localeCompare(b.endsAt)),
        );
      const finished = cards.filter((card) => card.phase === 'finished').slice(0, FINISHED_LISTED);
      return { items: [...cards.filter((card) => card.phase !== 'finished'), ...finished] };
    },

    async detail(id: string, viewer: TViewer): Promise<TTournamentDetail> {
      const row = await visible(id, viewer);
      const now = deps.clock();
      const [prizes, top, participants] = await Promise.all([
        repo.prizes([id]),
        repo.top(id, LEADERBOARD_SIZE),
        repo.participants(id),
      ]);
      const players = new Map(
        (await deps.users.findByIds(top.map((standing) => standing.userId))).map((user) => [
          user.id,
          user,
        ]),
      );
      const prizeAt = new Map(prizes.map((prize) => [prize.place, presentPrize(prize, p)]));
      return {
        ...presentCard(row, prizes, now, p),
        ...presentRules(row, p),
        prizes: prizes.map((prize) => presentPrize(prize, p)),
        participants,
        leaderboard: top.map((standing, index) => {
          const user = players.get(standing.userId);
          return {
            place: index + 1,
            player: user ? maskedPlayerName(user) : '***',
            score: formatScore(row.kind, standing.score, p),
            isMe: standing.userId === viewer?.id,
            prize: prizeAt.get(index + 1) ?? null,
          };
        }),
        me: viewer ? await position(row, viewer.id, top, prizes.length) : null,
      };
    },

    async join(id: string, viewer: NonNullable<TViewer>): Promise<TTournamentPosition> {
      const row = await visible(id, viewer);
      if (!row.joinRequired) throw AppError.conflict(Detail.joinNotRequired);
      if (phaseOf(row, deps.clock()) === 'finished') throw AppError.conflict(Detail.notOpen);
      await repo.join(id, viewer.id);
      const prizes = await repo.prizes([id]);
      return position(row, viewer.id, [], prizes.length);
    },
  };
}

export type TournamentsService = ReturnType<typeof createTournamentsService>;
