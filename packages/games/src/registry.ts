/**
 * One entry point per step of a round, by game code. Single-step games are decided by
 * `playRound`; mines by `startMines`, `revealMine`, `cashoutMines` and `settleMines`.
 * `verifyRound` recomputes any finished round from its seeds, params and actions.
 */
import type { z } from 'zod';
import { GameParamsError, parseParams } from './errors';
import { BACCARAT_VARIANTS, playBaccarat, ZBaccaratParams } from './games/baccarat';
import { ZBlackjackParams } from './games/blackjack';
import { ZCrashParams } from './games/crash';
import { playDice, ZDiceParams } from './games/dice';
import { playKeno, ZKenoParams } from './games/keno';
import { playLimbo, ZLimboParams } from './games/limbo';
import { ZMinesParams } from './games/mines';
import { playPlinko, ZPlinkoParams } from './games/plinko';
import { playRoulette, ZRouletteParams } from './games/roulette';
import { playSlotLines, ZSlotLinesParams } from './games/slot-lines';
import { SLOT_LINES_VARIANTS, type TSlotLinesVariant } from './games/slot-lines-data';
import { playSlotWays, ZSlotWaysParams } from './games/slot-ways';
import { SLOT_WAYS_VARIANTS, type TSlotWaysVariant } from './games/slot-ways-data';
import { ZVideoPokerParams } from './games/video-poker';
import { playWheelShow, ZWheelShowParams } from './games/wheel-show';
import { assertBet } from './payout';
import { replaySteps, steppedGame } from './stepped';
import type { TGameCode, TGameType, TSeeds, TSettled } from './types';
import { findVariant } from './variants';

export { GameParamsError } from './errors';
export {
  cashoutMines,
  minesMultiplier,
  publicMinesOutcome,
  revealMine,
  settleMines,
  startMines,
} from './games/mines';
export { VARIANTS, type TVariantInfo } from './variants';

const SCHEMAS: Record<TGameType, z.ZodType> = {
  'slot-lines': ZSlotLinesParams,
  'slot-ways': ZSlotWaysParams,
  dice: ZDiceParams,
  limbo: ZLimboParams,
  mines: ZMinesParams,
  plinko: ZPlinkoParams,
  roulette: ZRouletteParams,
  keno: ZKenoParams,
  'video-poker': ZVideoPokerParams,
  baccarat: ZBaccaratParams,
  'wheel-show': ZWheelShowParams,
  blackjack: ZBlackjackParams,
  crash: ZCrashParams,
};

/** The round params a game type accepts; unknown keys are rejected. */
export function paramsSchema(type: TGameType): z.ZodType {
  return SCHEMAS[type];
}

function isOneOf<T extends string>(options: readonly T[], value: string): value is T {
  return (options as readonly string[]).includes(value);
}

function assertCode(code: TGameCode): void {
  if (!(code.type in SCHEMAS) || !findVariant(code.type, code.variant)) {
    throw new GameParamsError(`unknown game ${code.type}/${code.variant}`);
  }
}

/** Decides a single-step round. Throws GameParamsError on bad params and for mines. */
export function playRound(
  code: TGameCode,
  seeds: TSeeds,
  params: unknown,
  bet: bigint,
): TSettled<unknown> {
  assertCode(code);
  assertBet(bet);
  const { type, variant } = code;
  const given = params ?? {};
  switch (type) {
    case 'dice':
      return playDice(seeds, parseParams(ZDiceParams, given), bet);
    case 'limbo':
      return playLimbo(seeds, parseParams(ZLimboParams, given), bet);
    case 'plinko':
      return playPlinko(seeds, parseParams(ZPlinkoParams, given), bet);
    case 'roulette':
      return playRoulette(seeds, parseParams(ZRouletteParams, given), bet);
    case 'slot-lines':
      parseParams(ZSlotLinesParams, given);
      if (!isOneOf<TSlotLinesVariant>(SLOT_LINES_VARIANTS, variant)) break;
      return playSlotLines(variant, seeds, bet);
    case 'slot-ways':
      parseParams(ZSlotWaysParams, given);
      if (!isOneOf<TSlotWaysVariant>(SLOT_WAYS_VARIANTS, variant)) break;
      return playSlotWays(variant, seeds, bet);
    case 'baccarat':
      if (!isOneOf(BACCARAT_VARIANTS, variant)) break;
      return playBaccarat(variant, seeds, parseParams(ZBaccaratParams, given), bet);
    case 'wheel-show':
      return playWheelShow(seeds, parseParams(ZWheelShowParams, given), bet);
    case 'mines':
      throw new GameParamsError('mines is played in steps (see stepped.ts)');
    case 'keno':
      return playKeno(seeds, parseParams(ZKenoParams, given), bet);
    case 'video-poker':
      throw new GameParamsError('video poker is played in steps (see stepped.ts)');
    case 'blackjack':
      throw new GameParamsError('blackjack is played in steps (see stepped.ts)');
    case 'crash':
      throw new GameParamsError('crash is one shared round: see games/crash.ts');
  }
  throw new GameParamsError(`unknown game ${type}/${variant}`);
}

/**
 * Recomputes a finished round from scratch, for the player's verifier. A stepped game (mines,
 * see stepped.ts) replays the stored actions from its seeds; other games take no actions. The
 * payout counts every stake of the round (`bet` is the opening stake).
 */
export function verifyRound(
  code: TGameCode,
  seeds: TSeeds,
  params: unknown,
  bet: bigint,
  actions: Record<string, unknown>[],
): TSettled<unknown> {
  const stepped = steppedGame(code.type);
  if (!stepped) {
    if (actions.length > 0) throw new GameParamsError(`${code.type} rounds take no actions`);
    return playRound(code, seeds, params, bet);
  }
  assertCode(code);
  assertBet(bet);
  const replayed = replaySteps(stepped, seeds, params ?? {}, bet, actions);
  if (!replayed.settled) throw new GameParamsError('the round is not finished');
  return replayed.settled;
}
