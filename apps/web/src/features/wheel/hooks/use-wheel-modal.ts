import { createViewStore, useViewStore } from '@/lib/create-view-store';

/** `wheel`: a player's daily spin; `teaser`: the same wheel for a visitor, ending in sign-up. */
export type TWheelView = 'wheel' | 'teaser';

/** Which wheel modal is open; the header and the tab bar open it. */
export const wheelModalStore = createViewStore<TWheelView>();

export function useWheelModal() {
  const { view, open, close } = useViewStore(wheelModalStore);
  return { view, isOpen: view !== null, open, close };
}
