import { useState } from 'react';

/**
 * Chips on named spots of a table (baccarat's Player/Banker/Tie, the money wheel's numbers):
 * placing adds the chip value to a spot; undo takes back the last step ("clear" is one too).
 */
export function useSpotBets<TSpot extends string | number>() {
  const [history, setHistory] = useState<ReadonlyMap<TSpot, bigint>[]>([new Map()]);
  const placed = history[history.length - 1] ?? new Map<TSpot, bigint>();
  const total = [...placed.values()].reduce((sum, amount) => sum + amount, 0n);
  const push = (next: ReadonlyMap<TSpot, bigint>) => setHistory((steps) => [...steps, next]);

  return {
    placed,
    total,
    canUndo: history.length > 1,
    amountOn: (spot: TSpot) => placed.get(spot) ?? 0n,
    place: (spot: TSpot, chip: bigint) =>
      push(new Map(placed).set(spot, (placed.get(spot) ?? 0n) + chip)),
    undo: () => setHistory((steps) => (steps.length > 1 ? steps.slice(0, -1) : steps)),
    clear: () => push(new Map()),
    /** One entry per spot with chips, in the order the spots were first played. */
    entries: (): [TSpot, bigint][] => [...placed.entries()].filter(([, amount]) => amount > 0n),
  };
}
