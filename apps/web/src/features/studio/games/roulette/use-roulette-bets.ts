import { useState } from 'react';
import { spotKey, type TRouletteBet, type TRouletteSpot } from '../../model/roulette';

export interface TPlacedChips {
  spot: TRouletteSpot;
  /** Minor units on this spot. */
  amount: bigint;
}

/**
 * The chips on the table: placing adds the chip value to a spot; undo takes back the last
 * placement (a "double" or "clear" is one step too).
 */
export function useRouletteBets() {
  const [history, setHistory] = useState<Map<string, TPlacedChips>[]>([new Map()]);
  const placed = history[history.length - 1] ?? new Map<string, TPlacedChips>();
  const total = [...placed.values()].reduce((sum, entry) => sum + entry.amount, 0n);

  const push = (next: Map<string, TPlacedChips>) => setHistory((steps) => [...steps, next]);

  return {
    placed,
    total,
    canUndo: history.length > 1,
    place: (spot: TRouletteSpot, chip: bigint) => {
      const next = new Map(placed);
      const key = spotKey(spot);
      next.set(key, { spot, amount: (placed.get(key)?.amount ?? 0n) + chip });
      push(next);
    },
    double: () =>
      push(
        new Map([...placed].map(([key, entry]) => [key, { ...entry, amount: entry.amount * 2n }])),
      ),
    undo: () => setHistory((steps) => (steps.length > 1 ? steps.slice(0, -1) : steps)),
    clear: () => push(new Map()),
    /** The bets as the studio takes them. */
    toBets: (): TRouletteBet[] =>
      [...placed.values()].map(({ spot, amount }) => ({ ...spot, amount: amount.toString() })),
  };
}
