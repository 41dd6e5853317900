import { z } from 'zod';
import { ZMinorAmount } from './money';

/**
 * The seamless-wallet API: a game studio calls the platform for every stake and payout.
 * `POST /api/provider/v1/{balance,bet,win,rollback}`, JSON body signed with HMAC-SHA256 in
 * `X-Signature: sha256=<hex>` under the studio's secret, the studio named in `X-Studio-Id`.
 * `timestamp` (ms) must be within SEAMLESS_MAX_SKEW_MS of the platform's clock. Amounts are
 * integer minor units of `currency` as strings. A transaction id is used once per studio: the
 * same id and body again answers the first answer and moves nothing; the same id with another
 * body is refused.
 */
export const SEAMLESS_MAX_SKEW_MS = 30_000;

export const SeamlessErrorDetail = {
  invalidSignature: 'invalid_signature',
  staleRequest: 'stale_request',
  unknownStudio: 'unknown_studio',
  sessionNotFound: 'session_not_found',
  sessionExpired: 'session_expired',
  currencyMismatch: 'currency_mismatch',
  insufficientFunds: 'insufficient_funds',
  /** A stake above the max bet of the player's active bonus (`maxBet`): nothing was taken. */
  bonusMaxBetExceeded: 'bonus_max_bet_exceeded',
  /** The player is banned: no new stakes (an open round's wins and rollbacks still settle). */
  playerBanned: 'player_banned',
  duplicateTransaction: 'duplicate_transaction',
  transactionRolledBack: 'transaction_rolled_back',
  roundNotFound: 'round_not_found',
  roundClosed: 'round_closed',
  /** A free round the player does not have for this game (unknown, ended, expired). */
  freeRoundNotFound: 'free_round_not_found',
  /** Every spin of the free round is played (or in play). */
  freeRoundsUsedUp: 'free_rounds_used_up',
  /** A free round is played at its own stake (`stake`), never another. */
  freeRoundStake: 'free_round_stake_mismatch',
} as const;

/** What a `bigint` column holds: a win above 2^63 - 1 is refused, never a database error. */
const ZMinor = ZMinorAmount;
const ZId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9:_.-]+$/);

const ZBase = z.object({
  sessionToken: z.string().min(16).max(200),
  timestamp: z.number().int().positive(),
});

export const ZSeamlessBalanceRequest = ZBase;
const ZMoveRequest = ZBase.extend({
  roundId: ZId,
  transactionId: ZId,
  amount: ZMinor,
  currency: z.string(),
});
export const ZSeamlessBetRequest = ZMoveRequest.extend({
  /**
   * Plays one spin of this free round (from `freerounds`) at its fixed stake: the house stakes,
   * no player money moves, and the round's wins go to the free round's winnings.
   */
  freeRoundId: z.uuid().optional(),
});
export const ZSeamlessWinRequest = ZMoveRequest.extend({
  /** The round is over: no more bets or wins on it. */
  finished: z.boolean(),
});
export const ZSeamlessRollbackRequest = ZBase.extend({
  roundId: ZId,
  transactionId: ZId,
  /** The bet to cancel. */
  referenceTransactionId: ZId,
});

/** Free rounds the platform awarded a player for one game (industry "free rounds"). */
export const ZSeamlessFreeRound = z.object({
  id: z.uuid(),
  total: z.number().int().min(1),
  remaining: z.number().int().min(0),
  /** One spin's stake, minor units. */
  stake: ZMinor,
  /** Won so far, minor units. */
  winnings: ZMinor,
  status: z.enum(['active', 'finished', 'expired', 'forfeited']),
  /** Finished: what the winnings became as a bonus (after the cap); null without winnings. */
  granted: ZMinor.nullable(),
  expiresAt: z.iso.datetime(),
});
export type TSeamlessFreeRound = z.infer<typeof ZSeamlessFreeRound>;

export const ZSeamlessAnswer = z.object({
  /** The player's spendable balance after the call (main plus bonus money). */
  balance: ZMinor,
  currency: z.string(),
  /** The platform's id of the movement (absent for balance calls and empty movements). */
  transactionId: z.string().nullable(),
  /** A free round's bet, win or rollback: the free round after it. */
  freeRound: ZSeamlessFreeRound.optional(),
});
export type TSeamlessAnswer = z.infer<typeof ZSeamlessAnswer>;

/** `freerounds`: the session player's active free rounds for the session's game. */
export const ZSeamlessFreeRoundsRequest = ZBase;
export const ZSeamlessFreeRounds = z.object({ freeRounds: z.array(ZSeamlessFreeRound) });
export type TSeamlessFreeRounds = z.infer<typeof ZSeamlessFreeRounds>;

export const SEAMLESS_PATHS = {
  balance: '/api/provider/v1/balance',
  bet: '/api/provider/v1/bet',
  win: '/api/provider/v1/win',
  rollback: '/api/provider/v1/rollback',
  freeRounds: '/api/provider/v1/freerounds',
} as const;
