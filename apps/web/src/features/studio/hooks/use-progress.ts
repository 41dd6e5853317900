import { useEffect, useState } from 'react';

/**
 * 0 → 1 over `durationMs` from when `key` changes, driven by animation frames. Without a key,
 * or with `instant` (turbo), it is 1 at once: the final frame.
 */
export function useProgress(key: string | null, durationMs: number, instant: boolean): number {
  const [clock, setClock] = useState<{ key: string; elapsed: number } | null>(null);

  useEffect(() => {
    if (key === null || instant) return;
    let frame = 0;
    let start: number | null = null;
    const tick = (now: number) => {
      start ??= now;
      const elapsed = now - start;
      setClock({ key, elapsed });
      if (elapsed < durationMs) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [key, durationMs, instant]);

  if (key === null || instant || durationMs <= 0) return 1;
  if (clock?.key !== key) return 0;
  return Math.min(1, clock.elapsed / durationMs);
}
