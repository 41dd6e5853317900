import { createViewStore, useViewStore } from '@/lib/create-view-store';

const vipDrawerStore = createViewStore<'club'>();

export function useVipDrawer() {
  const { view, open, close } = useViewStore(vipDrawerStore);
  return { isOpen: view !== null, open: () => open('club'), close };
}
