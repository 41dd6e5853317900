/**
 * Mines on a 5×5 board (tiles 0..24, row-major). The mines are placed when the round starts,
 * by a partial Fisher–Yates shuffle of the tiles with the round's floats f0, f1, ...:
 *   tiles = [0, 1, ..., 24]
 *   for i = 0 .. mines − 1: j = i + floor(f_i × (25 − i)); swap tiles[i] and tiles[j]
 *   positions = tiles[0 .. mines − 1], sorted ascending.
 * After k safe tiles the multiplier keeps a 1% edge on the chance of surviving k picks,
 * C(25 − mines, k) / C(25, k):
 *   multiplier = floor(0.99 × C(25, k) / C(25 − mines, k) × 10000) ten-thousandths (exact, bigint).
 * Opening a mine loses the round; opening the last safe tile cashes out automatically.
 */
import { z } from 'zod';
import { GameParamsError, parseParams } from '../errors';
import { binomial, percentOf, swap } from '../exact';
import { floatStream } from '../fair';
import { settle } from '../payout';
import type { TMinesOutcome, TMinesState, TSeeds, TSettled } from '../types';

export const MINES_TILES = 25;

export const ZMinesParams = z.strictObject({ mines: z.number().int().min(1).max(24) });
export type TMinesParams = z.infer<typeof ZMinesParams>;

export function minesMultiplier(mines: number, safeRevealed: number): number {
  if (!Number.isInteger(mines) || mines < 1 || mines > 24) {
    throw new GameParamsError(`mines must be 1..24, got ${mines}`);
  }
  const safe = MINES_TILES - mines;
  if (!Number.isInteger(safeRevealed) || safeRevealed < 0 || safeRevealed > safe) {
    throw new GameParamsError(`safe tiles must be 0..${safe}, got ${safeRevealed}`);
  }
  const scaled = (9900n * binomial(MINES_TILES, safeRevealed)) / binomial(safe, safeRevealed);
  return Number(scaled);
}

/** The top prize: 12 safe tiles next to 13 mines (or 13 next to 12), 5 148 297×. */
export const MINES_MAX_MULTIPLIER = minesMultiplier(12, 13);

export function startMines(seeds: TSeeds, params: TMinesParams): TMinesState {
  const { mines } = parseParams(ZMinesParams, params);
  const stream = floatStream(seeds);
  const tiles = Array.from({ length: MINES_TILES }, (_, tile) => tile);
  for (let i = 0; i < mines; i++) {
    swap(tiles, i, i + Math.floor(stream.next() * (MINES_TILES - i)));
  }
  const positions = tiles.slice(0, mines).sort((a, b) => a - b);
  return { mines, positions, revealed: [], status: 'playing' };
}

function safeCount(state: TMinesState): number {
  return state.revealed.filter((tile) => !state.positions.includes(tile)).length;
}

export function revealMine(state: TMinesState, tile: number): TMinesState {
  if (state.status !== 'playing') throw new GameParamsError('the round is over');
  if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) {
    throw new GameParamsError(`tile must be 0..24, got ${tile}`);
  }
  if (state.revealed.includes(tile)) throw new GameParamsError(`tile ${tile} is already open`);
  const revealed = [...state.revealed, tile];
  if (state.positions.includes(tile)) return { ...state, revealed, status: 'lost' };
  const next: TMinesState = { ...state, revealed };
  const done = safeCount(next) === MINES_TILES - state.mines;
  return done ? { ...next, status: 'cashed' } : next;
}

function outcome(state: TMinesState): TMinesOutcome {
  const busted = state.revealed.find((tile) => state.positions.includes(tile)) ?? null;
  const { mines, positions, revealed } = state;
  return { mines, positions: [...positions], revealed: [...revealed], busted };
}

/** The player takes the win so far: at least one safe tile, round still open. */
export function cashoutMines(state: TMinesState, bet: bigint): TSettled<TMinesOutcome> {
  if (state.status !== 'playing') throw new GameParamsError('the round is over');
  const safe = safeCount(state);
  if (safe === 0) throw new GameParamsError('open a tile before cashing out');
  return settle(outcome(state), bet, minesMultiplier(state.mines, safe));
}

/** Settles a round that ended by itself: a mine (payout 0) or the last safe tile (full win). */
export function settleMines(state: TMinesState, bet: bigint): TSettled<TMinesOutcome> {
  if (state.status === 'playing') throw new GameParamsError('the round is still open');
  const multiplier = state.status === 'lost' ? 0 : minesMultiplier(state.mines, safeCount(state));
  return settle(outcome(state), bet, multiplier);
}

/**
 * What a player may see. While playing: the mines count, the tiles opened, the multiplier a
 * cash-out would pay now (0 before the first tile) and after one more safe tile; never the
 * positions. Once over: the whole outcome and the multiplier paid.
 */
export function publicMinesOutcome(state: TMinesState): Record<string, unknown> {
  const safe = safeCount(state);
  if (state.status === 'playing') {
    return {
      mines: state.mines,
      revealed: [...state.revealed],
      status: state.status,
      multiplier: safe === 0 ? 0 : minesMultiplier(state.mines, safe),
      nextMultiplier: minesMultiplier(state.mines, safe + 1),
    };
  }
  const multiplier = state.status === 'lost' ? 0 : minesMultiplier(state.mines, safe);
  return { ...outcome(state), status: state.status, multiplier };
}

/**
 * Exact RTP in percent of the strategy "open `picks` tiles, then cash out" (tiles chosen any
 * way: the board is a uniform draw): C(25−m, k)/C(25, k) × multiplier / 10000. The draw
 * floor(f × n) is taken as uniform; on the 2⁻³² grid it is off by less than n/2³².
 */
export function minesRtp(mines: number, picks: number): number {
  const survive = binomial(MINES_TILES - mines, picks);
  const returned = survive * BigInt(minesMultiplier(mines, picks));
  return percentOf(returned, binomial(MINES_TILES, picks) * 10_000n);
}
