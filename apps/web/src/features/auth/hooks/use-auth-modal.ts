import { createViewStore, useViewStore } from '@/lib/create-view-store';

export type TAuthView = 'login' | 'register';

/** Which auth view is open; the accounts work renders the modal that reads it. */
export const authModalStore = createViewStore<TAuthView>();

export function useAuthModal() {
  return useViewStore(authModalStore);
}
