import { createViewStore, useViewStore } from '@/lib/create-view-store';

export type TAuthView = 'login' | 'register';

/** Which auth view is open; `AuthModal` renders it. */
export const authModalStore = createViewStore<TAuthView>();

export function useAuthModal() {
  return useViewStore(authModalStore);
}
