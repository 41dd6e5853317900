/**
 * The one place the web app runs the studio's maths (@aurum/games): a round is recomputed in
 * the browser from its revealed seeds, exactly as the studio decided it, and compared.
 */
import type { TFairRound } from '@aurum/contracts/games';
import {
  cardLabel,
  hashServerSeed,
  MULTIPLIER_SCALE,
  parseGameCode,
  verifyRound,
} from '@aurum/games';
import { outcomeMatches } from './canonical-json';

export interface TVerifyInput {
  code: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  params: Record<string, unknown>;
  /** The stake in minor units. */
  bet: bigint;
  /** A multi-step round's actions in order (mines). */
  actions: Record<string, unknown>[];
}

export interface TRecomputed {
  outcome: unknown;
  /** Minor units. */
  payout: bigint;
  /** Ten-thousandths: 20000 is 2×. */
  multiplier: number;
  serverSeedHash: string;
}

/** The game code is not one of the studio's games. */
export class UnknownGameError extends Error {
  override name = 'UnknownGameError';
}

/** Plays the round again from its inputs; throws when the inputs are not a valid round. */
export function recomputeRound(input: TVerifyInput): TRecomputed {
  const code = parseGameCode(input.code);
  if (!code) throw new UnknownGameError(input.code);
  const seeds = { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: input.nonce };
  const settled = verifyRound(code, seeds, input.params, input.bet, input.actions);
  return {
    outcome: settled.outcome,
    payout: settled.payout,
    multiplier: settled.multiplier,
    serverSeedHash: hashServerSeed(input.serverSeed),
  };
}

/**
 * A card game's shoe as a player reads it (`A♠ 10♥ ...`, in dealing order), or null for a
 * round without one: with it a hand can be checked card by card.
 */
export function shoeLabels(outcome: unknown): string | null {
  if (typeof outcome !== 'object' || outcome === null || !('shoe' in outcome)) return null;
  const { shoe } = outcome;
  if (!Array.isArray(shoe) || shoe.length === 0) return null;
  if (!shoe.every((card) => Number.isInteger(card) && card >= 0 && card < 52)) return null;
  return shoe.map((card: number) => cardLabel(card)).join(' ');
}

/** "2.50": a multiplier the way rounds record it. */
export const formatMultiplier = (tenThousandths: number): string =>
  (tenThousandths / MULTIPLIER_SCALE).toFixed(2);

export interface TRoundCheck {
  /** The revealed seed is the one committed before the round. */
  hash: boolean;
  outcome: boolean;
  payout: boolean;
  multiplier: boolean;
  match: boolean;
  recomputed: TRecomputed;
}

/** Recomputes a round whose seed is revealed and says what agrees with the record. */
export function checkRound(round: TFairRound & { serverSeed: string }): TRoundCheck {
  const recomputed = recomputeRound({
    code: round.code,
    serverSeed: round.serverSeed,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    params: round.params,
    bet: BigInt(round.bet.value),
    actions: round.actions,
  });
  const hash = recomputed.serverSeedHash === round.serverSeedHash;
  const outcome = outcomeMatches(recomputed.outcome, round.outcome);
  const payout = recomputed.payout === BigInt(round.payout.value);
  const multiplier = formatMultiplier(recomputed.multiplier) === round.multiplier;
  return {
    hash,
    outcome,
    payout,
    multiplier,
    match: hash && outcome && payout && multiplier,
    recomputed,
  };
}

/** A round checked, or why it could not be recomputed at all (which is a mismatch too). */
export type TVerification =
  { kind: 'checked'; check: TRoundCheck } | { kind: 'failed'; message: string };

export function verifyRecordedRound(round: TFairRound & { serverSeed: string }): TVerification {
  try {
    return { kind: 'checked', check: checkRound(round) };
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

/** The manual verifier's answer: what the inputs give, or why they give nothing. */
export type TRecomputeResult =
  { kind: 'computed'; value: TRecomputed } | { kind: 'failed'; message: string };
