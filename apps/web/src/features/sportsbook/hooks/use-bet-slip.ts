import type { TBetKind, TOddsPolicy } from '@aurum/contracts/sportsbook';
import { useSyncExternalStore } from 'react';
import {
  acceptOddsChanges,
  emptySlip,
  fitSystemSize,
  followMarket,
  markOddsChanges,
  setMarketLocked,
  toggleSelection,
  type TSlipSelection,
  type TSlipState,
  withSelections,
} from '../utils/bet-slip';
import { loadSlip, saveSlip } from './slip-storage';

export interface TBetSlip extends TSlipState {
  stake: string;
  /** Why the last click was refused (a `Sportsbook.slip.refused.*` key part). */
  refusal: string | null;
  /** The phone drawer is open. */
  open: boolean;
}

const initial: TBetSlip = { ...emptySlip, stake: '', refusal: null, open: false };
let slip: TBetSlip = { ...loadSlip(), refusal: null, open: false };
const listeners = new Set<() => void>();

function update(next: (current: TBetSlip) => TBetSlip) {
  const changed = next(slip);
  if (changed === slip) return;
  slip = changed;
  saveSlip(slip);
  listeners.forEach((listener) => listener());
}

/** The bet slip: one per browser tab, shared by every odds button, the panel and the drawer. */
export const betSlip = {
  get: (): TBetSlip => slip,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  toggle: (pick: Omit<TSlipSelection, 'changedOdds' | 'locked'>) =>
    update((current) => {
      const { state, refused } = toggleSelection(current, pick);
      return { ...current, ...state, refusal: refused };
    }),
  remove: (selection: Pick<TSlipSelection, 'marketId' | 'outcomeId'>) =>
    update((current) => {
      const selections = current.selections.filter(
        (s) => s.marketId !== selection.marketId || s.outcomeId !== selection.outcomeId,
      );
      return { ...current, ...withSelections(current, selections), refusal: null };
    }),
  clear: () => update((current) => ({ ...current, ...withSelections(current, []), refusal: null })),
  setKind: (kind: TBetKind) => update((current) => ({ ...current, kind, refusal: null })),
  setSystemSize: (systemSize: number) =>
    update((current) => ({ ...current, ...fitSystemSize({ ...current, systemSize }) })),
  setOddsPolicy: (oddsPolicy: TOddsPolicy) => update((current) => ({ ...current, oddsPolicy })),
  setStake: (stake: string) => update((current) => ({ ...current, stake })),
  setOpen: (open: boolean) => update((current) => ({ ...current, open })),
  dismissRefusal: () => update((current) => ({ ...current, refusal: null })),
  markOddsChanges: (legs: Parameters<typeof markOddsChanges>[1]) =>
    update((current) => ({ ...current, ...markOddsChanges(current, legs) })),
  acceptOddsChanges: () => update((current) => ({ ...current, ...acceptOddsChanges(current) })),
  followMarket: (market: Parameters<typeof followMarket>[1]) =>
    update((current) => ({ ...current, ...followMarket(current, market) })),
  lockMarket: (marketId: string, locked = true) =>
    update((current) => ({ ...current, ...setMarketLocked(current, marketId, locked) })),
  /** A fresh slip (tests; signing out). */
  reset: () => update(() => initial),
};

export function useBetSlip(): TBetSlip {
  return useSyncExternalStore(betSlip.subscribe, betSlip.get, betSlip.get);
}
