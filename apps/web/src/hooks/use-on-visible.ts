import { useEffect, useEffectEvent, useState } from 'react';

/**
 * Calls `onVisible` whenever the element given to the returned ref comes within `marginPx` of
 * the viewport, or of the nearest ancestor marked `data-scroll-root` (a scrolling modal body):
 * the sentinel under an infinite list.
 * Nothing is watched while `enabled` is false, e.g. while the next page is loading.
 */
export function useOnVisible<TElement extends Element>(
  onVisible: () => void,
  { enabled = true, marginPx = 400 }: { enabled?: boolean; marginPx?: number } = {},
) {
  const [element, setElement] = useState<TElement | null>(null);
  const notify = useEffectEvent(onVisible);

  useEffect(() => {
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) notify();
      },
      {
        root: element.closest('[data-scroll-root]'),
        rootMargin: `${marginPx}px 0px ${marginPx}px 0px`,
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled, marginPx]);

  return setElement;
}
