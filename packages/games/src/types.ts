/**
 * The studio's public shapes. The server decides rounds with these functions; the web app
 * draws them and lets players recompute them. Everything here is pure: same input, same output.
 */

/** The three inputs of a provably-fair round. */
export interface TSeeds {
  /** Secret until rotated; its SHA-256 hex digest is shown to the player beforehand. */
  serverSeed: string;
  /** Chosen (and editable) by the player. */
  clientSeed: string;
  /** Counts the player's rounds under this seed pair, from 0. */
  nonce: number;
}

/** Payout multipliers are integers in ten-thousandths: 20_000 is 2×, 0 is a loss. */
export const MULTIPLIER_SCALE = 10_000;

export const GAME_TYPES = [
  'slot-lines',
  'slot-ways',
  'dice',
  'limbo',
  'mines',
  'plinko',
  'roulette',
  'keno',
  'video-poker',
  'baccarat',
  'wheel-show',
  'blackjack',
  'crash',
] as const;
export type TGameType = (typeof GAME_TYPES)[number];

/**
 * The studio's id of one title: `{type}/{variant}/{theme}`, e.g. `slot-lines/classic/egypt`.
 * The type picks the rules, the variant the paytable or maths, the theme only the look.
 */
export interface TGameCode {
  type: TGameType;
  variant: string;
  theme: string;
}

/** What a single-step game answers for one round. */
export interface TSettled<TOutcome> {
  outcome: TOutcome;
  /** Integer minor units, never more than the rules allow; 0 is a loss. */
  payout: bigint;
  /** payout / bet in ten-thousandths (for display and the last-bets feed). */
  multiplier: number;
}

/** Dice: `roll` in hundredths of the 0.00–100.00 roll. */
export interface TDiceOutcome {
  roll: number;
  win: boolean;
}

/** Limbo (drawn as a crash rocket): `result` in hundredths of a multiplier, 100 is 1.00×. */
export interface TLimboOutcome {
  result: number;
  win: boolean;
}

/** Crash: the shared round's crash point in hundredths (100 is 1.00×) and its chain hash. */
export interface TCrashOutcome {
  crashPoint: number;
  hash: string;
}

/**
 * A mines round as the server keeps it between steps. `positions` is secret until the round is
 * over; show players `publicMinesOutcome(state)` instead.
 */
export interface TMinesState {
  mines: number;
  /** Tiles 0..24 (row-major on the 5×5 board) holding a mine, ascending. */
  positions: number[];
  /** Tiles opened, in the order opened. */
  revealed: number[];
  status: 'playing' | 'lost' | 'cashed';
}

/** A finished mines round. `busted` is the mine the player hit, null if they cashed out. */
export interface TMinesOutcome {
  mines: number;
  positions: number[];
  revealed: number[];
  busted: number | null;
}

/** Plinko: `path` holds 0 (left) or 1 (right) per row; `slot` counts the rights. */
export interface TPlinkoOutcome {
  path: number[];
  slot: number;
}

export type TRouletteColor = 'green' | 'red' | 'black';

/** Roulette: the pocket, its colour, and the indexes of the winning bets in `params.bets`. */
export interface TRouletteOutcome {
  number: number;
  color: TRouletteColor;
  wins: number[];
}

/** A scatter result of one slot spin; `pay` in ten-thousandths of the total bet. */
export interface TScatterWin {
  count: number;
  pay: number;
}

/** One spin of a slot with paylines. Pays include the spin's multiplier. */
export interface TSlotSpin {
  /** Symbols as `grid[reel][row]`, row 0 at the top. */
  grid: string[][];
  /** Index on each reel strip of the symbol shown in row 0. */
  stops: number[];
  /** `line` is the index in `PAYLINES[variant]`; `pay` in ten-thousandths of the total bet. */
  wins: { line: number; symbol: string; count: number; pay: number }[];
  scatter: TScatterWin;
  free: boolean;
  /** The free-spin multiplier; 1 in the base game. */
  multiplier: number;
}

/** One spin of a ways-to-win slot. Pays include the spin's multiplier. */
export interface TWaysSpin {
  grid: string[][];
  stops: number[];
  /** `ways` is the product of the matching symbols per reel; `pay` in ten-thousandths of the total bet. */
  wins: { symbol: string; count: number; ways: number; pay: number }[];
  scatter: TScatterWin;
  free: boolean;
  multiplier: number;
}

/**
 * A slot round: the base spin first, then every free spin it led to. `capped` is true when the
 * sum of the pays exceeded the variant's maximum win and the payout was cut to it.
 */
export interface TSlotOutcome<TSpin> {
  spins: TSpin[];
  freeSpins: number;
  capped: boolean;
}
export type TSlotLinesOutcome = TSlotOutcome<TSlotSpin>;
export type TSlotWaysOutcome = TSlotOutcome<TWaysSpin>;
