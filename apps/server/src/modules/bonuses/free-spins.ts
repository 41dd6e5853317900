import { BonusErrorDetail } from '@aurum/contracts/bonuses';
import { SeamlessErrorDetail as Detail, type TSeamlessFreeRound } from '@aurum/contracts/seamless';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { forEachItem, type TItemLog } from '../../lib/each-item';
import type { TFreeRounds } from '../games/free-rounds';
import type { Stakes } from '../wallet/stakes.service';
import { createBonusesRepo, type TGrantRow } from './bonuses.repo';
import { createFreeSpinsRepo, type TAwardRow } from './free-spins.repo';
import type { Grants, TNewGrantInput } from './grants';
import { freeSpinsConversion, freeSpinsWinningsTerms, readTerms } from './terms';

/** Where a grant's free spins are played: an in-house slot, found inside the caller's tx. */
export type TFreeSpinsSlot = (
  slug: string | null,
  db: DbOrTx,
) => Promise<{ id: number; title: string } | undefined>;

export const presentFreeRound = (award: TAwardRow): TSeamlessFreeRound => ({
  id: award.id,
  total: award.total,
  remaining: award.remaining,
  stake: award.stake.toString(),
  winnings: award.winnings.toString(),
  status: award.status as TSeamlessFreeRound['status'],
  granted: award.granted === null ? null : award.granted.toString(),
  expiresAt: award.expiresAt.toISOString(),
});

/**
 * Free spins: a grant made active with spins in its terms records an award (once per grant);
 * the seamless wallet plays its spins as free rounds (`freeRounds`); when the last one settles
 * the winnings become a grant of their own, wagered `wagerFreespins` times and capped, in the
 * same transaction. Awards end with their grant (expired, forfeited), with a withdrawal, or at
 * their own deadline. Every change runs under the player's money lock.
 */
export function createFreeSpins(deps: {
  db: Db;
  stakes: Stakes;
  slot: TFreeSpinsSlot;
  log?: TItemLog;
}) {
  let grants: Grants | undefined;

  /** The winnings become a grant (when there are any) and the award is finished. */
  async function finish(tx: Tx, award: TAwardRow, now: Date): Promise<TAwardRow> {
    const origin = await createBonusesRepo(tx).findGrant(award.grantId);
    if (!origin || !grants) throw new Error(`free spins ${award.id} lost their grant`);
    const terms = readTerms(origin.terms);
    const { granted, writtenOff } = freeSpinsConversion(terms, award, award.winnings);
    const grant =
      granted > 0n
        ? await grants.create(
            tx,
            {
              userId: award.userId,
              offerId: origin.offerId,
              source: origin.source as TNewGrantInput['source'],
              sourceRef: `freespins:${award.id}`,
              title: origin.title,
              terms: freeSpinsWinningsTerms(terms, granted),
              amount: granted,
              status: 'active',
            },
            now,
          )
        : undefined;
    const ended = await createFreeSpinsRepo(tx).end(award.id, {
      status: 'finished',
      winningsGrantId: grant?.id ?? null,
      granted,
      writtenOff,
      endedAt: now,
    });
    if (!ended) throw new Error(`free spins ${award.id} moved under the money lock`);
    return ended;
  }

  async function endAward(tx: Tx, award: TAwardRow, status: 'expired' | 'forfeited', now: Date) {
    return createFreeSpinsRepo(tx).end(award.id, {
      status,
      writtenOff: award.winnings,
      endedAt: now,
    });
  }

  const freeRounds: TFreeRounds = {
    async available(db, userId, gameId) {
      const rows = await createFreeSpinsRepo(db).activeFor(userId, gameId, new Date());
      return rows.filter((row) => row.remaining > 0).map(presentFreeRound);
    },

    async take(tx, bet) {
      const repo = createFreeSpinsRepo(tx);
      const award = await repo.find(bet.freeRoundId);
      if (award?.userId !== bet.userId || award.gameId !== bet.gameId)
        throw AppError.notFound(Detail.freeRoundNotFound);
      if (bet.amount !== award.stake)
        throw new AppError(Detail.freeRoundStake, 400, { stake: award.stake.toString() });
      if (await repo.round(bet.studio, bet.roundId))
        throw AppError.conflict(Detail.duplicateTransaction);
      const taken = await repo.takeSpin(award.id, bet.userId, new Date());
      if (!taken) {
        // The award as it is now, under the lock: why no spin could be taken.
        const now = await repo.find(award.id);
        if (now?.status === 'active' && now.remaining === 0)
          throw AppError.conflict(Detail.freeRoundsUsedUp);
        throw AppError.notFound(Detail.freeRoundNotFound);
      }
      await repo.insertRound({
        awardId: award.id,
        studio: bet.studio,
        roundId: bet.roundId,
        betTransactionId: bet.transactionId,
        status: 'playing',
      });
      return presentFreeRound(taken);
    },

    async isFreeRound(tx, studio, roundId) {
      return (await createFreeSpinsRepo(tx).round(studio, roundId)) !== undefined;
    },

    async win(tx, input) {
      const repo = createFreeSpinsRepo(tx);
      const round = await repo.round(input.studio, input.roundId);
      if (!round) return undefined;
      let award = await repo.find(round.awardId);
      if (!award) throw new Error(`free spin round ${round.id} lost its award`);
      if (round.status === 'playing') {
        if (input.amount > 0n) award = (await repo.addWinnings(award.id, input.amount)) ?? award;
        await repo.updateRound(round.id, {
          win: round.win + input.amount,
          status: input.finished ? 'settled' : 'playing',
        });
      }
      const last =
        input.finished &&
        award.status === 'active' &&
        award.remaining === 0 &&
        (await repo.playing(award.id)) === 0;
      if (!last) return { freeRound: presentFreeRound(award), moved: false };
      const finished = await finish(tx, award, new Date());
      return { freeRound: presentFreeRound(finished), moved: (finished.granted ?? 0n) > 0n };
    },

    async rollback(tx, input) {
      const repo = createFreeSpinsRepo(tx);
      const round = await repo.round(input.studio, input.roundId);
      if (round?.betTransactionId !== input.betTransactionId || round.status !== 'playing')
        return undefined;
      await repo.updateRound(round.id, { status: 'returned' });
      if (round.win > 0n) await repo.addWinnings(round.awardId, -round.win);
      const award = (await repo.returnSpin(round.awardId)) ?? (await repo.find(round.awardId));
      if (!award) throw new Error(`free spin round ${round.id} lost its award`);
      return presentFreeRound(award);
    },
  };

  return {
    freeRounds,

    /** Grants and free spins need each other: the grants are handed over once built. */
    bind(built: Grants) {
      grants = built;
    },

    /**
     * Records the free spins of a grant just made active, inside its transaction; nothing when
     * its terms carry none, or when the grant already has its award (a replay).
     */
    async award(tx: Tx, grant: TGrantRow): Promise<TAwardRow | undefined> {
      const terms = readTerms(grant.terms);
      const stake = terms.freespinsAmount;
      if (terms.freespinsCount <= 0 || stake === null || stake <= 0n) return undefined;
      const game = await deps.slot(terms.freespinsGame, tx);
      if (!game) {
        deps.log?.warn({ grant: grant.id }, 'free spins not awarded: no in-house slot to play');
        return undefined;
      }
      return createFreeSpinsRepo(tx).insert({
        userId: grant.userId,
        grantId: grant.id,
        gameId: game.id,
        total: terms.freespinsCount,
        remaining: terms.freespinsCount,
        stake,
        status: 'active',
        expiresAt: grant.expiresAt,
      });
    },

    /** A grant expired or was forfeited (its caller holds the money lock): so are its spins. */
    async grantEnded(tx: Tx, grantId: string, ending: string, now = new Date()) {
      if (ending !== 'expired' && ending !== 'forfeited') return;
      for (const award of await createFreeSpinsRepo(tx).activeOfGrant(grantId))
        await endAward(tx, award, ending, now);
    },

    /** Inside a withdrawal's transaction: every active award of the player is forfeited. */
    async forfeitActive(tx: Tx, userId: string, now = new Date()) {
      await deps.stakes.lock(tx, userId);
      for (const award of await createFreeSpinsRepo(tx).activeOf(userId))
        await endAward(tx, award, 'forfeited', now);
    },

    /** The sweep: every active award past its deadline, each in its own transaction. */
    async expireDue(now = new Date()) {
      const due = await createFreeSpinsRepo(deps.db).dueForExpiry(now, 500);
      return forEachItem(
        due,
        (row) =>
          deps.db.transaction(async (tx) => {
            await deps.stakes.lock(tx, row.userId);
            const award = await createFreeSpinsRepo(tx).find(row.id);
            if (award?.status === 'active') await endAward(tx, award, 'expired', now);
          }),
        { log: deps.log, name: 'free spins expiry' },
      );
    },

    /** The player's awards, active first (soonest-expiring), then ended ones, newest first. */
    async ofUser(userId: string): Promise<TAwardRow[]> {
      const rows = await createFreeSpinsRepo(deps.db).ofUser(userId);
      const active = rows
        .filter((row) => row.status === 'active')
        .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime());
      return [...active, ...rows.filter((row) => row.status !== 'active')];
    },
  };
}

export type FreeSpins = ReturnType<typeof createFreeSpins>;

/** Refuses an offer whose free spins name no in-house slot, or have no stake. */
export function checkFreeSpinsTerms(found: boolean, count: number, stake: bigint | null) {
  if (count > 0 && (stake === null || stake <= 0n))
    throw new AppError('validation_error', 400, {
      in: 'body',
      fields: [{ path: 'terms.freespinsAmount', message: 'Validation.required' }],
    });
  if (!found) throw new AppError(BonusErrorDetail.freeSpinsGameInvalid, 400);
}
