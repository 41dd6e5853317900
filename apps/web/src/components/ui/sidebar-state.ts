import Cookies from 'js-cookie';

export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_DAYS = 365;
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

/** `true` (expanded) unless the player collapsed it before. */
export function readSidebarExpanded(): boolean {
  return Cookies.get(SIDEBAR_COOKIE_NAME) !== 'false';
}

export function writeSidebarExpanded(expanded: boolean): void {
  Cookies.set(SIDEBAR_COOKIE_NAME, String(expanded), {
    path: '/',
    expires: SIDEBAR_COOKIE_MAX_AGE_DAYS,
    sameSite: 'Lax',
  });
}

/** Ctrl+B on Windows/Linux, Cmd+B on macOS. */
export function isSidebarShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT
  );
}
