import { randomBytes, randomUUID } from 'node:crypto';
import {
  GameParamsError,
  parseGameCode,
  playRound,
  steppedGame,
  type TGameCode,
  type TSettled,
  type TStep,
  type TSteppedGame,
} from '@aurum/games';
import { StudioErrorDetail as Detail } from '@aurum/contracts/studio';
import type {
  TStudioAction,
  TStudioFreeRound,
  TStudioPlay,
  TStudioRound,
  TStudioSession,
} from '@aurum/contracts/studio';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { forEachItem, type TItemLog } from '../../lib/each-item';
import type { GameStudio, TLaunchInput } from '../games/studios';
import type { Fairness } from './fairness.service';
import {
  createStudioRepo,
  isUniqueViolation,
  type TStudioRoundRow,
  type TStudioSessionRow,
} from './studio.repo';
import type { TWalletReply, WalletClient } from './wallet-client';

/** Limits in minor units of the session currency (the platform's account currency, cents). */
export interface TStudioLimits {
  minBet: bigint;
  maxBet: bigint;
  defaultBet: bigint;
  demoBalance: bigint;
}

const SESSION_HOURS = 12;
/** A round left between the studio and the wallet this long is finished by the sweep. */
const STUCK_AFTER_MS = 30_000;

const DUMMY_SEEDS = { serverSeed: 'check', clientSeed: 'check', nonce: 0 };

/**
 * The platform player behind a game-client request (from the player's own platform session),
 * resolved only when a real-money session needs it; undefined for a visitor.
 */
export type TPlayerOf = () => Promise<string | undefined>;

/** A game's refusal (bad params, an action not allowed now) as the client's 400. */
function refusedBy<T>(detail: string, decide: () => T): T {
  try {
    return decide();
  } catch (error) {
    if (error instanceof GameParamsError)
      throw new AppError(detail, 400, { reason: error.message });
    throw error;
  }
}

function present(round: TStudioRoundRow, serverSeedHash: string): TStudioRound {
  return {
    id: round.id,
    status: round.status === 'open' ? 'open' : 'closed',
    bet: (round.bet + round.extraStake).toString(),
    payout: round.payout.toString(),
    multiplier: round.multiplier,
    nonce: round.nonce ?? 0,
    clientSeed: round.clientSeed ?? '',
    serverSeedHash,
    params: round.params,
    outcome: round.outcome ?? {},
    createdAt: round.createdAt.toISOString(),
  };
}

/**
 * The in-house studio: it keeps its own sessions, seeds and rounds, decides every outcome with
 * @aurum/games, and moves money only through the platform's seamless-wallet API (`wallet`),
 * exactly as an external studio would. Demo sessions play with play money kept here.
 */
export function createStudio(deps: {
  db: Db;
  id: string;
  secret: string;
  wallet: WalletClient;
  fairness: Fairness;
  limits: TStudioLimits;
  log?: TItemLog;
}) {
  const repo = createStudioRepo(deps.db);

  async function hashOfSeed(round: TStudioRoundRow): Promise<string> {
    if (round.seedId === null) return '';
    return (await repo.seedHash(round.seedId)) ?? '';
  }

  /**
   * The session a game-client request acts in. The id in the URL alone is not enough for real
   * money: the request must also come from the player the session was launched for, so a
   * leaked game URL is worth nothing. Demo sessions need only the id.
   */
  async function openSession(
    sessionId: string,
    playerOf: TPlayerOf,
  ): Promise<TStudioSessionRow & { code: TGameCode }> {
    const session = await repo.session(sessionId);
    if (!session) throw AppError.notFound(Detail.sessionNotFound);
    if (!session.demo && (await playerOf()) !== session.playerRef)
      throw AppError.notFound(Detail.sessionNotFound);
    if (session.expiresAt.getTime() < Date.now()) throw new AppError(Detail.sessionExpired, 410);
    const code = parseGameCode(session.gameCode);
    if (!code) throw AppError.notFound(Detail.sessionNotFound);
    return { ...session, code };
  }

  /** A refusal from the wallet as the game client's error; unknown outcomes are 503. */
  function walletError(reply: Exclude<TWalletReply, { ok: true }>): AppError {
    if (reply.status === 0) return new AppError(Detail.walletUnavailable, 503);
    if (reply.detail === 'insufficient_funds')
      return new AppError(Detail.insufficientFunds, 402, { balance: reply.balance ?? '0' });
    if (reply.detail === 'session_expired') return new AppError(Detail.sessionExpired, 410);
    return new AppError(
      reply.detail,
      reply.status >= 400 && reply.status < 500 ? reply.status : 502,
    );
  }

  async function balanceOf(session: TStudioSessionRow): Promise<string> {
    if (session.demo) return (session.demoBalance ?? 0n).toString();
    const reply = await deps.wallet.balance(session.platformToken);
    if (!reply.ok) throw walletError(reply);
    return reply.answer.balance;
  }

  /** The player's free rounds for the session's game; none in demo or while the wallet is away. */
  async function freeRoundsOf(session: TStudioSessionRow): Promise<TStudioFreeRound[]> {
    if (session.demo) return [];
    const reply = await deps.wallet.freeRounds(session.platformToken);
    return reply.ok ? reply.answer.freeRounds : [];
  }

  /** The stake of a free round the player has here: the only bet it plays at. */
  async function freeRoundStake(session: TStudioSessionRow, freeRoundId: string): Promise<bigint> {
    const found = (await freeRoundsOf(session)).find((free) => free.id === freeRoundId);
    if (!found) throw AppError.notFound(Detail.freeRoundNotFound);
    if (found.remaining === 0) throw AppError.conflict(Detail.freeRoundsUsedUp);
    return BigInt(found.stake);
  }

  /** Pays a decided round (nothing for a loss, but the round is still closed at the wallet). */
  async function settle(
    round: TStudioRoundRow,
    session: TStudioSessionRow,
  ): Promise<{ balance: string; freeRound?: TStudioFreeRound }> {
    if (session.demo) {
      return deps.db.transaction(async (tx) => {
        const txRepo = createStudioRepo(tx);
        const locked = await txRepo.session(session.id, true);
        const balance = (locked?.demoBalance ?? 0n) + round.payout;
        await txRepo.setDemoBalance(session.id, balance);
        await txRepo.updateRound(round.id, { status: 'closed', closedAt: new Date() });
        return { balance: balance.toString() };
      });
    }
    const reply = await deps.wallet.win({
      sessionToken: session.platformToken,
      roundId: round.id,
      transactionId: `${round.id}:win`,
      amount: round.payout,
      currency: session.currency,
      finished: true,
    });
    if (!reply.ok && reply.status === 0) throw walletError(reply);
    // A closed round at the wallet means an earlier attempt got through.
    if (!reply.ok && reply.detail !== 'round_closed') throw walletError(reply);
    await repo.updateRound(round.id, { status: 'closed', closedAt: new Date() });
    if (!reply.ok) return { balance: await balanceOf(session) };
    const { balance, freeRound } = reply.answer;
    return freeRound ? { balance, freeRound } : { balance };
  }

  /**
   * Cancels a round whose stake may or may not have reached the wallet. The round is given up
   * only once the wallet has surely cancelled the stake (or never knew the session); any other
   * answer leaves it to be tried again, so a stake is never kept for a round never played.
   */
  async function abandon(round: TStudioRoundRow, session: TStudioSessionRow): Promise<void> {
    if (!session.demo) {
      const reply = await deps.wallet.rollback({
        sessionToken: session.platformToken,
        roundId: round.id,
        transactionId: `${round.id}:rollback`,
        referenceTransactionId: `${round.id}:bet`,
      });
      const final = reply.ok || reply.detail === 'session_not_found';
      if (!final) throw walletError(reply);
    }
    await repo.updateRound(round.id, { status: 'refused', closedAt: new Date() });
  }

  /**
   * Finishes a round that was left half-way (a crash, a lost connection); throws when the
   * wallet's answer leaves it unfinished, to be tried again later.
   */
  async function recover(round: TStudioRoundRow): Promise<void> {
    const session = await repo.session(round.sessionId);
    if (!session) return;
    if (round.status === 'placing') await abandon(round, session);
    else if (round.status === 'settling') await settle(round, session);
  }

  /** Refuses params the game would refuse, before any money moves. */
  function checkRound(code: TGameCode, params: Record<string, unknown>, bet: bigint): void {
    const stepped = steppedGame(code.type);
    refusedBy(Detail.invalidParams, () =>
      stepped ? stepped.start(DUMMY_SEEDS, params, bet) : playRound(code, DUMMY_SEEDS, params, bet),
    );
  }

  /** The round's next state as stored: open for the player's next step, or settling. */
  function stepPatch(step: TStep<unknown>) {
    const state = step.state as Record<string, unknown>;
    if (step.settled) return { state, ...settledPatch(step.settled), outcome: step.view };
    return { status: 'open', state, outcome: step.view };
  }

  /** Decides the round under the player's next nonce: settled, or open (a stepped game). */
  async function decide(round: TStudioRoundRow, code: TGameCode): Promise<TStudioRoundRow> {
    return deps.db.transaction(async (tx) => {
      const { seedId, seeds } = await deps.fairness.nextRound(tx, round.playerRef);
      const common = { seedId, nonce: seeds.nonce, clientSeed: seeds.clientSeed };
      const stepped = steppedGame(code.type);
      if (stepped) {
        const step = stepped.start(seeds, round.params, round.bet);
        return createStudioRepo(tx).updateRound(round.id, { ...common, ...stepPatch(step) });
      }
      const settled = playRound(code, seeds, round.params, round.bet);
      return createStudioRepo(tx).updateRound(round.id, {
        ...common,
        ...settledPatch(settled),
      });
    });
  }

  /**
   * Cancels a later stake the wallet never answered: the round takes no step until it is gone.
   * Throws (to be tried again) while the wallet leaves it unknown.
   */
  async function cancelPendingStake(round: TStudioRoundRow, session: TStudioSessionRow) {
    const pending = round.pendingStake;
    if (!pending) return;
    const reply = await deps.wallet.rollback({
      sessionToken: session.platformToken,
      roundId: round.id,
      transactionId: `${pending.transactionId}:rollback`,
      referenceTransactionId: pending.transactionId,
    });
    if (!reply.ok && reply.detail !== 'session_not_found') throw walletError(reply);
    await repo.clearPendingStake(round.id, pending.transactionId);
  }

  /**
   * Takes a step's later stake at the wallet before the step applies. The round is marked first
   * (compare-and-set on its step count), so no other step runs while the stake is away; a
   * refusal unmarks it, no answer leaves it for the sweep to cancel.
   */
  async function takeLaterStake(
    round: TStudioRoundRow,
    session: TStudioSessionRow,
    stake: bigint,
  ): Promise<string> {
    const transactionId = `${round.id}:bet:${round.actions.length + 1}`;
    const marked = await repo.markPendingStake(round.id, round.actions.length, {
      transactionId,
      amount: stake.toString(),
      at: new Date().toISOString(),
    });
    if (!marked) throw AppError.conflict(Detail.roundInProgress);
    const reply = await deps.wallet.bet({
      sessionToken: session.platformToken,
      roundId: round.id,
      transactionId,
      amount: stake,
      currency: session.currency,
    });
    if (!reply.ok) {
      if (reply.status !== 0) await repo.clearPendingStake(round.id, transactionId);
      throw walletError(reply);
    }
    return transactionId;
  }

  /**
   * Applies a step under the round's lock: only if the round is where the step was checked
   * (same step count, and the stake taken for it still pending), so a step never applies twice
   * and never without its stake. A demo stake is paid from the play balance here.
   */
  async function applyStep(
    round: TStudioRoundRow,
    game: TSteppedGame,
    action: { action: string },
    stake: bigint,
    stakeId: string | undefined,
  ): Promise<TStudioRoundRow> {
    return deps.db.transaction(async (tx) => {
      const txRepo = createStudioRepo(tx);
      if (round.demo && stake > 0n) {
        const session = await txRepo.session(round.sessionId, true);
        const balance = session?.demoBalance ?? 0n;
        if (balance < stake)
          throw new AppError(Detail.insufficientFunds, 402, { balance: balance.toString() });
        await txRepo.setDemoBalance(round.sessionId, balance - stake);
      }
      const locked = await txRepo.round(round.id, true);
      const unchanged =
        locked?.status === 'open' &&
        locked.state !== null &&
        locked.actions.length === round.actions.length &&
        (locked.pendingStake?.transactionId ?? undefined) === stakeId;
      if (!locked?.state || !unchanged) throw AppError.conflict(Detail.roundInProgress);
      const step = refusedBy(Detail.invalidAction, () =>
        game.act(locked.state, action, locked.bet),
      );
      return txRepo.updateRound(round.id, {
        actions: [...locked.actions, { ...action, at: new Date().toISOString() }],
        extraStake: locked.extraStake + stake,
        pendingStake: null,
        ...stepPatch(step),
      });
    });
  }

  function settledPatch(settled: TSettled<unknown>) {
    return {
      status: 'settling',
      payout: settled.payout,
      multiplier: settled.multiplier,
      outcome: settled.outcome as Record<string, unknown>,
    };
  }

  const studio: GameStudio & Record<string, unknown> = {
    id: deps.id,
    secret: deps.secret,
    async launch(input: TLaunchInput) {
      if (!parseGameCode(input.gameCode)) throw new AppError('game_unavailable', 503);
      const id = randomBytes(16).toString('hex');
      await repo.insertSession({
        id,
        platformToken: input.token,
        playerRef: input.playerId ?? `visitor:${id}`,
        gameCode: input.gameCode,
        gameTitle: input.title,
        demo: input.demo,
        currency: input.currency.code,
        precision: input.currency.precision,
        language: input.language,
        demoBalance: input.demo ? deps.limits.demoBalance : null,
        expiresAt: new Date(Date.now() + SESSION_HOURS * 3_600_000),
      });
      return { url: `/studio.html?session=${id}` };
    },
  };

  /**
   * What the studio's shared-round games (crash) need of a session: the checked session, its
   * balance, the wallet client, the limits, and the demo play money moved inside their own
   * transaction.
   */
  const sessions = {
    open: openSession,
    balanceOf,
    walletError,
    wallet: deps.wallet,
    limits: deps.limits,
    /** Takes `amount` of a demo session's play money; the balance left, undefined when short. */
    async debitDemo(tx: Tx, sessionId: string, amount: bigint): Promise<bigint | undefined> {
      const txRepo = createStudioRepo(tx);
      const balance = (await txRepo.session(sessionId, true))?.demoBalance ?? 0n;
      if (balance < amount) return undefined;
      await txRepo.setDemoBalance(sessionId, balance - amount);
      return balance - amount;
    },
    async creditDemo(tx: Tx, sessionId: string, amount: bigint): Promise<bigint> {
      const txRepo = createStudioRepo(tx);
      const balance = ((await txRepo.session(sessionId, true))?.demoBalance ?? 0n) + amount;
      await txRepo.setDemoBalance(sessionId, balance);
      return balance;
    },
  };

  return {
    studio: studio as GameStudio,
    sessions,

    async session(sessionId: string, playerOf: TPlayerOf): Promise<TStudioSession> {
      const session = await openSession(sessionId, playerOf);
      const [balance, seed, unfinished, freeRounds] = await Promise.all([
        balanceOf(session),
        deps.fairness.activeSeed(deps.db, session.playerRef),
        repo.unfinishedRound(session.id),
        freeRoundsOf(session),
      ]);
      const openRound =
        unfinished?.status === 'open' ? present(unfinished, await hashOfSeed(unfinished)) : null;
      return {
        sessionId: session.id,
        game: { code: session.gameCode, title: session.gameTitle },
        demo: session.demo,
        language: session.language,
        currency: { code: session.currency, precision: session.precision },
        balance,
        limits: {
          minBet: deps.limits.minBet.toString(),
          maxBet: deps.limits.maxBet.toString(),
          defaultBet: deps.limits.defaultBet.toString(),
        },
        fairness: {
          serverSeedHash: seed.serverSeedHash,
          clientSeed: seed.clientSeed,
          nonce: seed.nonce,
        },
        openRound,
        freeRounds,
      };
    },

    async play(
      sessionId: string,
      playerOf: TPlayerOf,
      input: { bet: string; params: Record<string, unknown>; freeRoundId?: string },
    ): Promise<TStudioPlay> {
      const session = await openSession(sessionId, playerOf);
      const { freeRoundId } = input;
      if (freeRoundId !== undefined && session.demo)
        throw AppError.notFound(Detail.freeRoundNotFound);
      // A free spin plays at the free round's stake: the platform awarded it, not the client.
      const bet =
        freeRoundId === undefined ? BigInt(input.bet) : await freeRoundStake(session, freeRoundId);
      if (freeRoundId === undefined && (bet < deps.limits.minBet || bet > deps.limits.maxBet)) {
        throw new AppError(Detail.betOutOfRange, 400, {
          min: deps.limits.minBet.toString(),
          max: deps.limits.maxBet.toString(),
        });
      }
      checkRound(session.code, input.params, bet);

      const placing: TStudioRoundRow = {
        id: randomUUID(),
        sessionId: session.id,
        playerRef: session.playerRef,
        seedId: null,
        nonce: null,
        clientSeed: null,
        gameCode: session.gameCode,
        demo: session.demo,
        bet,
        extraStake: 0n,
        pendingStake: null,
        payout: 0n,
        multiplier: 0,
        params: input.params,
        actions: [],
        state: null,
        outcome: null,
        status: 'placing',
        createdAt: new Date(),
        closedAt: null,
      };
      await insertPlacing(placing);

      // The stake first: nothing is decided for a bet the wallet refused.
      if (session.demo) {
        const paid = await deps.db.transaction(async (tx) => {
          const txRepo = createStudioRepo(tx);
          const locked = await txRepo.session(session.id, true);
          const balance = locked?.demoBalance ?? 0n;
          if (balance < bet) return balance;
          await txRepo.setDemoBalance(session.id, balance - bet);
          return undefined;
        });
        if (paid !== undefined) {
          await repo.updateRound(placing.id, { status: 'refused', closedAt: new Date() });
          throw new AppError(Detail.insufficientFunds, 402, { balance: paid.toString() });
        }
      } else {
        const reply = await deps.wallet.bet({
          sessionToken: session.platformToken,
          roundId: placing.id,
          transactionId: `${placing.id}:bet`,
          amount: bet,
          currency: session.currency,
          ...(freeRoundId === undefined ? {} : { freeRoundId }),
        });
        if (!reply.ok) {
          // No answer: the stake may have landed, so the sweep cancels it at the wallet.
          if (reply.status !== 0)
            await repo.updateRound(placing.id, { status: 'refused', closedAt: new Date() });
          throw walletError(reply);
        }
      }

      const decided = await decide(placing, session.code);
      if (decided.status === 'open') {
        return {
          round: present(decided, await hashOfSeed(decided)),
          balance: await balanceOf(session),
        };
      }
      const settled = await settle(decided, session);
      const closed = { ...decided, status: 'closed' };
      return { round: present(closed, await hashOfSeed(decided)), ...settled };
    },

    async act(
      sessionId: string,
      playerOf: TPlayerOf,
      roundId: string,
      rawAction: TStudioAction,
    ): Promise<TStudioPlay> {
      const session = await openSession(sessionId, playerOf);
      const game = steppedGame(session.code.type);
      if (!game) throw new AppError(Detail.invalidAction, 400, { reason: 'no steps in this game' });
      const parsed = game.action.safeParse(rawAction);
      if (!parsed.success)
        throw new AppError(Detail.invalidAction, 400, { reason: 'unknown action' });
      const action = parsed.data;
      let round = await repo.round(roundId);
      if (!round || round.sessionId !== session.id) throw AppError.notFound(Detail.roundNotFound);
      if (round.status !== 'open' || !round.state) throw AppError.conflict(Detail.roundClosed);
      if (round.pendingStake) {
        // A stake still away: wait for it, or cancel it once it is surely lost.
        const age = Date.now() - new Date(round.pendingStake.at).getTime();
        if (age < STUCK_AFTER_MS) throw AppError.conflict(Detail.roundInProgress);
        await cancelPendingStake(round, session);
        round = (await repo.round(roundId)) ?? round;
      }
      const open = round;
      const stake = refusedBy(Detail.invalidAction, () =>
        game.stakeOf(open.state, action, open.bet),
      );
      const stakeId =
        stake > 0n && !session.demo ? await takeLaterStake(open, session, stake) : undefined;
      const next = await applyStep(open, game, action, stake, stakeId);
      if (next.status === 'open') {
        // A demo stake just left the play balance: read it again.
        const now = session.demo && stake > 0n ? await repo.session(session.id) : session;
        return {
          round: present(next, await hashOfSeed(next)),
          balance: await balanceOf(now ?? session),
        };
      }
      const settled = await settle(next, session);
      return { round: present({ ...next, status: 'closed' }, await hashOfSeed(next)), ...settled };
    },

    /**
     * Finishes rounds stuck half-way (run on a timer, and before refusing a new round); one
     * the wallet leaves unfinished is logged and tried again on the next run.
     */
    async sweep(now = new Date()): Promise<number> {
      const before = new Date(now.getTime() - STUCK_AFTER_MS);
      const stuck = await repo.stuckRounds(before, 50);
      const { done } = await forEachItem(stuck, recover, {
        log: deps.log,
        name: 'studio sweep',
      });
      const pending = await repo.stalePendingStakes(before, 50);
      const cancelled = await forEachItem(
        pending,
        async (round) => {
          const session = await repo.session(round.sessionId);
          if (session) await cancelPendingStake(round, session);
        },
        { log: deps.log, name: 'studio sweep (later stakes)' },
      );
      return done + cancelled.done;
    },
  };

  /** One unfinished round per session; a stale one left by a failure is finished first. */
  async function insertPlacing(round: TStudioRoundRow): Promise<void> {
    try {
      await repo.insertRound(round);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const unfinished = await repo.unfinishedRound(round.sessionId);
      const stale =
        unfinished &&
        unfinished.status !== 'open' &&
        Date.now() - unfinished.createdAt.getTime() > STUCK_AFTER_MS;
      if (!stale) throw AppError.conflict(Detail.roundInProgress);
      // Still unfinished at the wallet: the new round waits, the sweep tries again.
      await recover(unfinished).catch((error: unknown) =>
        deps.log?.warn({ err: error, round: unfinished.id }, 'studio round still unfinished'),
      );
      try {
        await repo.insertRound(round);
      } catch (again) {
        if (isUniqueViolation(again)) throw AppError.conflict(Detail.roundInProgress);
        throw again;
      }
    }
  }
}

export type Studio = ReturnType<typeof createStudio>;
export type StudioSessions = Studio['sessions'];
