/**
 * Games played in steps (mines, blackjack, video poker): the studio keeps the state between
 * steps and shows the player only `view`. Every game here is pure: `start` deals from the
 * round's seeds, `act` applies one player action, and replaying the stored actions from the
 * seeds gives the same round again (see `replaySteps`), which is what the verifier does.
 *
 * An action may take an extra stake before it applies (a blackjack double, split or insurance):
 * `stakeOf` says how much, and throws GameParamsError when the action is not allowed now, so
 * the studio refuses it before any money moves. Every payout counts all stakes of the round.
 */
import { z } from 'zod';
import { GameParamsError, parseParams } from './errors';
import {
  blackjackAct,
  blackjackStakeOf,
  blackjackStep,
  startBlackjack,
  ZBlackjackAction,
  ZBlackjackParams,
  type TBlackjackState,
} from './games/blackjack';
import {
  cashoutMines,
  publicMinesOutcome,
  revealMine,
  settleMines,
  startMines,
  ZMinesParams,
} from './games/mines';
import {
  dealVideoPoker,
  drawVideoPoker,
  publicVideoPoker,
  settleVideoPoker,
  ZVideoPokerAction,
  ZVideoPokerParams,
  type TVideoPokerState,
} from './games/video-poker';
import { assertBet } from './payout';
import type { TGameType, TMinesState, TSeeds, TSettled } from './types';

/** One state of a stepped round. */
export interface TStep<TState> {
  /** Kept by the studio; may hold secrets (the mines, the rest of the shoe). */
  state: TState;
  /** What the player may see now. */
  view: Record<string, unknown>;
  /** Set once the round is over: the payout of all its stakes together. */
  settled?: TSettled<unknown>;
}

export interface TSteppedGame<TState = unknown> {
  /** The round params `start` accepts (unknown keys refused). */
  params: z.ZodType;
  /**
   * One action, e.g. `{action: 'reveal', tile: 3}`; anything else is refused. Keys it does not
   * name are dropped (stored actions carry a timestamp).
   */
  action: z.ZodType<{ action: string }>;
  /** Opens a round at stake `bet`; may end it at once (a dealt blackjack). */
  start(seeds: TSeeds, params: unknown, bet: bigint): TStep<TState>;
  /**
   * The extra stake `action` takes now (0n for most); throws GameParamsError if not allowed.
   * `bet` is always the round's opening stake.
   */
  stakeOf(state: TState, action: { action: string }, bet: bigint): bigint;
  /** Applies `action`; throws GameParamsError if not allowed now. */
  act(state: TState, action: { action: string }, bet: bigint): TStep<TState>;
}

/** A mines step as stored with the round; other keys (timestamps) are dropped. */
export const ZMinesAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('reveal'), tile: z.number().int().min(0).max(24) }),
  z.object({ action: z.literal('cashout') }),
]);

function minesStep(board: TMinesState, bet: bigint): TStep<TMinesState> {
  const step: TStep<TMinesState> = { state: board, view: publicMinesOutcome(board) };
  if (board.status !== 'playing') step.settled = settleMines(board, bet);
  return step;
}

export const minesGame: TSteppedGame<TMinesState> = {
  params: ZMinesParams,
  action: ZMinesAction,
  start(seeds, params, bet) {
    assertBet(bet);
    return minesStep(startMines(seeds, parseParams(ZMinesParams, params)), bet);
  },
  stakeOf(state, action) {
    parseParams(ZMinesAction, action);
    if (state.status !== 'playing') throw new GameParamsError('the round is over');
    return 0n;
  },
  act(state, raw, bet) {
    const action = parseParams(ZMinesAction, raw);
    if (action.action === 'cashout') {
      const settled = cashoutMines(state, bet);
      const board: TMinesState = { ...state, status: 'cashed' };
      return { state: board, view: publicMinesOutcome(board), settled };
    }
    return minesStep(revealMine(state, action.tile), bet);
  },
};

/** Jacks or Better: `start` deals five cards, one `draw` with the holds settles the hand. */
export const videoPokerGame: TSteppedGame<TVideoPokerState> = {
  params: ZVideoPokerParams,
  action: ZVideoPokerAction,
  start(seeds, params, bet) {
    assertBet(bet);
    parseParams(ZVideoPokerParams, params);
    const state = dealVideoPoker(seeds);
    return { state, view: publicVideoPoker(state, bet) };
  },
  stakeOf(state, action) {
    parseParams(ZVideoPokerAction, action);
    if (state.held) throw new GameParamsError('the round is over');
    return 0n;
  },
  act(state, raw, bet) {
    const { hold } = parseParams(ZVideoPokerAction, raw);
    const drawn = drawVideoPoker(state, hold);
    return {
      state: drawn,
      view: publicVideoPoker(drawn, bet),
      settled: settleVideoPoker(drawn, bet),
    };
  },
};

/** Blackjack (rules in games/blackjack.ts): actions hit, stand, double, split, insurance. */
export const blackjackGame: TSteppedGame<TBlackjackState> = {
  params: ZBlackjackParams,
  action: ZBlackjackAction,
  start: startBlackjack,
  stakeOf: (state, raw, bet) =>
    blackjackStakeOf(state, parseParams(ZBlackjackAction, raw).action, bet),
  act: (state, raw, bet) =>
    blackjackStep(blackjackAct(state, parseParams(ZBlackjackAction, raw).action, bet), bet),
};

/** The stepped games by type; every other type is decided in one step by `playRound`. */
export const STEPPED_GAMES: Partial<Record<TGameType, TSteppedGame>> = {
  mines: minesGame,
  'video-poker': videoPokerGame,
  blackjack: blackjackGame,
};

export function steppedGame(type: TGameType): TSteppedGame | undefined {
  return STEPPED_GAMES[type];
}

/**
 * Plays a stepped round again from its seeds, params and stored actions; throws when the
 * actions leave it unfinished or go on after its end. The stake is the opening bet; extra
 * stakes are recomputed from the actions.
 */
export function replaySteps(
  game: TSteppedGame,
  seeds: TSeeds,
  params: unknown,
  bet: bigint,
  actions: Record<string, unknown>[],
): TStep<unknown> & { staked: bigint } {
  let step = game.start(seeds, params, bet);
  let staked = bet;
  for (const raw of actions) {
    if (step.settled) throw new GameParamsError('actions after the end of the round');
    const action = parseParams(game.action, raw);
    staked += game.stakeOf(step.state, action, bet);
    step = game.act(step.state, action, bet);
  }
  if (!step.settled) throw new GameParamsError('the round is not finished');
  return { ...step, staked };
}
