import { randomUUID } from 'node:crypto';
import { crashMultiplierAt } from '@aurum/games';
import {
  CrashErrorDetail,
  crashChannel,
  type TCrashBet,
  type TCrashBetAnswer,
  type TCrashBetBody,
  type TCrashEvent,
  type TCrashMyBet,
  type TCrashRound,
  type TCrashState,
} from '@aurum/contracts/crash';
import { StudioErrorDetail } from '@aurum/contracts/studio';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { forEachItem, type TItemLog } from '../../lib/each-item';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { RealtimePublisher } from '../realtime/realtime.gateway';
import type { StudioSessions, TPlayerOf } from '../studio/studio.service';
import {
  createCrashClock,
  crashInstant,
  type TChainSource,
  type TCrashTimings,
} from './crash-clock';
import { createCrashRepo, type TCrashBetRow, type TCrashRoundRow } from './crash.repo';

const HISTORY = 20;
/** A bet left between the studio and the wallet this long is finished by the sweep. */
const STUCK_AFTER_MS = 10_000;

function presentRound(round: TCrashRoundRow): TCrashRound {
  const crashed = round.status === 'crashed';
  return {
    id: round.id,
    index: round.index,
    status: round.status as TCrashRound['status'],
    bettingEndsAt: round.bettingEndsAt.toISOString(),
    startedAt: round.startedAt?.toISOString() ?? null,
    crashPoint: crashed ? round.crashPoint : null,
    hash: crashed ? round.hash : null,
  };
}

function presentBet(bet: TCrashBetRow): TCrashBet {
  const status = bet.cashout !== null ? 'cashed' : bet.status === 'placed' ? 'placed' : 'lost';
  return {
    id: bet.id,
    player: bet.playerName,
    bet: bet.amount.toString(),
    currency: bet.currency,
    status,
    cashout: bet.cashout,
    payout: bet.payout.toString(),
  };
}

function presentMyBet(bet: TCrashBetRow): TCrashMyBet {
  return { ...presentBet(bet), roundId: bet.roundId, autoCashout: bet.autoCashout };
}

/**
 * Crash: one shared round per variant for every player, its clock in the database (see
 * crash-clock.ts). Bets and wins move through the studio's sessions: the seamless wallet for
 * real money (never inside a transaction: the bet row is written first, the wallet called, the
 * answer recorded after), the session's play money for demo.
 */
export function createCrash(deps: {
  db: Db;
  variant: string;
  sessions: StudioSessions;
  realtime: RealtimePublisher;
  timings: TCrashTimings;
  chain: TChainSource;
  clock: () => Date;
  /** The masked name a player shows in the public list. */
  nameOf: (playerRef: string) => Promise<string>;
  log?: TItemLog;
}) {
  const { db, sessions } = deps;
  const repo = createCrashRepo(db);
  const clock = createCrashClock(deps);
  const channel = crashChannel(deps.variant);
  const publish = (event: TCrashEvent) => deps.realtime.publish(channel, event);
  /** The running round this node started: it sends the ticks. */
  let owned: TCrashRoundRow | undefined;

  function publishRound(round: TCrashRoundRow) {
    publish({ type: 'round', round: presentRound(round), serverTime: deps.clock().toISOString() });
  }

  /** Pays a decided real-money bet (0 closes a loss); leaves it settling when the wallet is away. */
  async function finish(bet: TCrashBetRow): Promise<TCrashBetRow | undefined> {
    const session = await sessionRow(bet);
    const reply = await sessions.wallet.win({
      sessionToken: session.platformToken,
      roundId: bet.id,
      transactionId: `${bet.id}:win`,
      amount: bet.payout,
      currency: bet.currency,
      finished: true,
    });
    if (!reply.ok && (reply.status === 0 || reply.detail !== 'round_closed'))
      throw sessions.walletError(reply);
    return repo.moveBet(bet.id, ['settling'], {
      status: bet.cashout === null ? 'lost' : 'cashed',
      settledAt: deps.clock(),
    });
  }

  async function sessionRow(bet: TCrashBetRow) {
    // The bet's own session: the sweep acts for a player who is gone.
    return sessions.open(bet.sessionId, () => Promise.resolve(bet.playerRef));
  }

  /** Cancels a stake the round never took; the bet is refused once the wallet surely cancelled it. */
  async function abandon(bet: TCrashBetRow): Promise<void> {
    const session = await sessionRow(bet).catch(() => undefined);
    if (session) {
      const reply = await sessions.wallet.rollback({
        sessionToken: session.platformToken,
        roundId: bet.id,
        transactionId: `${bet.id}:rollback`,
        referenceTransactionId: `${bet.id}:bet`,
      });
      if (!reply.ok && reply.detail !== 'session_not_found') throw sessions.walletError(reply);
    }
    await repo.moveBet(bet.id, ['placing'], { status: 'refused', settledAt: deps.clock() });
  }

  /** Wallet settlements on their way, so the round clock never waits for them. */
  const settling = new Set<Promise<unknown>>();

  /**
   * Real-money bets decided in a transaction are paid after it, one after another, while the
   * clock moves on (a crash with many bets must not hold the next round); the sweep retries
   * what fails.
   */
  function finishAll(bets: TCrashBetRow[]): void {
    const real = bets.filter((bet) => !bet.demo);
    if (real.length === 0) return;
    const run = forEachItem(real, (bet) => finish(bet), {
      log: deps.log,
      name: 'crash settlement',
    });
    settling.add(run);
    void run.finally(() => settling.delete(run));
  }

  /** Demo bets decided in `tx` are paid there: play money never leaves the studio. */
  async function settleDemo(
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    bets: TCrashBetRow[],
  ) {
    const txRepo = createCrashRepo(tx);
    const done: TCrashBetRow[] = [];
    for (const bet of bets) {
      if (!bet.demo) {
        done.push(bet);
        continue;
      }
      if (bet.payout > 0n) await sessions.creditDemo(tx, bet.sessionId, bet.payout);
      const moved = await txRepo.moveBet(bet.id, ['settling'], {
        status: bet.cashout === null ? 'lost' : 'cashed',
        settledAt: deps.clock(),
      });
      done.push(moved ?? bet);
    }
    return done;
  }

  /** Crashes the round (once, whichever node), settling every bet still flying. */
  async function crashRound(round: TCrashRoundRow): Promise<void> {
    const instant = crashInstant(round) ?? deps.clock();
    const result = await db.transaction(async (tx) => {
      const txRepo = createCrashRepo(tx);
      const crashed = await txRepo.crash(round.id, instant);
      if (!crashed) return undefined;
      // Automatic targets below the crash point were reached in flight: they cash at the target.
      const cashed = await settleDemo(
        tx,
        await txRepo.autoCashOuts(round.id, round.crashPoint - 1),
      );
      const lost = await settleDemo(tx, await txRepo.loseRemaining(round.id));
      return { crashed, cashed, lost };
    });
    if (!result) return;
    if (owned?.id === round.id) owned = undefined;
    for (const bet of result.cashed)
      publish({ type: 'cashout', roundId: round.id, bet: presentBet(bet) });
    publishRound(result.crashed);
    finishAll([...result.cashed, ...result.lost]);
  }

  /** Cashes the automatic targets the flight has passed. */
  async function autoCashOut(round: TCrashRoundRow, now: Date): Promise<void> {
    if (!round.startedAt) return;
    const reached = crashMultiplierAt(now.getTime() - round.startedAt.getTime());
    if (reached >= round.crashPoint) return;
    const cashed = await db.transaction(async (tx) => {
      const locked = await createCrashRepo(tx).round(round.id, 'share');
      if (locked?.status !== 'running') return [];
      return settleDemo(tx, await createCrashRepo(tx).autoCashOuts(round.id, reached));
    });
    for (const bet of cashed) publish({ type: 'cashout', roundId: round.id, bet: presentBet(bet) });
    finishAll(cashed);
  }

  async function liveRound(): Promise<TCrashRoundRow | undefined> {
    const round = await repo.latestRound(deps.variant);
    return round?.status === 'crashed' ? undefined : round;
  }

  return {
    /** One step of the shared round clock (every node runs it on a short timer). */
    async advance(): Promise<void> {
      const now = deps.clock();
      const moved = await clock.step(now);
      if (!moved) return;
      if (moved.kind === 'running') return autoCashOut(moved.round, now);
      if (moved.kind === 'crashed') return crashRound(moved.round);
      if (moved.kind === 'started') owned = moved.round;
      publishRound(moved.round);
    },

    /** Resolves once the wallet settlements started so far have finished (tests, shutdown). */
    async settled(): Promise<void> {
      await Promise.all([...settling]);
    },

    /** The multiplier of the round this node started, to everyone watching. */
    tick(): void {
      const round = owned;
      if (!round?.startedAt) return;
      const now = deps.clock();
      const multiplier = crashMultiplierAt(now.getTime() - round.startedAt.getTime());
      if (multiplier >= round.crashPoint) return;
      publish({ type: 'tick', roundId: round.id, multiplier, serverTime: now.toISOString() });
    },

    async state(sessionId: string, playerOf: TPlayerOf): Promise<TCrashState> {
      const session = await sessions.open(sessionId, playerOf);
      const round = await repo.latestRound(deps.variant);
      const [balance, bets, history, chain, mine] = await Promise.all([
        sessions.balanceOf(session),
        round ? repo.roundBets(round.id) : [],
        repo.history(deps.variant, HISTORY),
        round ? repo.chain(round.chainId) : undefined,
        round ? repo.playerBet(round.id, session.playerRef) : undefined,
      ]);
      return {
        serverTime: deps.clock().toISOString(),
        round: round ? presentRound(round) : null,
        bets: bets.map(presentBet),
        myBet:
          mine && mine.status !== 'placing' && mine.status !== 'refused'
            ? presentMyBet(mine)
            : null,
        history: history.map((row) => ({
          index: row.index,
          crashPoint: row.crashPoint,
          hash: row.hash,
        })),
        chain: chain
          ? { terminalHash: chain.terminalHash, salt: chain.salt, length: chain.length }
          : null,
        balance,
      };
    },

    async bet(
      sessionId: string,
      playerOf: TPlayerOf,
      body: TCrashBetBody,
    ): Promise<TCrashBetAnswer> {
      const session = await sessions.open(sessionId, playerOf);
      if (session.code.type !== 'crash') throw AppError.notFound(StudioErrorDetail.sessionNotFound);
      const amount = BigInt(body.bet);
      const { minBet, maxBet } = sessions.limits;
      if (amount < minBet || amount > maxBet)
        throw new AppError(StudioErrorDetail.betOutOfRange, 400, {
          min: minBet.toString(),
          max: maxBet.toString(),
        });
      const round = await liveRound();
      if (round?.status !== 'betting' || deps.clock() >= round.bettingEndsAt)
        throw AppError.conflict(CrashErrorDetail.bettingClosed);
      const row = {
        id: randomUUID(),
        roundId: round.id,
        sessionId: session.id,
        playerRef: session.playerRef,
        playerName: await deps.nameOf(session.playerRef),
        demo: session.demo,
        currency: session.currency,
        amount,
        autoCashout: body.autoCashout ?? null,
      };
      const stillBetting = async (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => {
        const locked = await createCrashRepo(tx).round(round.id, 'share');
        return locked?.status === 'betting' && deps.clock() < locked.bettingEndsAt;
      };
      const alreadyBet = (error: unknown) => {
        if (isUniqueViolation(error)) throw AppError.conflict(CrashErrorDetail.alreadyBet);
        throw error;
      };

      if (session.demo) {
        const placed = await db
          .transaction(async (tx) => {
            if (!(await stillBetting(tx))) throw AppError.conflict(CrashErrorDetail.bettingClosed);
            const left = await sessions.debitDemo(tx, session.id, amount);
            if (left === undefined) {
              const balance = await sessions.balanceOf(session);
              throw new AppError(StudioErrorDetail.insufficientFunds, 402, { balance });
            }
            const bet = await createCrashRepo(tx).insertBet({ ...row, status: 'placed' });
            return { bet, balance: left.toString() };
          })
          .catch(alreadyBet);
        publish({ type: 'bet', roundId: round.id, bet: presentBet(placed.bet) });
        return { bet: presentMyBet(placed.bet), balance: placed.balance };
      }

      const placing = await repo.insertBet({ ...row, status: 'placing' }).catch(alreadyBet);
      const reply = await sessions.wallet.bet({
        sessionToken: session.platformToken,
        roundId: placing.id,
        transactionId: `${placing.id}:bet`,
        amount,
        currency: session.currency,
      });
      if (!reply.ok) {
        // No answer: the stake may have landed, so the sweep cancels it at the wallet.
        if (reply.status !== 0)
          await repo.moveBet(placing.id, ['placing'], {
            status: 'refused',
            settledAt: deps.clock(),
          });
        throw sessions.walletError(reply);
      }
      const placed = await db.transaction(async (tx) =>
        (await stillBetting(tx))
          ? createCrashRepo(tx).moveBet(placing.id, ['placing'], { status: 'placed' })
          : undefined,
      );
      if (!placed) {
        // The round left betting while the wallet answered: the stake goes back.
        await abandon(placing).catch((error: unknown) =>
          deps.log?.warn({ err: error, bet: placing.id }, 'crash stake not yet returned'),
        );
        throw AppError.conflict(CrashErrorDetail.bettingClosed);
      }
      publish({ type: 'bet', roundId: round.id, bet: presentBet(placed) });
      return { bet: presentMyBet(placed), balance: reply.answer.balance };
    },

    /**
     * Cashes the player's bet at the multiplier the server reads when the request holds the
     * round (a share lock: the crash, which takes the round exclusively, waits for it, and a
     * cash-out after the crash reads a clock past the crash instant).
     */
    async cashout(sessionId: string, playerOf: TPlayerOf): Promise<TCrashBetAnswer> {
      const session = await sessions.open(sessionId, playerOf);
      const round = await repo.latestRound(deps.variant);
      if (!round) throw AppError.conflict(CrashErrorDetail.notRunning);
      const decided = await db.transaction(async (tx) => {
        const txRepo = createCrashRepo(tx);
        const locked = await txRepo.round(round.id, 'share');
        if (!locked?.startedAt || locked.status === 'betting')
          throw AppError.conflict(CrashErrorDetail.notRunning);
        const now = deps.clock();
        const multiplier = crashMultiplierAt(now.getTime() - locked.startedAt.getTime());
        if (locked.status === 'crashed' || multiplier >= locked.crashPoint)
          throw AppError.conflict(CrashErrorDetail.crashed, { multiplier });
        const bet = await txRepo.cashOut(round.id, session.playerRef, multiplier);
        if (!bet) throw AppError.conflict(CrashErrorDetail.noActiveBet);
        const [settled] = await settleDemo(tx, [bet]);
        return settled ?? bet;
      });
      publish({ type: 'cashout', roundId: round.id, bet: presentBet(decided) });
      if (decided.demo)
        return { bet: presentMyBet(decided), balance: await sessions.balanceOf(session) };
      const paid = await finish(decided).catch((error: unknown) => {
        // The win is decided and kept: the sweep pays it if the wallet is away now.
        deps.log?.warn({ err: error, bet: decided.id }, 'crash win not yet paid');
        return undefined;
      });
      return { bet: presentMyBet(paid ?? decided), balance: await sessions.balanceOf(session) };
    },

    /** Finishes real-money bets left half-way: stakes of rounds that moved on, decided wins. */
    async sweep(): Promise<number> {
      const before = new Date(deps.clock().getTime() - STUCK_AFTER_MS);
      const stuck = await repo.unfinished(before, 50);
      const { done } = await forEachItem(
        stuck,
        async (bet) => {
          if (bet.status === 'settling') {
            await finish(bet);
            return;
          }
          const round = await repo.round(bet.roundId);
          if (round?.status !== 'betting') await abandon(bet);
        },
        { log: deps.log, name: 'crash sweep' },
      );
      return done;
    },
  };
}

export type Crash = ReturnType<typeof createCrash>;
