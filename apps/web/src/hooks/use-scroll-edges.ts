import { useCallback, useEffect, useState } from 'react';

/**
 * For a horizontally scrolling strip: whether it can scroll further back or forward, and a
 * `scrollBy(direction)` that moves it by most of its visible width.
 */
export function useScrollEdges<TElement extends HTMLElement>() {
  const [element, setElement] = useState<TElement | null>(null);
  const [edges, setEdges] = useState({ canBack: false, canForward: false });

  useEffect(() => {
    if (!element) return;
    const measure = () => {
      const { scrollLeft, scrollWidth, clientWidth } = element;
      setEdges({ canBack: scrollLeft > 4, canForward: scrollLeft + clientWidth < scrollWidth - 4 });
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [element]);

  const scrollBy = useCallback(
    (direction: -1 | 1) => {
      if (!element) return;
      element.scrollBy({ left: direction * element.clientWidth * 0.85, behavior: 'smooth' });
    },
    [element],
  );

  return { stripRef: setElement, ...edges, scrollBy };
}
