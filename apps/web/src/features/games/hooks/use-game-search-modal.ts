import { useEffect } from 'react';
import { createViewStore, useViewStore } from '@/lib/create-view-store';

/** Whether the game search modal is open; opened from the sidebar, the home page and keys. */
export const gameSearchStore = createViewStore<'open'>();

export function useGameSearchModal() {
  const { view, close } = useViewStore(gameSearchStore);
  return { isOpen: view !== null, open: openGameSearch, close };
}

export function openGameSearch() {
  gameSearchStore.open('open');
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** "/" (outside text fields) and Ctrl/Cmd+K open the search, as on most sites with one. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.altKey || event.shiftKey) return false;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTyping(event.target);
}

export function useGameSearchShortcut() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      openGameSearch();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
