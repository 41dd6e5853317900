import { useCallback, useEffect, useState } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';

/** How long a banner stays before the carousel moves on by itself. */
export const AUTOPLAY_MS = 6_000;

/**
 * A carousel over a scroll-snapping track, so swipes work natively: the slide in view follows
 * the scroll position, `goTo` wraps around, and autoplay waits while the pointer or focus is on
 * the carousel (or the player prefers reduced motion).
 */
export function useCarousel(count: number) {
  const [track, setTrack] = useState<HTMLDivElement | null>(null);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  useEffect(() => {
    if (!track) return;
    const onScroll = () => {
      const width = track.clientWidth;
      if (width > 0) setIndex(Math.round(track.scrollLeft / width));
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => track.removeEventListener('scroll', onScroll);
  }, [track]);

  const goTo = useCallback(
    (target: number) => {
      if (!track || count === 0) return;
      const next = (target + count) % count;
      track.scrollTo({ left: next * track.clientWidth, behavior: 'smooth' });
      setIndex(next);
    },
    [track, count],
  );

  const paused = hovered || focused || reducedMotion;
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => goTo(index + 1), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [paused, count, index, goTo]);

  return {
    trackRef: setTrack,
    index: Math.min(index, Math.max(0, count - 1)),
    goTo,
    paused,
    /** Spread on the carousel's root: hovering or focusing it holds the autoplay. */
    holdProps: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: () => setFocused(false),
    },
  };
}
