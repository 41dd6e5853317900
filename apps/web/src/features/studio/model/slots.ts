import type { TSlotSpin, TSlotWin } from './outcomes';

export const HIGH_SYMBOLS = ['H1', 'H2', 'H3', 'H4'] as const;
export const LOW_SYMBOLS = ['A', 'K', 'Q', 'J', '10'] as const;
export const WILD = 'W';
export const SCATTER = 'S';
export const PAYING_SYMBOLS = [...HIGH_SYMBOLS, ...LOW_SYMBOLS] as const;
export const SLOT_SYMBOLS = [...PAYING_SYMBOLS, WILD, SCATTER] as const;

/** A payline: the row it crosses on each reel, left to right. */
export type TPayline = readonly number[];

/** Reels and rows of a slot: 5 × 4 for `ways1024`, 5 × 3 otherwise. */
export function slotShape(type: string, variant: string): { reels: number; rows: number } {
  return { reels: 5, rows: type === 'slot-ways' && variant === 'ways1024' ? 4 : 3 };
}

export const cellKey = (reel: number, row: number) => `${reel}:${row}`;

/** The cells one win is made of, for highlighting. */
export function winCells(
  win: TSlotWin,
  grid: readonly (readonly string[])[],
  paylines: readonly TPayline[] | null,
): string[] {
  const line = win.line !== undefined ? paylines?.[win.line] : undefined;
  if (line) {
    return line.slice(0, win.count).map((row, reel) => cellKey(reel, row));
  }
  // Ways (or a line we cannot place): every matching symbol on the first `count` reels.
  return grid
    .slice(0, win.count)
    .flatMap((column, reel) =>
      column.flatMap((symbol, row) =>
        symbol === win.symbol || symbol === WILD ? [cellKey(reel, row)] : [],
      ),
    );
}

/** Every highlighted cell of a spin: its wins and, when they pay, its scatters. */
export function spinHighlights(spin: TSlotSpin, paylines: readonly TPayline[] | null): Set<string> {
  const cells = new Set(spin.wins.flatMap((win) => winCells(win, spin.grid, paylines)));
  if (spin.scatter && spin.scatter.count >= 3) {
    spin.grid.forEach((column, reel) =>
      column.forEach((symbol, row) => symbol === SCATTER && cells.add(cellKey(reel, row))),
    );
  }
  return cells;
}
