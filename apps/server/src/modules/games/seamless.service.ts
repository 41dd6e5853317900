import { createHash } from 'node:crypto';
import type { TLastBet } from '@aurum/contracts/games';
import { toMoney } from '@aurum/contracts/money';
import type { TSeamlessAnswer, TSeamlessFreeRounds } from '@aurum/contracts/seamless';
import { SeamlessErrorDetail as Detail } from '@aurum/contracts/seamless';
import type { z } from 'zod';
import type {
  ZSeamlessBetRequest,
  ZSeamlessRollbackRequest,
  ZSeamlessWinRequest,
} from '@aurum/contracts/seamless';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { maskedPlayerName, payoutMultiplier } from '../../lib/last-bet';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { LAST_BET_CHANNEL } from '../realtime/channels';
import type { RealtimePublisher } from '../realtime/realtime.gateway';
import type { UsersService } from '../users/users.service';
import type { Stakes, TStakeSplit } from '../wallet/stakes.service';
import type { TGrantPart } from '../wallet/wallet-hooks';
import type { WalletService } from '../wallet/wallet.service';
import type { TFreeRounds } from './free-rounds';
import {
  createGamesRepo,
  type TGameRoundRow,
  type TGameSessionRow,
  type TGameTransactionRow,
} from './games.repo';

type TBet = z.infer<typeof ZSeamlessBetRequest>;
type TWin = z.infer<typeof ZSeamlessWinRequest>;
type TRollback = z.infer<typeof ZSeamlessRollbackRequest>;

/** What a request asked for, without its timestamp: a retry carries a new one. */
function fingerprintOf(kind: string, body: Record<string, unknown>): string {
  const { timestamp: _timestamp, ...rest } = body;
  const canonical = Object.keys(rest)
    .sort()
    .map((key) => [key, rest[key]]);
  return createHash('sha256')
    .update(JSON.stringify([kind, canonical]))
    .digest('hex');
}

/**
 * The platform side of the seamless wallet: studios stake, pay and cancel through it. Each
 * call is one database transaction keyed by the studio's transaction id; balance and last-bet
 * events leave after it commits. Every money call takes its locks in one order: the player's
 * money lock, then the round's row, then the transaction ids, then (in the ledger) the
 * accounts. So a player's calls queue rather than deadlock, and a rollback finds its bet
 * either committed or not yet begun, never half-way.
 */
type TBonusDetail = NonNullable<TGameTransactionRow['bonusDetail']>;

/** What a bet row keeps of its grant parts and progress; null when it touched no grant. */
function bonusDetailOf(split: TStakeSplit): TBonusDetail | null {
  if (split.grants.length === 0 && !split.progress) return null;
  const stored = (part: TGrantPart) => ({ grantId: part.grantId, amount: part.amount.toString() });
  return {
    grants: split.grants.map(stored),
    progress: split.progress ? stored(split.progress) : null,
  };
}

const fromStored = (part: { grantId: string; amount: string }): TGrantPart => ({
  grantId: part.grantId,
  amount: BigInt(part.amount),
});

export function createSeamlessWallet(deps: {
  db: Db;
  stakes: Stakes;
  wallet: WalletService;
  users: UsersService;
  catalogue: CatalogueService;
  realtime: RealtimePublisher;
  currency: { code: string; precision: number };
  /** Free rounds a bonus awarded; none until the bonuses module lends them. */
  freeRounds?: TFreeRounds;
}) {
  const answer = async (
    db: Db | Tx,
    userId: string,
    transactionId: string | null,
  ): Promise<TSeamlessAnswer> => ({
    balance: (await deps.stakes.spendable(db, userId)).toString(),
    currency: deps.currency.code,
    transactionId,
  });

  /** A session the studio may move money in: real, its own. Expiry only stops new stakes. */
  async function sessionOf(
    tx: Db | Tx,
    studio: string,
    token: string,
  ): Promise<TGameSessionRow & { userId: string }> {
    const session = await createGamesRepo(tx).sessionByToken(token);
    if (!session || session.demo || session.studio !== studio || !session.userId)
      throw AppError.notFound(Detail.sessionNotFound);
    return { ...session, userId: session.userId };
  }

  /** Banned players stake no more; what is already in play still settles. */
  async function refuseBanned(tx: Tx, userId: string): Promise<void> {
    const user = await deps.users.repoFor(tx).findById(userId);
    if (user?.bannedAt) throw AppError.forbidden(Detail.playerBanned);
  }

  function checkCurrency(currency: string): void {
    if (currency !== deps.currency.code)
      throw new AppError(Detail.currencyMismatch, 400, { currency: deps.currency.code });
  }

  /**
   * The stored answer when this transaction id was seen with the same request; a refusal when
   * it was seen with another, or cancelled before it arrived; undefined when it is new.
   */
  function replayOf(
    existing: TGameTransactionRow | undefined,
    kind: string,
    fingerprint: string,
  ): TSeamlessAnswer | undefined {
    if (!existing) return undefined;
    if (existing.status === 'tombstone') throw AppError.conflict(Detail.transactionRolledBack);
    if (existing.kind !== kind || existing.fingerprint !== fingerprint)
      throw AppError.conflict(Detail.duplicateTransaction);
    return existing.response as TSeamlessAnswer;
  }

  /** Claims the id, or answers as the first call did when another call holds it. */
  async function claim(
    tx: Tx,
    studio: string,
    values: Omit<TGameTransactionRow, 'id' | 'createdAt' | 'response' | 'studio' | 'bonusDetail'>,
  ): Promise<{ row: TGameTransactionRow } | { replay: TSeamlessAnswer }> {
    const repo = createGamesRepo(tx);
    const replay = replayOf(
      await repo.transaction(studio, values.transactionId),
      values.kind,
      values.fingerprint ?? '',
    );
    if (replay) return { replay };
    const row = await repo.claimTransaction({ ...values, studio });
    if (row) return { row };
    // A concurrent call with the same id committed first: answer what it answered.
    const again = replayOf(
      await repo.transaction(studio, values.transactionId),
      values.kind,
      values.fingerprint ?? '',
    );
    if (!again) throw AppError.conflict(Detail.duplicateTransaction);
    return { replay: again };
  }

  async function publishLastBet(round: TGameRoundRow): Promise<void> {
    const staked = round.betMain + round.betBonus;
    if (round.win === 0n) return;
    const [user, game] = await Promise.all([
      deps.users.findById(round.userId),
      deps.catalogue.gameCard(round.gameId),
    ]);
    if (!user || !game) return;
    const entry: TLastBet = {
      kind: 'game',
      id: round.id,
      player: maskedPlayerName(user),
      game,
      currency: deps.currency.code,
      bet: toMoney(staked, deps.currency.precision),
      payout: toMoney(round.win, deps.currency.precision),
      multiplier: payoutMultiplier(round.win, staked),
      createdAt: (round.closedAt ?? new Date()).toISOString(),
    };
    deps.realtime.publish(LAST_BET_CHANNEL, entry);
  }

  async function afterCommit(userId: string, moved: boolean, closed?: TGameRoundRow) {
    if (moved) await deps.wallet.publishBalance(userId);
    if (closed) await publishLastBet(closed);
  }

  return {
    async balance(studio: string, token: string): Promise<TSeamlessAnswer> {
      const session = await sessionOf(deps.db, studio, token);
      return answer(deps.db, session.userId, null);
    },

    /** The session player's free rounds for the session's game. */
    async freeRounds(studio: string, token: string): Promise<TSeamlessFreeRounds> {
      const session = await sessionOf(deps.db, studio, token);
      if (!deps.freeRounds) return { freeRounds: [] };
      return {
        freeRounds: await deps.freeRounds.available(deps.db, session.userId, session.gameId),
      };
    },

    async bet(studio: string, body: TBet): Promise<TSeamlessAnswer> {
      checkCurrency(body.currency);
      const amount = BigInt(body.amount);
      let userId = '';
      const result = await deps.db.transaction(async (tx) => {
        const session = await sessionOf(tx, studio, body.sessionToken);
        userId = session.userId;
        if (session.expiresAt.getTime() < Date.now())
          throw AppError.unauthorized(Detail.sessionExpired);
        await deps.stakes.lock(tx, session.userId);
        const repo = createGamesRepo(tx);
        const round = await repo.roundCreatedForUpdate({
          studio,
          roundId: body.roundId,
          sessionId: session.id,
          userId: session.userId,
          gameId: session.gameId,
        });
        const claimed = await claim(tx, studio, {
          transactionId: body.transactionId,
          kind: 'bet',
          roundId: body.roundId,
          userId: session.userId,
          fingerprint: fingerprintOf('bet', body),
          amount,
          mainPart: 0n,
          bonusPart: 0n,
          status: 'done',
          referenceId: null,
        });
        if ('replay' in claimed) return { response: claimed.replay, moved: false };
        await refuseBanned(tx, session.userId);
        if (!round || round.sessionId !== session.id) throw AppError.notFound(Detail.roundNotFound);
        if (round.status === 'closed') throw AppError.conflict(Detail.roundClosed);
        if (body.freeRoundId !== undefined) {
          // The house stakes a free round: no player money moves, the spin is taken instead.
          if (!deps.freeRounds) throw AppError.notFound(Detail.freeRoundNotFound);
          const freeRound = await deps.freeRounds.take(tx, {
            studio,
            roundId: body.roundId,
            transactionId: body.transactionId,
            userId: session.userId,
            gameId: session.gameId,
            freeRoundId: body.freeRoundId,
            amount,
          });
          const response = {
            ...(await answer(tx, session.userId, claimed.row.id.toString())),
            freeRound,
          };
          await repo.updateTransaction(claimed.row.id, { response });
          return { response, moved: false };
        }
        // A free round is played by its one free bet alone.
        if (await deps.freeRounds?.isFreeRound(tx, studio, body.roundId))
          throw AppError.conflict(Detail.roundClosed);
        const split = await deps.stakes.stake(tx, {
          userId: session.userId,
          amount,
          key: `game:${studio}:${body.transactionId}`,
          gameId: session.gameId,
          metadata: { studio, roundId: body.roundId, gameId: session.gameId },
        });
        await repo.addToRound(round.id, { betMain: split.main, betBonus: split.bonus }, false);
        await deps.stakes.report(tx, {
          type: 'placed',
          userId: session.userId,
          gameId: session.gameId,
          ref: `game:${studio}:${body.transactionId}`,
          amount,
          at: new Date(),
        });
        const response = await answer(tx, session.userId, claimed.row.id.toString());
        await repo.updateTransaction(claimed.row.id, {
          mainPart: split.main,
          bonusPart: split.bonus,
          bonusDetail: bonusDetailOf(split),
          response,
        });
        return { response, moved: amount > 0n };
      });
      await afterCommit(userId, result.moved);
      return result.response;
    },

    async win(studio: string, body: TWin): Promise<TSeamlessAnswer> {
      checkCurrency(body.currency);
      const amount = BigInt(body.amount);
      let userId = '';
      const result = await deps.db.transaction(async (tx) => {
        const session = await sessionOf(tx, studio, body.sessionToken);
        userId = session.userId;
        await deps.stakes.lock(tx, session.userId);
        const repo = createGamesRepo(tx);
        const round = await repo.roundForUpdate(studio, body.roundId);
        const claimed = await claim(tx, studio, {
          transactionId: body.transactionId,
          kind: 'win',
          roundId: body.roundId,
          userId: session.userId,
          fingerprint: fingerprintOf('win', body),
          amount,
          mainPart: 0n,
          bonusPart: 0n,
          status: 'done',
          referenceId: null,
        });
        if ('replay' in claimed)
          return { response: claimed.replay, moved: false, closed: undefined };
        if (!round || round.sessionId !== session.id) throw AppError.notFound(Detail.roundNotFound);
        if (round.status === 'closed') throw AppError.conflict(Detail.roundClosed);
        // Only a round nobody staked money on can be a free round: its win goes to the winnings.
        const free =
          round.betMain + round.betBonus === 0n
            ? await deps.freeRounds?.win(tx, {
                studio,
                roundId: body.roundId,
                amount,
                finished: body.finished,
              })
            : undefined;
        if (free) {
          await repo.addToRound(round.id, { win: amount }, body.finished);
          const response = {
            ...(await answer(tx, session.userId, claimed.row.id.toString())),
            freeRound: free.freeRound,
          };
          await repo.updateTransaction(claimed.row.id, { response });
          return { response, moved: free.moved, closed: undefined };
        }
        const grants =
          round.betBonus > 0n
            ? await repo.grantStakes(studio, body.roundId)
            : new Map<string, bigint>();
        const split = await deps.stakes.payWin(tx, {
          userId: session.userId,
          amount,
          staked: {
            main: round.betMain,
            bonus: round.betBonus,
            grants: [...grants].map(([grantId, staked]) => ({ grantId, amount: staked })),
          },
          key: `game:${studio}:${body.transactionId}`,
          metadata: { studio, roundId: body.roundId, gameId: session.gameId },
        });
        const updated = await repo.addToRound(round.id, { win: amount }, body.finished);
        if (body.finished)
          await deps.stakes.report(tx, {
            type: 'settled',
            userId: session.userId,
            product: 'casino',
            gameId: session.gameId,
            roundRef: `round:${studio}:${body.roundId}`,
            staked: updated.betMain + updated.betBonus,
            win: updated.win,
            at: new Date(),
          });
        const response = await answer(tx, session.userId, claimed.row.id.toString());
        await repo.updateTransaction(claimed.row.id, {
          mainPart: split.main,
          bonusPart: split.bonus,
          response,
        });
        return {
          response,
          moved: amount > 0n,
          closed: body.finished ? updated : undefined,
        };
      });
      await afterCommit(userId, result.moved, result.closed);
      return result.response;
    },

    async rollback(studio: string, body: TRollback): Promise<TSeamlessAnswer> {
      let userId = '';
      const result = await deps.db.transaction(async (tx) => {
        const session = await sessionOf(tx, studio, body.sessionToken);
        userId = session.userId;
        // The player's lock first: a bet of this player in flight commits (or fails) before
        // this looks for it, so "no bet" really means it has not arrived.
        await deps.stakes.lock(tx, session.userId);
        const repo = createGamesRepo(tx);
        const round = await repo.roundForUpdate(studio, body.roundId);
        const claimed = await claim(tx, studio, {
          transactionId: body.transactionId,
          kind: 'rollback',
          roundId: body.roundId,
          userId: session.userId,
          fingerprint: fingerprintOf('rollback', body),
          amount: 0n,
          mainPart: 0n,
          bonusPart: 0n,
          status: 'done',
          referenceId: body.referenceTransactionId,
        });
        if ('replay' in claimed) return { response: claimed.replay, moved: false };

        let bet = await repo.transaction(studio, body.referenceTransactionId);
        let freeRound: TSeamlessAnswer['freeRound'];
        // The bet has not arrived: a tombstone makes sure it never counts (it will be answered
        // transaction_rolled_back). Only a call of another player can hold the id meanwhile.
        const tombstone = bet
          ? undefined
          : await repo.claimTransaction({
              studio,
              transactionId: body.referenceTransactionId,
              kind: 'bet',
              roundId: body.roundId,
              userId: session.userId,
              fingerprint: null,
              status: 'tombstone',
              referenceId: body.transactionId,
            });
        if (!bet && !tombstone) bet = await repo.transaction(studio, body.referenceTransactionId);
        if (bet) {
          if (bet.kind !== 'bet' || bet.roundId !== body.roundId || bet.userId !== session.userId)
            throw AppError.conflict(Detail.duplicateTransaction);
          if (bet.status === 'done') {
            // A taken bet's round exists: the bet created it before committing.
            if (!round) throw AppError.notFound(Detail.roundNotFound);
            if (round.status === 'closed') throw AppError.conflict(Detail.roundClosed);
            const split = {
              main: bet.mainPart,
              bonus: bet.bonusPart,
              grants: (bet.bonusDetail?.grants ?? []).map(fromStored),
              progress: bet.bonusDetail?.progress ? fromStored(bet.bonusDetail.progress) : null,
            };
            await deps.stakes.returnStake(tx, {
              userId: session.userId,
              split,
              key: `game:${studio}:${body.transactionId}`,
              metadata: { studio, roundId: body.roundId, cancels: body.referenceTransactionId },
            });
            await repo.updateTransaction(bet.id, { status: 'rolled_back' });
            await deps.stakes.report(tx, {
              type: 'returned',
              userId: session.userId,
              ref: `game:${studio}:${body.referenceTransactionId}`,
            });
            await repo.addToRound(
              round.id,
              { betMain: -split.main, betBonus: -split.bonus },
              false,
            );
            await repo.updateTransaction(claimed.row.id, {
              amount: bet.amount,
              mainPart: split.main,
              bonusPart: split.bonus,
            });
            // A free round's bet gives its spin back.
            freeRound = await deps.freeRounds?.rollback(tx, {
              studio,
              roundId: body.roundId,
              betTransactionId: body.referenceTransactionId,
            });
          }
        }
        const response = {
          ...(await answer(tx, session.userId, claimed.row.id.toString())),
          ...(freeRound ? { freeRound } : {}),
        };
        await repo.updateTransaction(claimed.row.id, { response });
        return { response, moved: bet?.status === 'done' && bet.amount > 0n };
      });
      await afterCommit(userId, result.moved);
      return result.response;
    },
  };
}

export type SeamlessWallet = ReturnType<typeof createSeamlessWallet>;
