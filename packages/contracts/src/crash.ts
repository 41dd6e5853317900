import { z } from 'zod';
import { defineEndpoint } from './http';
import { ZMinorAmount } from './money';
import { ZStudioSessionParams } from './studio';

/**
 * Crash: one shared round for every player of a variant, played through a studio session.
 * Multipliers and crash points are integers in hundredths (100 is 1.00×); instants are ISO
 * strings on the server's clock (`serverTime` lets a client measure its offset). Errors:
 * `{detail}` translated as `Studio.errors.{detail}` like the rest of the studio's.
 */
export const CrashErrorDetail = {
  /** The round is not taking bets (it is flying or has crashed). */
  bettingClosed: 'betting_closed',
  /** One bet per player per round. */
  alreadyBet: 'already_bet',
  /** No bet of this player that can still cash out in the running round. */
  noActiveBet: 'no_active_bet',
  /** The cash-out came at or after the crash point. */
  crashed: 'crashed',
  /** The round has not started flying. */
  notRunning: 'not_running',
  invalidCashout: 'invalid_cashout',
} as const;

export const CRASH_VARIANT = 'classic';
/** The public realtime channel of a variant's rounds. */
export const crashChannel = (variant: string) => `crash#${variant}`;

export const ZCrashRoundStatus = z.enum(['betting', 'running', 'crashed']);
export const ZCrashBetStatus = z.enum(['placed', 'cashed', 'lost']);

export const ZCrashRound = z.object({
  id: z.string(),
  /** The round's place in the chain, from 0. */
  index: z.number().int(),
  status: ZCrashRoundStatus,
  bettingEndsAt: z.iso.datetime(),
  /** The instant the multiplier starts at 1.00× (null while betting). */
  startedAt: z.iso.datetime().nullable(),
  /** Revealed with the hash once the round has crashed. */
  crashPoint: z.number().int().nullable(),
  hash: z.string().nullable(),
});
export type TCrashRound = z.infer<typeof ZCrashRound>;

/** A bet as everyone sees it: the player masked, the amounts in the session currency. */
export const ZCrashBet = z.object({
  id: z.string(),
  player: z.string(),
  bet: ZMinorAmount,
  currency: z.string(),
  status: ZCrashBetStatus,
  /** The cash-out multiplier in hundredths, once cashed. */
  cashout: z.number().int().nullable(),
  payout: ZMinorAmount,
});
export type TCrashBet = z.infer<typeof ZCrashBet>;

export const ZCrashHistoryItem = z.object({
  index: z.number().int(),
  crashPoint: z.number().int(),
  hash: z.string(),
});
export type TCrashHistoryItem = z.infer<typeof ZCrashHistoryItem>;

/** The session player's own bet in the current round. */
export const ZCrashMyBet = ZCrashBet.extend({
  roundId: z.string(),
  /** The automatic cash-out target in hundredths, null for none. */
  autoCashout: z.number().int().nullable(),
});
export type TCrashMyBet = z.infer<typeof ZCrashMyBet>;

export const ZCrashState = z.object({
  serverTime: z.iso.datetime(),
  round: ZCrashRound.nullable(),
  bets: z.array(ZCrashBet),
  myBet: ZCrashMyBet.nullable(),
  /** The last 20 crashed rounds, newest first. */
  history: z.array(ZCrashHistoryItem),
  /** What a player needs to verify every round of the chain. */
  chain: z
    .object({ terminalHash: z.string(), salt: z.string(), length: z.number().int() })
    .nullable(),
  balance: ZMinorAmount,
});
export type TCrashState = z.infer<typeof ZCrashState>;

export const ZCrashBetBody = z.object({
  bet: ZMinorAmount,
  /** Cash out by itself at this multiplier (hundredths, 101..999999); omitted for none. */
  autoCashout: z.number().int().min(101).max(999_999).optional(),
});
export type TCrashBetBody = z.infer<typeof ZCrashBetBody>;

export const ZCrashBetAnswer = z.object({ bet: ZCrashMyBet, balance: ZMinorAmount });
export type TCrashBetAnswer = z.infer<typeof ZCrashBetAnswer>;

/** What the realtime channel `crash#{variant}` carries. */
export const ZCrashEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('round'), round: ZCrashRound, serverTime: z.iso.datetime() }),
  z.object({ type: z.literal('bet'), roundId: z.string(), bet: ZCrashBet }),
  z.object({ type: z.literal('cashout'), roundId: z.string(), bet: ZCrashBet }),
  z.object({
    type: z.literal('tick'),
    roundId: z.string(),
    multiplier: z.number().int(),
    serverTime: z.iso.datetime(),
  }),
]);
export type TCrashEvent = z.infer<typeof ZCrashEvent>;

const tags = ['studio'];

export const crashEndpoints = {
  state: defineEndpoint({
    method: 'GET',
    path: '/api/studio/v1/sessions/:sessionId/crash',
    params: ZStudioSessionParams,
    response: ZCrashState,
    summary: 'The shared crash round now: round, bets, history, chain, the session balance',
    tags,
  }),
  bet: defineEndpoint({
    method: 'POST',
    path: '/api/studio/v1/sessions/:sessionId/crash/bets',
    params: ZStudioSessionParams,
    body: ZCrashBetBody,
    response: ZCrashBetAnswer,
    summary: 'Bet in the round that is taking bets, with an optional automatic cash-out',
    tags,
  }),
  cashout: defineEndpoint({
    method: 'POST',
    path: '/api/studio/v1/sessions/:sessionId/crash/cashout',
    params: ZStudioSessionParams,
    response: ZCrashBetAnswer,
    summary: 'Cash out the running bet at the multiplier the server reads on arrival',
    tags,
  }),
};
