import { randomUUID } from 'node:crypto';
import { parseDecimal } from '@aurum/contracts/money';
import {
  TournamentErrorDetail as Detail,
  TournamentProblem as Problem,
  type TAdminTournament,
  type TTournamentBody,
} from '@aurum/contracts/tournaments';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { BonusesService } from '../bonuses/bonuses.service';
import { presentCard, presentPrize, presentRules, type TPresentation } from './present';
import {
  createTournamentsRepo,
  SCORING,
  type TPrizeRow,
  type TTournamentRow,
} from './tournaments.repo';

const invalid = (field: string, reason: string) =>
  new AppError(Detail.invalid, 400, { field, reason });

/**
 * The operator's tournaments: create, edit (until it ends; kind, product and start only before
 * it starts) and cancel (scheduled or running; a compare-and-set, so it never lands on one
 * already closing: nothing is paid or refunded). Every change reloads the scoring list.
 */
export function createTournamentsAdmin(deps: {
  db: Db;
  presentation: TPresentation;
  bonuses: Pick<BonusesService, 'offer'>;
  clock: () => Date;
  changed: () => Promise<void>;
}) {
  const p = deps.presentation;

  function amount(value: string, field: string): bigint {
    try {
      return parseDecimal(value, p.precision);
    } catch {
      throw invalid(field, Problem.amountPrecision);
    }
  }

  async function validPrizes(body: TTournamentBody): Promise<Omit<TPrizeRow, 'tournamentId'>[]> {
    const sorted = [...body.prizes].sort((a, b) => a.place - b.place);
    const rows: Omit<TPrizeRow, 'tournamentId'>[] = [];
    for (const [index, prize] of sorted.entries()) {
      const field = `prizes.${body.prizes.indexOf(prize)}`;
      if (prize.place !== index + 1) throw invalid(`${field}.place`, Problem.placesNotConsecutive);
      const value = amount(prize.amount, `${field}.amount`);
      if (value <= 0n) throw invalid(`${field}.amount`, Problem.amountPrecision);
      if (prize.kind !== 'cash') {
        if (!prize.bonusOfferId) throw invalid(`${field}.bonusOfferId`, Problem.bonusOfferRequired);
        if (!(await deps.bonuses.offer(prize.bonusOfferId)))
          throw invalid(`${field}.bonusOfferId`, Problem.bonusOfferNotFound);
      }
      if (prize.kind === 'free_spins' && !prize.spins)
        throw invalid(`${field}.spins`, Problem.spinsRequired);
      rows.push({
        place: prize.place,
        kind: prize.kind,
        amount: value,
        spins: prize.kind === 'free_spins' ? prize.spins : null,
        bonusOfferId: prize.kind === 'cash' ? null : prize.bonusOfferId,
      });
    }
    return rows;
  }

  async function validate(body: TTournamentBody) {
    const startsAt = new Date(body.startsAt);
    const endsAt = new Date(body.endsAt);
    if (endsAt <= startsAt || endsAt <= deps.clock())
      throw invalid('endsAt', Problem.endsBeforeStart);
    if (!body.names.en) throw invalid('names.en', Problem.englishNameRequired);
    if (body.product === 'sportsbook' && (body.gameIds.length > 0 || body.providerIds.length > 0))
      throw invalid(body.gameIds.length > 0 ? 'gameIds' : 'providerIds', Problem.filterNotAllowed);
    const values = {
      names: body.names as Record<string, string>,
      descriptions: body.descriptions as Record<string, string>,
      kind: body.kind,
      product: body.product,
      minBet: amount(body.minBet, 'minBet'),
      gameIds: body.gameIds,
      providerIds: body.providerIds,
      dailyCap: body.dailyCap,
      roundPoints: body.roundPoints,
      joinRequired: body.joinRequired,
      vipPlayersOnly: body.vipPlayersOnly,
      special: body.special,
      startsAt,
      endsAt,
    };
    return { values, prizes: await validPrizes(body) };
  }

  async function present(row: TTournamentRow): Promise<TAdminTournament> {
    const repo = createTournamentsRepo(deps.db);
    const [prizes, participants] = await Promise.all([
      repo.prizes([row.id]),
      repo.participants(row.id),
    ]);
    return {
      ...presentCard(row, prizes, deps.clock(), p),
      ...presentRules(row, p),
      prizes: prizes.map((prize) => ({
        ...presentPrize(prize, p),
        bonusOfferId: prize.bonusOfferId,
      })),
      participants,
      special: row.special,
    };
  }

  return {
    present,

    /** One tournament as the back office shows it; 404 when there is none. */
    async get(id: string): Promise<TAdminTournament> {
      const row = await createTournamentsRepo(deps.db).find(id);
      if (!row) throw AppError.notFound(Detail.notFound);
      return present(row);
    },

    async list(): Promise<TAdminTournament[]> {
      const rows = await createTournamentsRepo(deps.db).all();
      return Promise.all(rows.map(present));
    },

    async create(body: TTournamentBody, operatorId: string | null): Promise<TAdminTournament> {
      const { values, prizes } = await validate(body);
      const row = await deps.db.transaction(async (tx) => {
        const repo = createTournamentsRepo(tx);
        const created = await repo.insert({
          ...values,
          id: randomUUID(),
          status: 'scheduled',
          createdBy: operatorId,
        });
        await repo.replacePrizes(created.id, prizes);
        return created;
      });
      await deps.changed();
      return present(row);
    },

    async update(id: string, body: TTournamentBody): Promise<TAdminTournament> {
      const { values, prizes } = await validate(body);
      const row = await deps.db.transaction(async (tx) => {
        const repo = createTournamentsRepo(tx);
        const current = await repo.findForUpdate(id);
        if (!current) throw AppError.notFound(Detail.notFound);
        const now = deps.clock();
        if (!(SCORING as readonly string[]).includes(current.status) || current.endsAt <= now)
          throw AppError.conflict(Detail.notOpen, { status: current.status });
        if (current.startsAt <= now) {
          if (values.startsAt.getTime() !== current.startsAt.getTime())
            throw invalid('startsAt', Problem.alreadyStarted);
          if (values.kind !== current.kind) throw invalid('kind', Problem.alreadyStarted);
          if (values.product !== current.product) throw invalid('product', Problem.alreadyStarted);
        }
        await repo.replacePrizes(id, prizes);
        return repo.update(id, values);
      });
      await deps.changed();
      if (!row) throw AppError.notFound(Detail.notFound);
      return present(row);
    },

    async cancel(id: string): Promise<TAdminTournament> {
      const row = await deps.db.transaction(async (tx) => {
        const repo = createTournamentsRepo(tx);
        const moved = await repo.transition(id, SCORING, 'cancelled', { closedAt: deps.clock() });
        if (moved) return moved;
        const current = await repo.find(id);
        if (!current) throw AppError.notFound(Detail.notFound);
        throw AppError.conflict(Detail.notCancellable, { status: current.status });
      });
      await deps.changed();
      return present(row);
    },
  };
}

export type TournamentsAdmin = ReturnType<typeof createTournamentsAdmin>;
