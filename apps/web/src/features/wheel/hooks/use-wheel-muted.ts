import { useSyncExternalStore } from 'react';

const KEY = 'wheel_muted';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

function write(muted: boolean): void {
  try {
    if (muted) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode: the choice lasts until reload.
  }
  listeners.forEach((listener) => listener());
}

/** Whether the wheel's chime is muted; the choice is remembered on this device. */
export function useWheelMuted() {
  const muted = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => false,
  );
  return { muted, toggle: () => write(!muted) };
}
