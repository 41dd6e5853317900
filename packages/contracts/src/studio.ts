import { z } from 'zod';
import { defineEndpoint } from './http';
import { ZMinorAmount } from './money';
import { ZSeamlessFreeRound } from './seamless';

/**
 * The in-house studio's own API, called by its game client inside the game frame. The session
 * id in the path names the session the platform obtained when it launched the game; a
 * real-money session answers only a request that also carries the platform session (cookie) of
 * the player it was launched for, and is `session_not_found` to anyone else. Demo sessions need
 * only the id.
 * Amounts are integer minor units as strings. Errors: `{detail}` translated as
 * `Studio.errors.{detail}`.
 */
export const StudioErrorDetail = {
  sessionNotFound: 'session_not_found',
  sessionExpired: 'session_expired',
  insufficientFunds: 'insufficient_funds',
  /** The player's active bonus caps each bet while it is being wagered. */
  bonusMaxBetExceeded: 'bonus_max_bet_exceeded',
  betOutOfRange: 'bet_out_of_range',
  invalidParams: 'invalid_params',
  roundInProgress: 'round_in_progress',
  roundNotFound: 'round_not_found',
  roundClosed: 'round_closed',
  invalidAction: 'invalid_action',
  walletUnavailable: 'wallet_unavailable',
  /** A free round the player does not have here (ended, expired, another game's). */
  freeRoundNotFound: 'free_round_not_found',
  /** Every spin of the free round is played. */
  freeRoundsUsedUp: 'free_rounds_used_up',
} as const;

const ZMinor = ZMinorAmount;

export const ZStudioSessionParams = z.object({ sessionId: z.string().regex(/^[0-9a-f]{32}$/) });
export const ZStudioRoundParams = ZStudioSessionParams.extend({
  roundId: z.uuid(),
});

export const ZStudioRound = z.object({
  id: z.string(),
  status: z.enum(['open', 'closed']),
  bet: ZMinor,
  payout: ZMinor,
  /** Payout / bet in ten-thousandths (see MULTIPLIER_SCALE in @aurum/games). */
  multiplier: z.number().int(),
  nonce: z.number().int(),
  clientSeed: z.string(),
  serverSeedHash: z.string(),
  params: z.record(z.string(), z.unknown()),
  /**
   * The game's outcome (shape per game type in @aurum/games). While a mines round is open it
   * holds only what the player has uncovered, never where the mines are.
   */
  outcome: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
});
export type TStudioRound = z.infer<typeof ZStudioRound>;

/**
 * Free spins the platform awarded the player for this game: each is played at `stake`, and
 * their winnings become a bonus at the platform when the last one settles (`granted`).
 */
export const ZStudioFreeRound = ZSeamlessFreeRound;
export type TStudioFreeRound = z.infer<typeof ZStudioFreeRound>;

export const ZStudioSession = z.object({
  sessionId: z.string(),
  game: z.object({
    /** `{type}/{variant}/{theme}` */
    code: z.string(),
    title: z.string(),
  }),
  demo: z.boolean(),
  language: z.string(),
  currency: z.object({ code: z.string(), precision: z.number().int() }),
  balance: ZMinor,
  limits: z.object({ minBet: ZMinor, maxBet: ZMinor, defaultBet: ZMinor }),
  fairness: z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number() }),
  /** A multi-step round (mines, blackjack, video poker) still waiting for the player, to resume. */
  openRound: ZStudioRound.nullable(),
  /** The player's free rounds for this game, soonest-expiring first (none in demo). */
  freeRounds: z.array(ZStudioFreeRound),
});
export type TStudioSession = z.infer<typeof ZStudioSession>;

export const ZStudioPlayBody = z.object({
  bet: ZMinor,
  /** The game's round parameters (per game type in @aurum/games), checked by the studio. */
  params: z.record(z.string(), z.unknown()).default({}),
  /** Play one spin of this free round: the bet is its fixed stake, whatever `bet` says. */
  freeRoundId: z.uuid().optional(),
});

/**
 * A step of a multi-step round: `action` names it and the game (stepped games in @aurum/games)
 * checks the rest, e.g. `{action: 'reveal', tile: 3}` in mines or `{action: 'split'}` in
 * blackjack; anything the game refuses is `invalid_action`.
 */
export const ZStudioActionBody = z.looseObject({
  action: z.string().regex(/^[a-z_]{1,24}$/),
});
export type TStudioAction = z.infer<typeof ZStudioActionBody>;

export const ZStudioPlay = z.object({
  round: ZStudioRound,
  balance: ZMinor,
  /** A free round's spin: the free round after it (finished with `granted` after the last). */
  freeRound: ZStudioFreeRound.optional(),
});
export type TStudioPlay = z.infer<typeof ZStudioPlay>;

const tags = ['studio'];

export const studioEndpoints = {
  session: defineEndpoint({
    method: 'GET',
    path: '/api/studio/v1/sessions/:sessionId',
    params: ZStudioSessionParams,
    response: ZStudioSession,
    summary: 'The game client starts here: game, balance, limits, seeds, an open round',
    tags,
  }),
  play: defineEndpoint({
    method: 'POST',
    path: '/api/studio/v1/sessions/:sessionId/rounds',
    params: ZStudioSessionParams,
    body: ZStudioPlayBody,
    response: ZStudioPlay,
    summary: 'Play a round: the bet is taken, the server decides, a win is paid',
    tags,
  }),
  act: defineEndpoint({
    method: 'POST',
    path: '/api/studio/v1/sessions/:sessionId/rounds/:roundId/actions',
    params: ZStudioRoundParams,
    body: ZStudioActionBody,
    response: ZStudioPlay,
    summary: 'A step of a multi-step round (open a mines tile, split a blackjack hand...)',
    tags,
  }),
};
