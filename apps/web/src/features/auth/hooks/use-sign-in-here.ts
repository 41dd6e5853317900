import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router';
import { forgetRedirect, rememberRedirect } from '../utils/redirect-memory';
import { authModalStore, type TAuthView } from './use-auth-modal';

/**
 * Opens sign-in (or sign-up) from a page a visitor may see, e.g. a game's "play for real":
 * signing in brings them back to this page. Leaving the page drops that memory, so a later
 * sign-in elsewhere stays where it is.
 */
export function useSignInHere() {
  const { pathname, search } = useLocation();
  useEffect(() => forgetRedirect, []);
  return useCallback(
    (view: TAuthView = 'login') => {
      rememberRedirect(`${pathname}${search}`);
      authModalStore.open(view);
    },
    [pathname, search],
  );
}
