/**
 * Measures RTP by playing rounds: the tests and bench/games-rtp.bench.ts check exactRtp with
 * it. Deterministic like everything else: a fixed server seed, nonces 0..rounds−1.
 */
import { cashoutMines, revealMine, settleMines, startMines } from './games/mines';
import {
  dealVideoPoker,
  drawVideoPoker,
  settleVideoPoker,
  type TVideoPokerOutcome,
} from './games/video-poker';
import { simpleHold } from './games/video-poker-strategy';
import { playRound } from './registry';
import {
  MULTIPLIER_SCALE,
  type TGameCode,
  type TMinesOutcome,
  type TSeeds,
  type TSettled,
} from './types';

export interface TRtpSample {
  rounds: number;
  /** Mean multiplier in percent of the bet, and its standard error from the sample. */
  rtp: number;
  standardError: number;
  /** Share of rounds that paid anything, in percent. */
  hitRate: number;
}

/** Plays `rounds` rounds through `multiplierOf(nonce)` and summarises them. */
export function sampleRtp(rounds: number, multiplierOf: (nonce: number) => number): TRtpSample {
  let sum = 0;
  let squares = 0;
  let hits = 0;
  for (let nonce = 0; nonce < rounds; nonce++) {
    const multiple = multiplierOf(nonce) / MULTIPLIER_SCALE;
    sum += multiple;
    squares += multiple * multiple;
    if (multiple > 0) hits++;
  }
  const mean = sum / rounds;
  const variance = Math.max(0, squares / rounds - mean * mean) * (rounds / Math.max(1, rounds - 1));
  return {
    rounds,
    rtp: 100 * mean,
    standardError: (100 * Math.sqrt(variance)) / Math.sqrt(rounds),
    hitRate: (100 * hits) / rounds,
  };
}

/** A single-step game's multipliers by nonce, for sampleRtp. */
export function roundMultiplier(
  code: TGameCode,
  seeds: Omit<TSeeds, 'nonce'>,
  params: unknown,
  bet: bigint,
): (nonce: number) => number {
  return (nonce) => playRound(code, { ...seeds, nonce }, params, bet).multiplier;
}

/**
 * A mines round under the strategy exactRtp's `picks` describes: open tiles 0, 1, 2, ... until
 * `picks` are safe (then cash out) or a mine ends it.
 */
export function playMinesStrategy(
  seeds: TSeeds,
  mines: number,
  picks: number,
  bet: bigint,
): TSettled<TMinesOutcome> {
  let state = startMines(seeds, { mines });
  for (let tile = 0; tile < picks; tile++) {
    state = revealMine(state, tile);
    if (state.status !== 'playing') return settleMines(state, bet);
  }
  return cashoutMines(state, bet);
}

/**
 * A video poker hand played by a fixed strategy: `stand` keeps the dealt cards, `simple`
 * holds by `simpleHold` (video-poker-strategy.ts).
 */
export function playVideoPokerStrategy(
  seeds: TSeeds,
  strategy: 'simple' | 'stand',
  bet: bigint,
): TSettled<TVideoPokerOutcome> {
  const dealt = dealVideoPoker(seeds);
  const hand = dealt.shoe.slice(0, 5);
  const hold = strategy === 'stand' ? hand.map(() => true) : simpleHold(hand);
  return settleVideoPoker(drawVideoPoker(dealt, hold), bet);
}
