import { ZOddsFormat, type TOddsFormat } from '@aurum/contracts/sportsbook';
import { useCallback, useSyncExternalStore } from 'react';
import { formatOdds } from '../utils/odds-format';

const STORAGE_KEY = 'sportsbook.oddsFormat';
const listeners = new Set<() => void>();

function readFormat(): TOddsFormat {
  const parsed = ZOddsFormat.safeParse(localStorage.getItem(STORAGE_KEY));
  return parsed.success ? parsed.data : 'decimal';
}

export function setOddsFormat(format: TOddsFormat): void {
  localStorage.setItem(STORAGE_KEY, format);
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The player's odds format (kept in this browser) and a formatter for it. */
export function useOddsFormat() {
  const format = useSyncExternalStore(subscribe, readFormat, () => 'decimal' as const);
  const format$ = useCallback((odds: number) => formatOdds(odds, format), [format]);
  return { format, setFormat: setOddsFormat, formatOdds: format$ };
}
