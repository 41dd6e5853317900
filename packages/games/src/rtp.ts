/**
 * Exact return to player, in percent, for every variant (see each game's file for the maths).
 * Dice, limbo and roulette count the 2³² values of the float exactly; mines, plinko and the
 * slots take floor(f × n) as uniform (off by under n / 2³² per outcome). Param-dependent games
 * take the round's params (defaults below; baccarat enumerates the 8-deck tableau exactly,
 * the wheel show counts the 2³² grid through its re-spins); mines takes `{mines, picks}`, the RTP of opening
 * `picks` tiles and cashing out. Slots leave out the maximum-win cap.
 */
import { z } from 'zod';
import { GameParamsError, parseParams } from './errors';
import { BACCARAT_VARIANTS, baccaratRtp, ZBaccaratParams } from './games/baccarat';
import { BLACKJACK_CLASSIC_RTP, ZBlackjackParams } from './games/blackjack';
import { crashRtp, ZCrashParams } from './games/crash';
import { diceRtp, ZDiceParams } from './games/dice';
import { kenoRtp, ZKenoParams } from './games/keno';
import { limboRtp, ZLimboParams } from './games/limbo';
import { minesRtp, MINES_TILES } from './games/mines';
import { plinkoRtp, ZPlinkoParams } from './games/plinko';
import { rouletteRtp, ZRouletteParams } from './games/roulette';
import { SLOT_LINES } from './games/slot-lines-data';
import { linesPayOnThree, slotHitRate, waysPayOnThree } from './games/slot-hit-rate';
import { slotStats, type TSlotStats } from './games/slot-rtp';
import { SLOT_WAYS } from './games/slot-ways-data';
import { JACKS_OR_BETTER_OPTIMAL_RTP, standPatRtp } from './games/video-poker';
import { wheelShowRtp, ZWheelShowParams } from './games/wheel-show';
import type { TGameType } from './types';
import { findVariant } from './variants';

export type { TSlotStats } from './games/slot-rtp';

export const ZMinesRtpParams = z
  .strictObject({
    mines: z.number().int().min(1).max(24),
    picks: z.number().int().min(1).default(1),
  })
  .refine((params) => params.picks <= MINES_TILES - params.mines, 'more picks than safe tiles');

/**
 * Video poker's return depends on the holds: `optimal` is perfect play (the published figure,
 * see video-poker.ts), `stand` keeps every dealt hand (computed exactly).
 */
export const ZVideoPokerRtpParams = z.strictObject({
  strategy: z.enum(['optimal', 'stand']).default('optimal'),
});

/** The params exactRtp assumes when given none. */
export const RTP_DEFAULT_PARAMS: Record<TGameType, Record<string, unknown>> = {
  'slot-lines': {},
  'slot-ways': {},
  dice: { target: 5000, direction: 'under' },
  limbo: { target: 200 },
  mines: { mines: 3, picks: 1 },
  plinko: { rows: 16, risk: 'medium' },
  roulette: { bets: [{ kind: 'red', amount: '1' }] },
  keno: { picks: [1], risk: 'classic' },
  'video-poker': { strategy: 'optimal' },
  baccarat: { bets: [{ kind: 'banker', amount: '100' }] },
  'wheel-show': { bets: [{ number: 1, amount: '1' }] },
  blackjack: {},
  crash: { cashout: 100_000 },
};

/** The exact expectations of a slot variant (RTP split into base game and free spins). */
export function exactSlotStats(type: 'slot-lines' | 'slot-ways', variant: string): TSlotStats {
  if (type === 'slot-lines') {
    const entry = Object.entries(SLOT_LINES).find(([id]) => id === variant)?.[1];
    if (entry) return slotStats(entry.rules, 'lines', entry.paylines.length);
  } else {
    const rules = Object.entries(SLOT_WAYS).find(([id]) => id === variant)?.[1];
    if (rules) return slotStats(rules, 'ways');
  }
  throw new GameParamsError(`unknown game ${type}/${variant}`);
}

/**
 * The exact chance that a slot round pays anything (its base spin wins; free spins need a
 * paying scatter, so they add no hits of their own). Enumerates reels 1–3: up to a second.
 */
export function exactSlotHitRate(type: 'slot-lines' | 'slot-ways', variant: string): number {
  if (type === 'slot-lines') {
    const entry = Object.entries(SLOT_LINES).find(([id]) => id === variant)?.[1];
    if (entry) return slotHitRate(entry.rules, linesPayOnThree(entry.rules, entry.paylines));
  } else {
    const rules = Object.entries(SLOT_WAYS).find(([id]) => id === variant)?.[1];
    if (rules) return slotHitRate(rules, waysPayOnThree(rules));
  }
  throw new GameParamsError(`unknown game ${type}/${variant}`);
}

const slotCache = new Map<string, number>();

export function exactRtp(type: TGameType, variant: string, params?: unknown): number {
  if (!findVariant(type, variant)) throw new GameParamsError(`unknown game ${type}/${variant}`);
  const given = params ?? RTP_DEFAULT_PARAMS[type];
  switch (type) {
    case 'dice':
      return diceRtp(parseParams(ZDiceParams, given));
    case 'limbo':
      return limboRtp(parseParams(ZLimboParams, given));
    case 'mines': {
      const { mines, picks } = parseParams(ZMinesRtpParams, given);
      return minesRtp(mines, picks);
    }
    case 'plinko':
      return plinkoRtp(parseParams(ZPlinkoParams, given));
    case 'roulette':
      return rouletteRtp(parseParams(ZRouletteParams, given));
    case 'keno': {
      const { risk, picks } = parseParams(ZKenoParams, given);
      return kenoRtp(risk, picks.length);
    }
    case 'video-poker': {
      const { strategy } = parseParams(ZVideoPokerRtpParams, given);
      return strategy === 'stand' ? standPatRtp() : JACKS_OR_BETTER_OPTIMAL_RTP;
    }
    case 'baccarat': {
      const known = BACCARAT_VARIANTS.find((id) => id === variant);
      if (!known) throw new GameParamsError(`unknown game ${type}/${variant}`);
      return baccaratRtp(known, parseParams(ZBaccaratParams, given));
    }
    case 'wheel-show':
      return wheelShowRtp(parseParams(ZWheelShowParams, given));
    case 'blackjack':
      // Measured, not enumerated: basic strategy over 10 million simulated rounds (blackjack.ts).
      parseParams(ZBlackjackParams, given);
      return BLACKJACK_CLASSIC_RTP;
    case 'crash':
      return crashRtp(parseParams(ZCrashParams, given));
    case 'slot-lines':
    case 'slot-ways': {
      parseParams(z.strictObject({}), given);
      const key = `${type}/${variant}`;
      const known = slotCache.get(key);
      if (known !== undefined) return known;
      const { rtp } = exactSlotStats(type, variant);
      slotCache.set(key, rtp);
      return rtp;
    }
  }
}
