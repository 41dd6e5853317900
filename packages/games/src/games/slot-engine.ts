/**
 * What both slot types share. A spin takes one float per reel, in reel order:
 * stop = floor(f × strip length), and reel i shows strip[(stop + row) mod length] in rows
 * 0..rows−1 (row 0 at the top). The base spin comes first; free spins keep reading the same
 * float stream (so the cursor moves on to later blocks), all within the one round.
 *
 * Scatters (`S`) pay anywhere on the grid and 3 or more start `freeSpins` free spins, in which
 * every win is multiplied by `freeMultiplier`; 3 or more in a free spin add `freeSpins` more.
 * A round plays at most MAX_FREE_SPINS free spins. The round's sum of wins, in coins, is cut
 * to the variant's maximum win before it is paid: payout = floor(bet × coins / betCoins).
 */
import type { TFloatStream } from '../fair';
import { assertBet } from '../payout';
import { MULTIPLIER_SCALE, type TScatterWin, type TSettled, type TSlotOutcome } from '../types';

export const WILD = 'W';
export const SCATTER = 'S';
/** Pay symbols, from the highest. */
export const PAY_SYMBOLS = ['H1', 'H2', 'H3', 'H4', 'A', 'K', 'Q', 'J', '10'] as const;
export const FREE_SPIN_SCATTERS = 3;
export const MAX_FREE_SPINS = 50;

export interface TSlotRules {
  rows: number;
  /** One strip per reel, read top to bottom and round again. */
  reels: readonly (readonly string[])[];
  /** Coins paid for 3, 4 and 5 of a kind (per line, or per way). */
  paytable: Readonly<Record<string, readonly [number, number, number]>>;
  /** Coins paid by the number of scatters on the grid (index = count, the last for more). */
  scatterPays: readonly number[];
  /** What the total bet is worth in coins (for a lines slot: one coin per line). */
  betCoins: number;
  freeSpins: number;
  freeMultiplier: number;
  /** The most a round pays, in ten-thousandths of the bet. */
  maxMultiplier: number;
}

export interface TSpinWith<TWin> {
  grid: string[][];
  stops: number[];
  wins: TWin[];
  scatter: TScatterWin;
  free: boolean;
  multiplier: number;
}

/** A spin's pays: `coins` is their sum before the free-spin multiplier. */
export type TSpinEvaluation<TWin> = { wins: TWin[]; coins: number };
/** Turns coins won into ten-thousandths of the total bet, multiplier included. */
export type TToPay = (coins: number) => number;

export function spinReels(
  rules: TSlotRules,
  stream: TFloatStream,
): { stops: number[]; grid: string[][] } {
  const stops = rules.reels.map((strip) => Math.floor(stream.next() * strip.length));
  const grid = rules.reels.map((strip, reel) => reelWindow(strip, stops[reel] ?? 0, rules.rows));
  return { stops, grid };
}

export function reelWindow(strip: readonly string[], stop: number, rows: number): string[] {
  return Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length] ?? '');
}

export function scatterCoins(rules: TSlotRules, count: number): number {
  return rules.scatterPays[Math.min(count, rules.scatterPays.length - 1)] ?? 0;
}

export function playSlot<TWin>(
  rules: TSlotRules,
  stream: TFloatStream,
  bet: bigint,
  evaluate: (grid: string[][], toPay: TToPay) => TSpinEvaluation<TWin>,
): TSettled<TSlotOutcome<TSpinWith<TWin>>> {
  assertBet(bet);
  const spins: TSpinWith<TWin>[] = [];
  let coins = 0;
  let awarded = 0;
  const spin = (free: boolean) => {
    const multiplier = free ? rules.freeMultiplier : 1;
    const toPay: TToPay = (won) => (won * multiplier * MULTIPLIER_SCALE) / rules.betCoins;
    const { stops, grid } = spinReels(rules, stream);
    const evaluation = evaluate(grid, toPay);
    const count = grid.flat().filter((symbol) => symbol === SCATTER).length;
    const scatterWon = scatterCoins(rules, count);
    coins += (evaluation.coins + scatterWon) * multiplier;
    const scatter = { count, pay: toPay(scatterWon) };
    spins.push({ grid, stops, wins: evaluation.wins, scatter, free, multiplier });
    if (count >= FREE_SPIN_SCATTERS) awarded = Math.min(MAX_FREE_SPINS, awarded + rules.freeSpins);
  };
  spin(false);
  for (let played = 0; played < awarded; played++) spin(true);
  const maxCoins = (rules.maxMultiplier * rules.betCoins) / MULTIPLIER_SCALE;
  const paid = Math.min(coins, maxCoins);
  return {
    outcome: { spins, freeSpins: awarded, capped: coins > maxCoins },
    payout: (bet * BigInt(paid)) / BigInt(rules.betCoins),
    multiplier: (paid * MULTIPLIER_SCALE) / rules.betCoins,
  };
}
