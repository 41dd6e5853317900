import type { Db, Tx } from '../../db/client';
import type { BonusesService } from '../bonuses/bonuses.service';
import type { Ledger } from '../wallet/ledger.service';
import type { Stakes } from '../wallet/stakes.service';
import { createTournamentsRepo, type TPrizeRow } from './tournaments.repo';

/** Whether a player is under a responsible-gaming block: ranked, but not paid. */
export type TIsBlocked = (tx: Tx, userId: string) => Promise<boolean>;

/** What one closing run did. */
export interface TClosingRun {
  closed: string[];
  paid: { tournamentId: string; place: number; userId: string; status: 'paid' | 'withheld' }[];
}

/**
 * The end of tournaments: at `ends_at` a running tournament moves to closing (a compare-and-set
 * that waits for every bet still scoring it, which holds a share lock on its row), then in one
 * transaction per tournament each prize place is paid once (the payout row's key is the place;
 * cash through the ledger with the key `tournament:{id}:place:{n}`, bonuses and free spins as
 * grants through the bonuses module) and it moves to finished: all places or none. The global
 * lock order holds: the winners' money locks first, then the tournament's row, then the ledger.
 */
export function createClosing(deps: {
  db: Db;
  ledger: Pick<Ledger, 'transferIn'>;
  stakes: Pick<Stakes, 'lockAll'>;
  bonuses: Pick<BonusesService, 'offer' | 'grants'>;
  isBlocked: () => TIsBlocked;
  clock: () => Date;
}) {
  async function payPrize(tx: Tx, id: string, prize: TPrizeRow, userId: string, now: Date) {
    if (prize.kind === 'cash') {
      await deps.ledger.transferIn(tx, {
        idempotencyKey: `tournament:${id}:place:${prize.place}`,
        kind: 'tournament_prize',
        postings: [
          { account: { house: 'tournament_prizes' }, amount: -prize.amount },
          { account: { userId, kind: 'main' }, amount: prize.amount },
        ],
        metadata: { tournamentId: id, place: prize.place },
      });
      return null;
    }
    const offer = prize.bonusOfferId ? await deps.bonuses.offer(prize.bonusOfferId, tx) : undefined;
    if (!offer) throw new Error(`tournament ${id} place ${prize.place} has no bonus offer`);
    const spins = prize.kind === 'free_spins';
    const grant = await deps.bonuses.grants.create(
      tx,
      {
        userId,
        offerId: offer.id,
        source: 'tournament',
        sourceRef: `${id}:${prize.place}`,
        title: offer.title,
        terms: spins
          ? {
              ...offer.terms,
              fixedAmount: 0n,
              matchBp: 0,
              freespinsCount: prize.spins ?? 0,
              freespinsAmount: prize.amount,
            }
          : { ...offer.terms, fixedAmount: prize.amount, matchBp: 0 },
        amount: spins ? 0n : prize.amount,
        status: 'active',
      },
      now,
    );
    if (!grant) throw new Error(`tournament ${id} place ${prize.place} already granted`);
    return grant.id;
  }

  /** Pays a closing tournament's places and finishes it; nothing when it is not closing. */
  async function payOut(id: string, run: TClosingRun): Promise<void> {
    const now = deps.clock();
    const repo = createTournamentsRepo(deps.db);
    const prizes = await repo.prizes([id]);
    // Standings are frozen once closing: the winners read here are the ones paid below.
    const winners = await repo.top(id, prizes.length);
    const paid = await deps.db.transaction(async (tx) => {
      await deps.stakes.lockAll(
        tx,
        winners.map((row) => row.userId),
      );
      const txRepo = createTournamentsRepo(tx);
      const row = await txRepo.findForUpdate(id);
      if (row?.status !== 'closing') return [];
      const done: TClosingRun['paid'] = [];
      for (const [index, standing] of winners.entries()) {
        const prize = prizes[index];
        if (!prize) break;
        const blocked = await deps.isBlocked()(tx, standing.userId);
        const status = blocked ? 'withheld' : 'paid';
        const fresh = await txRepo.insertPayout({
          tournamentId: id,
          place: prize.place,
          userId: standing.userId,
          status,
          kind: prize.kind,
          amount: prize.amount,
        });
        if (!fresh) throw new Error(`tournament ${id} place ${prize.place} paid twice`);
        if (!blocked) {
          const grantId = await payPrize(tx, id, prize, standing.userId, now);
          if (grantId) await txRepo.setPayoutGrant(id, prize.place, grantId);
        }
        done.push({ tournamentId: id, place: prize.place, userId: standing.userId, status });
      }
      await txRepo.transition(id, ['closing'], 'finished', { closedAt: now });
      return done;
    });
    run.closed.push(id);
    run.paid.push(...paid);
  }

  return {
    /**
     * Starts scheduled tournaments whose start passed, closes ended ones and pays out every
     * closing one, one tournament per transaction; a failing one is logged and left closing
     * for the next run.
     */
    async run(log?: { warn: (object: object, message: string) => void }): Promise<TClosingRun> {
      const now = deps.clock();
      const repo = createTournamentsRepo(deps.db);
      await repo.startDue(now);
      for (const id of await repo.endedIds(now))
        await deps.db.transaction((tx) => createTournamentsRepo(tx).closeEnded(id, now));
      const run: TClosingRun = { closed: [], paid: [] };
      for (const id of await repo.closingIds()) {
        try {
          await payOut(id, run);
        } catch (error) {
          log?.warn({ err: error, tournament: id }, 'tournament not paid out');
        }
      }
      return run;
    },
  };
}

export type Closing = ReturnType<typeof createClosing>;
