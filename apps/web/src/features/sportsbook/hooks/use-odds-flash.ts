import { useEffect, useRef, useState } from 'react';

export const ODDS_FLASH_MS = 2_000;

/** 'up' or 'down' for a while after the odds moved, then null. */
export function useOddsFlash(odds: number): 'up' | 'down' | null {
  const previous = useRef(odds);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    if (odds === previous.current) return;
    setFlash(odds > previous.current ? 'up' : 'down');
    previous.current = odds;
    const timer = setTimeout(() => setFlash(null), ODDS_FLASH_MS);
    return () => clearTimeout(timer);
  }, [odds]);
  return flash;
}
