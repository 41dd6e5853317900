import { useCallback, useSyncExternalStore } from 'react';

export const TURBO_STORAGE_KEY = 'aurum.studio.turbo';

const listeners = new Set<() => void>();
/** Used when storage is blocked (a third-party frame): the choice then lasts for this page. */
let unstored = false;

function readTurbo(): boolean {
  try {
    return localStorage.getItem(TURBO_STORAGE_KEY) === '1';
  } catch {
    return unstored;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Turbo skips the animations of every game; the choice is kept in this browser. */
export function useTurbo(): [boolean, (on: boolean) => void] {
  const turbo = useSyncExternalStore(subscribe, readTurbo, () => false);
  const setTurbo = useCallback((on: boolean) => {
    unstored = on;
    try {
      localStorage.setItem(TURBO_STORAGE_KEY, on ? '1' : '0');
    } catch {
      // Blocked storage: `unstored` keeps the choice.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [turbo, setTurbo];
}
