/** European single-zero roulette: pockets, colours and the bets of the table. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
] as const;

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type TPocketColor = 'red' | 'black' | 'green';

export function pocketColor(number: number): TPocketColor {
  if (number === 0) return 'green';
  return RED.has(number) ? 'red' : 'black';
}

export const ROULETTE_BET_KINDS = [
  'straight',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
  'dozen',
  'column',
] as const;
export type TRouletteBetKind = (typeof ROULETTE_BET_KINDS)[number];

/** A spot on the table: the kind of bet and, for straight/dozen/column, which one. */
export interface TRouletteSpot {
  kind: TRouletteBetKind;
  value?: number;
}

/** What the studio is sent: one entry per spot with chips on it. */
export interface TRouletteBet extends TRouletteSpot {
  /** Integer minor units as a string. */
  amount: string;
}

/** The key of a spot, also its test id suffix: `straight-17`, `red`, `dozen-2`. */
export function spotKey({ kind, value }: TRouletteSpot): string {
  return value === undefined ? kind : `${kind}-${value}`;
}

/** Whether a spot wins when the ball lands on `number`. */
export function spotWins({ kind, value }: TRouletteSpot, number: number): boolean {
  if (kind === 'straight') return number === value;
  if (number === 0) return false;
  switch (kind) {
    case 'red':
      return RED.has(number);
    case 'black':
      return !RED.has(number);
    case 'odd':
      return number % 2 === 1;
    case 'even':
      return number % 2 === 0;
    case 'low':
      return number <= 18;
    case 'high':
      return number >= 19;
    case 'dozen':
      return Math.ceil(number / 12) === value;
    case 'column':
      return ((number - 1) % 3) + 1 === value;
  }
}
