import { lazy, Suspense } from 'react';
import { useGameSearchModal, useGameSearchShortcut } from '../hooks/use-game-search-modal';

// Loaded the first time the search opens.
const GameSearchModal = lazy(() =>
  import('./game-search-modal').then((m) => ({ default: m.GameSearchModal })),
);

/** Listens for the search shortcuts and shows the search modal while it is open. */
export function GameSearchHost() {
  useGameSearchShortcut();
  const { isOpen } = useGameSearchModal();
  return <Suspense fallback={null}>{isOpen && <GameSearchModal />}</Suspense>;
}
