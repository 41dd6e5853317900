import { createViewStore, useViewStore } from './create-view-store';

/** The query parameter that opens the bonus drawer over any page (`/?bonus10`, spec 2). */
export const BONUS_DRAWER_PARAM = 'bonus10';

/**
 * Whether the bonus drawer is open. Banners, the header and the first visit open it, so it
 * lives here rather than in the bonuses feature.
 */
export const bonusDrawerStore = createViewStore<'bonuses'>();

export function useBonusDrawer() {
  const { view, open, close } = useViewStore(bonusDrawerStore);
  return { isOpen: view !== null, open: () => open('bonuses'), close };
}
