import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudio } from '../components/studio-context';
import { useChipPresets } from '../components/table/use-chip-presets';
import { formatAmount } from '../model/format';
import { useCheckedBet } from './use-single-round';

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

/**
 * Puts the selected chip on a spot through `place`, unless the bet field is wrong or the table
 * would pass the maximum bet (the player is told why). Shared by every table with chips.
 */
export function useChipPlacing<TSpot>(total: bigint, place: (spot: TSpot, chip: bigint) => void) {
  const { t } = useTranslation();
  const { rounds, currency } = useStudio();
  const { maxBet } = useChipPresets();
  const checkedBet = useCheckedBet();
  return (spot: TSpot) => {
    const chip = checkedBet();
    if (chip === null) return;
    if (total + chip > maxBet) {
      rounds.showNotice(
        t('Studio.roulette.max_total', {
          max: formatAmount(maxBet, currency),
          currency: currency.code,
        }),
      );
      return;
    }
    rounds.showNotice(null);
    place(spot, chip);
  };
}

/** The spots' chips plus `placeChip` (see useChipPlacing). */
export function useTableBets<TSpot extends string | number>() {
  const chips = useSpotBets<TSpot>();
  const placeChip = useChipPlacing(chips.total, chips.place);
  return { ...chips, placeChip };
}
