import { useCallback } from 'react';
import { authModalStore } from './use-auth-modal';
import { useSession } from './use-session';

/**
 * Wraps a players-only action (wallet, bonus, favourite, game link): players run it, visitors
 * get the sign-in dialog instead.
 */
export function useRequireAuth() {
  const { isSignedIn } = useSession();
  return useCallback(
    (action: () => void) => {
      if (isSignedIn) action();
      else authModalStore.open('login');
    },
    [isSignedIn],
  );
}
