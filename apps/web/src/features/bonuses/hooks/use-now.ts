import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/**
 * The current time, refreshed every `intervalMs` (a minute by default: enough for "2 d 5 h
 * left"; a second for a ticking clock).
 */
export function useNow(intervalMs = MINUTE_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
