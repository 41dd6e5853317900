/**
 * One entry point per step of a round, by game code. Single-step games are decided by
 * `playRound`; mines by `startMines`, `revealMine`, `cashoutMines` and `settleMines`.
 * `verifyRound` recomputes any finished round from its seeds, params and actions.
 */
import { z } from 'zod';
import { GameParamsError, parseParams } from './errors';
import { ZCrashParams } from './games/crash';
import { playDice, ZDiceParams } from './games/dice';
import { playLimbo, ZLimboParams } from './games/limbo';
import { cashoutMines, revealMine, settleMines, startMines, ZMinesParams } from './games/mines';
import { playPlinko, ZPlinkoParams } from './games/plinko';
import { playRoulette, ZRouletteParams } from './games/roulette';
import { playSlotLines, ZSlotLinesParams } from './games/slot-lines';
import { SLOT_LINES_VARIANTS, type TSlotLinesVariant } from './games/slot-lines-data';
import { playSlotWays, ZSlotWaysParams } from './games/slot-ways';
import { SLOT_WAYS_VARIANTS, type TSlotWaysVariant } from './games/slot-ways-data';
import { assertBet } from './payout';
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
    case 'mines':
      throw new GameParamsError('mines is played in steps: startMines, revealMine, cashoutMines');
    case 'crash':
      throw new GameParamsError('crash is one shared round: see games/crash.ts');
  }
  throw new GameParamsError(`unknown game ${type}/${variant}`);
}

/** A step of a mines round as stored with it; other keys (timestamps) are ignored. */
export const ZMinesAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('reveal'), tile: z.number().int().min(0).max(24) }),
  z.object({ action: z.literal('cashout') }),
]);

/**
 * Recomputes a finished round from scratch, for the player's verifier. Mines replays the
 * actions (`{action: 'reveal', tile}` ..., then `{action: 'cashout'}` unless a mine or the
 * last safe tile ended it); other games take no actions.
 */
export function verifyRound(
  code: TGameCode,
  seeds: TSeeds,
  params: unknown,
  bet: bigint,
  actions: Record<string, unknown>[],
): TSettled<unknown> {
  if (code.type !== 'mines') {
    if (actions.length > 0) throw new GameParamsError(`${code.type} rounds take no actions`);
    return playRound(code, seeds, params, bet);
  }
  assertCode(code);
  assertBet(bet);
  let state = startMines(seeds, parseParams(ZMinesParams, params));
  for (const [index, raw] of actions.entries()) {
    const action = parseParams(ZMinesAction, raw);
    if (action.action === 'reveal') {
      state = revealMine(state, action.tile);
      continue;
    }
    if (index !== actions.length - 1) throw new GameParamsError('actions after the cash-out');
    return cashoutMines(state, bet);
  }
  return settleMines(state, bet);
}
