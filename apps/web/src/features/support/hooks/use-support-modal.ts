import { createViewStore, useViewStore } from '@/lib/create-view-store';

const supportModalStore = createViewStore<'channels'>();

export function useSupportModal() {
  const { view, open, close } = useViewStore(supportModalStore);
  return { isOpen: view !== null, open: () => open('channels'), close };
}
