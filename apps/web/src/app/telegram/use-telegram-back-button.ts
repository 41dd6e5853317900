import { backButton } from '@tma.js/sdk-react';
import { useEffect } from 'react';
import { paths } from '@/config/paths';
import { useTelegramSession } from '@/lib/telegram/telegram-session';
import type { TAppRouter } from '../router';

/**
 * Telegram's back button (spec 4): hidden on the locale's root `/`, shown everywhere else, and
 * going to `/`. Synced again once the start-up has mounted it.
 */
export function useTelegramBackButton(router: TAppRouter): void {
  const isStarting = useTelegramSession((session) => session.isStarting);
  useEffect(() => {
    const sync = (pathname: string) => {
      if (routePath(router, pathname) === paths.home.path) backButton.hide.ifAvailable();
      else backButton.show.ifAvailable();
    };
    const goHome = () => void router.navigate(paths.home.getHref());
    sync(router.state.location.pathname);
    const unsubscribe = router.subscribe((state) => sync(state.location.pathname));
    const clicked = backButton.onClick.ifAvailable(goHome);
    return () => {
      unsubscribe();
      if (clicked.ok) clicked.data();
    };
  }, [router, isStarting]);
}

/** A location's path as the routes see it, without the router's basename (`/ru/games/5`). */
function routePath(router: TAppRouter, pathname: string): string {
  const base = router.basename?.replace(/\/$/, '') ?? '';
  if (!base || !pathname.startsWith(base)) return pathname;
  return pathname.slice(base.length) || '/';
}
