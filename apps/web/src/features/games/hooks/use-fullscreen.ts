import { useCallback, useEffect, useState } from 'react';

/**
 * `native`: the element fills the screen through the Fullscreen API; `fallback`: the browser has
 * no such API for elements (iPhone Safari) or refused it, so the element covers the window.
 */
export type TFullscreenMode = 'native' | 'fallback' | null;

/**
 * Full screen for one element (the game stage), given to `attach` as its ref. Escape, the browser's own
 * controls and `exit` all leave it.
 */
export function useFullscreen<TElement extends HTMLElement>() {
  const [element, setElement] = useState<TElement | null>(null);
  const [mode, setMode] = useState<TFullscreenMode>(null);

  useEffect(() => {
    const onChange = () => {
      const native = element !== null && document.fullscreenElement === element;
      setMode((current) => (native ? 'native' : current === 'native' ? null : current));
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [element]);

  useEffect(() => {
    if (mode !== 'fallback') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMode(null);
    };
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      window.removeEventListener('keydown', onKey);
    };
  }, [mode]);

  const enter = useCallback(() => {
    if (!element) return;
    if (typeof element.requestFullscreen !== 'function') return setMode('fallback');
    element.requestFullscreen().catch(() => setMode('fallback'));
  }, [element]);

  const exit = useCallback(() => {
    if (document.fullscreenElement && typeof document.exitFullscreen === 'function') {
      void document.exitFullscreen().catch(() => undefined);
    }
    setMode(null);
  }, []);

  return { attach: setElement, mode, enter, exit };
}
